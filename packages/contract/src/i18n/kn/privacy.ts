import type { PRIVACY_EN } from '../en/privacy.ts';

/** Kannada for who saw whom: every id of the English group. */
export const PRIVACY_KN: Record<keyof typeof PRIVACY_EN, string> = {
  'privacy.whoLooked': 'ಈ ವ್ಯಕ್ತಿಯ ವಿವರಗಳನ್ನು ಯಾರು ನೋಡಿದರು',
  'privacy.whoLookedHint': 'ಈ ಪುಟ, ಇತಿಹಾಸ ಮತ್ತು ಮುದ್ರಿತ ದಾಖಲೆಯನ್ನು ತೆರೆದ ಪ್ರತಿಯೊಂದು ಬಾರಿಯೂ ದಾಖಲಾಗುತ್ತದೆ; ಕನಿಷ್ಠ ಒಂದು ವರ್ಷ ಇಡಲಾಗುತ್ತದೆ.',
  'privacy.who': 'ಯಾರು',
  'privacy.what': 'ಏನು',
  'privacy.when': 'ಯಾವಾಗ',
  'privacy.readKind.details': 'ಪುಟವನ್ನು ತೆರೆದರು',
  'privacy.readKind.history': 'ಇತಿಹಾಸವನ್ನು ತೆರೆದರು',
  'privacy.readKind.print': 'ದಾಖಲೆಯನ್ನು ಮುದ್ರಿಸಿದರು',
  'privacy.readsEmpty': 'ಇನ್ನೂ ಯಾರೂ ಈ ದಾಖಲೆಯನ್ನು ತೆರೆದಿಲ್ಲ.',
  'privacy.readsFailed': 'ಈ ವ್ಯಕ್ತಿಯ ವಿವರಗಳನ್ನು ಯಾರು ನೋಡಿದರು ಎಂಬುದನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  'privacy.showOlder': 'ಹಳೆಯವನ್ನು ತೋರಿಸಿ',
  'privacy.olderFailed': 'ಹಳೆಯ ನಮೂದುಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  'privacy.peopleSeen': 'ನೋಡಿದ ವ್ಯಕ್ತಿಗಳು',
  'privacy.peopleSeenTitle': '{name} ಅವರು ನೋಡಿದ ವ್ಯಕ್ತಿಗಳು',
  'privacy.peopleSeenHint':
    'ಅವರು ತೆರೆದ ಪುಟ, ಇತಿಹಾಸ ಅಥವಾ ಮುದ್ರಿತ ದಾಖಲೆಯ ವ್ಯಕ್ತಿಗಳು ಮತ್ತು ಅವರು ರಫ್ತು ಮಾಡಿದ ಪಟ್ಟಿಗಳು, ಜಿಲ್ಲೆವಾರು: ಖಾತೆಯ ದುರುಪಯೋಗವಾದಾಗ ಉಲ್ಲಂಘನೆಯ ಸೂಚನೆಗೆ ಬೇಕಾದುದು.',
  'privacy.from': 'ಇಂದ',
  'privacy.to': 'ವರೆಗೆ',
  'privacy.show': 'ತೋರಿಸಿ',
  'privacy.viewedSummary':
    '{people, plural, one {# ವ್ಯಕ್ತಿಯನ್ನು} other {# ವ್ಯಕ್ತಿಗಳನ್ನು}} ತೆರೆಯಲಾಗಿದೆ, ಒಟ್ಟು {reads, plural, one {# ಬಾರಿ} other {# ಬಾರಿ}}.',
  'privacy.exportsSummary':
    '{count, plural, =0 {ಪಟ್ಟಿಯ ಯಾವುದೇ ರಫ್ತು ಇಲ್ಲ.} one {ಪಟ್ಟಿಯ # ರಫ್ತು, {rows, number} ವ್ಯಕ್ತಿಗಳೊಂದಿಗೆ.} other {ಪಟ್ಟಿಯ # ರಫ್ತುಗಳು, ಒಟ್ಟು {rows, number} ವ್ಯಕ್ತಿಗಳೊಂದಿಗೆ.}}',
  'privacy.district': 'ಜಿಲ್ಲೆ',
  'privacy.viewed': 'ತೆರೆದ ವ್ಯಕ್ತಿಗಳು',
  'privacy.exported': 'ರಫ್ತುಗಳಲ್ಲಿನ ವ್ಯಕ್ತಿಗಳು',
  'privacy.download': 'ಡೌನ್‌ಲೋಡ್ (.csv)',
  'privacy.nothingSeen': 'ಈ ದಿನಗಳಲ್ಲಿ ಯಾರನ್ನೂ ನೋಡಿಲ್ಲ.',
  'privacy.seenFailed': 'ನೋಡಿದ ವ್ಯಕ್ತಿಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
};
