import type { LEAVING_EN } from '../en/leaving.ts';

/** Kannada for a withdrawal of consent and an erasure: every id of the English group. */
export const LEAVING_KN: Record<keyof typeof LEAVING_EN, string> = {
  'leaving.withdraw': 'ಸಮ್ಮತಿ ಹಿಂಪಡೆದುದನ್ನು ದಾಖಲಿಸಿ',
  'leaving.withdrawTitle': '{name} ಅವರು ಸಮ್ಮತಿ ಹಿಂಪಡೆದಿದ್ದಾರೆ',
  'leaving.withdrawHint':
    'ಇನ್ನು ಮುಂದೆ ಈ ವ್ಯಕ್ತಿ ಯಾವುದೇ ಪಟ್ಟಿ, ರಫ್ತು ಅಥವಾ ಅಪ್‌ಲೋಡ್ ಹೊಂದಾಣಿಕೆಯಲ್ಲಿ ಇರುವುದಿಲ್ಲ, ಮತ್ತು ಅವರ ದಾಖಲೆಯನ್ನು ಬದಲಿಸಲಾಗುವುದಿಲ್ಲ. ದಾಖಲೆಯನ್ನು {days, plural, =0 {ಒಂದು ದಿನವೂ ಇಲ್ಲದೆ} other {# ದಿನಗಳು}} (ಕಚೇರಿಯ ಸಂಯೋಜನೆ) ಇಟ್ಟುಕೊಂಡು ನಂತರ ಅಳಿಸಲಾಗುತ್ತದೆ.',
  'leaving.withdrawnOn': 'ಹಿಂಪಡೆದ ದಿನ',
  'leaving.withdrawSave': 'ಹಿಂಪಡೆದುದನ್ನು ದಾಖಲಿಸಿ',
  'leaving.withdrawn': 'ಸಮ್ಮತಿ ಹಿಂಪಡೆದುದನ್ನು ದಾಖಲಿಸಲಾಗಿದೆ.',
  'leaving.withdrawnBanner':
    '{date} ರಂದು ಸಮ್ಮತಿ ಹಿಂಪಡೆಯಲಾಗಿದೆ ({channel}), ದಾಖಲಿಸಿದವರು {name}. ಈ ವ್ಯಕ್ತಿ ಯಾವುದೇ ಪಟ್ಟಿ, ರಫ್ತು ಅಥವಾ ಅಪ್‌ಲೋಡ್‌ನಲ್ಲಿ ಇಲ್ಲ. ಅವರ ಮಾಹಿತಿಯನ್ನು {eraseOn} ರಂದು ಅಳಿಸಲಾಗುತ್ತದೆ.',
  'leaving.erase': 'ಮಾಹಿತಿ ಅಳಿಸಿ',
  'leaving.eraseTitle': '{name} ಅವರ ಮಾಹಿತಿಯನ್ನು ಅಳಿಸಿ',
  'leaving.eraseHint':
    'ಹೆಸರು, ಜನ್ಮ ದಿನಾಂಕ, ಸಂಪರ್ಕ ವಿವರಗಳು, ವಿಳಾಸ, ಆಧಾರ್ ಅಂಕಿಗಳು, ಶಿಕ್ಷಣ, ಆದಾಯ, ಪೋಷಕರು ಮತ್ತು ಸಾಕ್ಷಿಯ ಹೆಸರುಗಳು, ಹಾಗೂ ಇತಿಹಾಸದಲ್ಲಿನ ಹಳೆಯ ಮತ್ತು ಹೊಸ ಮೌಲ್ಯಗಳನ್ನು ಶಾಶ್ವತವಾಗಿ ಅಳಿಸಲಾಗುತ್ತದೆ. ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನ ಅಂಕಿಅಂಶಗಳು ಉಳಿಯುತ್ತವೆ. ಇದನ್ನು ರದ್ದುಗೊಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  'leaving.reason': 'ಕಾರಣ',
  'leaving.reasons.request': 'ವ್ಯಕ್ತಿಯೇ ಕೇಳಿದ್ದಾರೆ',
  'leaving.reasons.withdrawn': 'ಸಮ್ಮತಿ ಹಿಂಪಡೆಯಲಾಗಿದೆ',
  'leaving.reasons.purpose_served': 'ಉದ್ದೇಶ ಪೂರ್ಣಗೊಂಡಿದೆ',
  'leaving.eraseConfirm': 'ಇದನ್ನು ರದ್ದುಗೊಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ ಎಂದು ನನಗೆ ತಿಳಿದಿದೆ',
  'leaving.eraseSave': 'ಅಳಿಸಿ',
  'leaving.erased': 'ಮಾಹಿತಿಯನ್ನು ಅಳಿಸಲಾಗಿದೆ.',
  'leaving.erasedBanner': 'ಈ ವ್ಯಕ್ತಿಯ ಮಾಹಿತಿಯನ್ನು {date} ರಂದು ಅಳಿಸಲಾಗಿದೆ ({reason}). ಅಂಕಿಅಂಶಗಳು ಮಾತ್ರ ಉಳಿದಿವೆ.',
  'leaving.erasedBy': 'ಅಳಿಸಿದವರು {name}.',
  'leaving.erasedByPortal': 'ಪೋರ್ಟಲ್ ಅಳಿಸಿದೆ: ಸಮ್ಮತಿ ಹಿಂಪಡೆದ ನಂತರ ಇಟ್ಟುಕೊಳ್ಳುವ ದಿನಗಳು ಮುಗಿದಿದ್ದವು.',
  'leaving.erasedName': 'ಮಾಹಿತಿ ಅಳಿಸಲಾದ ವ್ಯಕ್ತಿ',
  'leaving.withdrawnEntry': '{user} ಅವರು {when} ರಂದು ಸಮ್ಮತಿ ಹಿಂಪಡೆದುದನ್ನು ದಾಖಲಿಸಿದರು',
  'leaving.erasedEntry': '{user} ಅವರು {when} ರಂದು ವೈಯಕ್ತಿಕ ಮಾಹಿತಿಯನ್ನು ಅಳಿಸಿದರು',
  'leaving.erasedByPortalEntry': '{when} ರಂದು ವೈಯಕ್ತಿಕ ಮಾಹಿತಿಯನ್ನು ಅಳಿಸಲಾಯಿತು: ಸಮ್ಮತಿ ಹಿಂಪಡೆದ ನಂತರ ಇಟ್ಟುಕೊಳ್ಳುವ ದಿನಗಳು ಮುಗಿದಿದ್ದವು',
  'leaving.keepDays': 'ಸಮ್ಮತಿ ಹಿಂಪಡೆದ ವ್ಯಕ್ತಿಯ ದಾಖಲೆಯನ್ನು ಇಟ್ಟುಕೊಳ್ಳುವ ದಿನಗಳು',
  'leaving.keepDaysHint':
    'ಸಮ್ಮತಿ ಹಿಂಪಡೆದ ನಂತರ ದಾಖಲೆಯನ್ನು ಇಷ್ಟು ದಿನ ಇಟ್ಟುಕೊಳ್ಳಲಾಗುತ್ತದೆ (ಲೆಕ್ಕಪರಿಶೋಧನೆಗೆ ಅಥವಾ ಕಾನೂನು ಕೇಳಿದರೆ), ನಂತರ ಅಳಿಸಲಾಗುತ್ತದೆ. 0 ಆದರೆ ಒಂದು ಗಂಟೆಯೊಳಗೆ ಅಳಿಸಲಾಗುತ್ತದೆ.',
  'leaving.keepDaysRule': '0 ರಿಂದ 3650 ದಿನಗಳ ನಡುವೆ',
  'leaving.noChange': 'ಈ ವ್ಯಕ್ತಿ ಸಮ್ಮತಿ ಹಿಂಪಡೆದಿದ್ದಾರೆ ಅಥವಾ ಅವರ ಮಾಹಿತಿಯನ್ನು ಅಳಿಸಲಾಗಿದೆ: ಅವರ ದಾಖಲೆಯನ್ನು ಬದಲಿಸಲಾಗುವುದಿಲ್ಲ.',
  'leaving.alreadyWithdrawn': 'ಈ ವ್ಯಕ್ತಿ ಸಮ್ಮತಿ ಹಿಂಪಡೆದುದು ಈಗಾಗಲೇ ದಾಖಲಾಗಿದೆ.',
  'leaving.alreadyErased': 'ಈ ವ್ಯಕ್ತಿಯ ಮಾಹಿತಿಯನ್ನು ಈಗಾಗಲೇ ಅಳಿಸಲಾಗಿದೆ.',
};
