import type { EXPORT_EN } from '../en/export.ts';

/** Kannada for exporting the list: every id of the English group. */
export const EXPORT_KN: Record<keyof typeof EXPORT_EN, string> = {
  'export.export': 'ರಫ್ತು ಮಾಡಿ',
};
