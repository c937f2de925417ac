import type { UPLOADS_HISTORY_EN } from '../en/uploads-history.ts';

/** Kannada for the history of uploads: every id of the English group. */
export const UPLOADS_HISTORY_KN: Record<keyof typeof UPLOADS_HISTORY_EN, string> = {
  'uploadsHistory.heading': 'ಅಪ್‌ಲೋಡ್‌ಗಳ ಇತಿಹಾಸ',
  'uploadsHistory.intro': 'ಉಳಿಸಿದ ಪ್ರತಿ ಅಪ್‌ಲೋಡ್: ಯಾರು ಯಾವ ಕಡತವನ್ನು ಯಾವಾಗ ಅಪ್‌ಲೋಡ್ ಮಾಡಿದರು ಮತ್ತು ಅದರಿಂದ ಏನಾಯಿತು.',
  'uploadsHistory.tableLabel': 'ಹಿಂದಿನ ಅಪ್‌ಲೋಡ್‌ಗಳು',
  'uploadsHistory.empty': 'ಇನ್ನೂ ಯಾವುದೇ ಅಪ್‌ಲೋಡ್ ಇಲ್ಲ.',
  'uploadsHistory.failed': 'ಅಪ್‌ಲೋಡ್‌ಗಳ ಇತಿಹಾಸವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ.',
  'uploadsHistory.when': 'ಯಾವಾಗ',
  'uploadsHistory.who': 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿದವರು',
  'uploadsHistory.file': 'ಕಡತ',
  'uploadsHistory.sheet': 'ಹಾಳೆ',
  'uploadsHistory.kind': '{kind, select, villages {ಗ್ರಾಮಗಳು} other {ಫಲಾನುಭವಿಗಳು}}',
  'uploadsHistory.created': 'ಹೊಸದಾಗಿ ಸೇರಿಸಿದವು',
  'uploadsHistory.existing': 'ಈಗಾಗಲೇ ಇರುವವು',
  'uploadsHistory.rejected': 'ತಿರಸ್ಕೃತ',
  'uploadsHistory.actions': 'ಕ್ರಮಗಳು',
  'uploadsHistory.noFile': 'ಕಡತ ದಾಖಲಾಗಿಲ್ಲ',
  'uploadsHistory.report': 'ವರದಿ',
  'uploadsHistory.reportOf': '{when} ರಂದು ಮಾಡಿದ ಅಪ್‌ಲೋಡ್‌ನ ವರದಿ',
  'uploadsHistory.downloadRejected': 'ತಿರಸ್ಕೃತ ಸಾಲುಗಳು',
  // the button's visible words, whole, then what it does (WCAG 2.5.3: the name holds the label)
  'uploadsHistory.downloadRejectedOf': '{when} ರಂದು ಮಾಡಿದ ಅಪ್‌ಲೋಡ್‌ನ ತಿರಸ್ಕೃತ ಸಾಲುಗಳು — ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
  'uploadsHistory.rowsEmptied': 'ಇರಿಸುವ ದಿನಗಳು ಮುಗಿದ ಕಾರಣ ತಿರಸ್ಕೃತ ಸಾಲುಗಳನ್ನು {when} ರಂದು ಅಳಿಸಲಾಗಿದೆ.',
  'uploadsHistory.sameFile': 'ಇದೇ ಕಡತವನ್ನು {name} ಅವರು ಈ ಮೊದಲು {when} ರಂದು ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ್ದಾರೆ.',
  'uploadsHistory.older': 'ಹಳೆಯ ಅಪ್‌ಲೋಡ್‌ಗಳನ್ನು ತೋರಿಸಿ',
  'uploadsHistory.reportTitle': '{when} ರಂದು ಮಾಡಿದ ಅಪ್‌ಲೋಡ್',
  'uploadsHistory.reportFailed': 'ವರದಿಯನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ.',
  'uploadsHistory.uploadedBy': '{name} ಅವರು {when} ರಂದು ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ್ದಾರೆ.',
};
