import type { UPLOADS_HISTORY_EN } from '../en/uploads-history.ts';

/** Kannada for the history of uploads: every id of the English group. */
export const UPLOADS_HISTORY_KN: Record<keyof typeof UPLOADS_HISTORY_EN, string> = {
  'uploadsHistory.heading': 'ಅಪ್‌ಲೋಡ್‌ಗಳ ಇತಿಹಾಸ',
};
