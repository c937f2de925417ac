import type { RejectedRow } from '@portal/contract/org-upload';
import { type FormatText, reasonsText } from '@portal/contract/upload-reasons';

/** A rejected row's reason in the language `format` speaks; the English text when the row has no ids. */
export const reasonOf = (row: RejectedRow, format: FormatText): string =>
  row.reasons?.length ? reasonsText(row.reasons, format) : row.reason;
