import type { EXPORT_EN } from '../en/export.ts';

/** Kannada for exporting the list: every id of the English group. */
export const EXPORT_KN: Record<keyof typeof EXPORT_EN, string> = {
  'export.export': 'ರಫ್ತು ಮಾಡಿ',
  'export.asXlsx': 'ಎಕ್ಸೆಲ್ ವರ್ಕ್‌ಬುಕ್ (.xlsx)',
  'export.asCsv': 'CSV ಕಡತಗಳು (.zip)',
  'export.title': 'ಪಟ್ಟಿಯನ್ನು ರಫ್ತು ಮಾಡಲಾಗುತ್ತಿದೆ',
  'export.starting': 'ರಫ್ತು ಆರಂಭವಾಗುತ್ತಿದೆ…',
  'export.peopleSoFar': '{count, number} ಫಲಾನುಭವಿಗಳನ್ನು ಬರೆಯಲಾಗಿದೆ',
  'export.enrolmentsSoFar': '{count, number} ದಾಖಲಾತಿಗಳನ್ನು ಬರೆಯಲಾಗಿದೆ',
  'export.ofTotal': 'ಪಟ್ಟಿಯಲ್ಲಿ ಒಟ್ಟು {count, number} ಫಲಾನುಭವಿಗಳಿದ್ದಾರೆ.',
  'export.cancel': 'ರಫ್ತು ರದ್ದುಮಾಡಿ',
  'export.cancelled': 'ರಫ್ತು ನಿಲ್ಲಿಸಲಾಗಿದೆ. ಯಾವುದೇ ಕಡತ ಉಳಿಸಲಾಗಿಲ್ಲ.',
  'export.failed': 'ರಫ್ತು ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'export.saved': '"{name}" ಕಡತವನ್ನು ಉಳಿಸಲಾಗಿದೆ.',
  'export.close': 'ಮುಚ್ಚಿರಿ',
};
