import { formatMessage } from '@portal/contract/i18n/format';
import type { RejectedRow } from '@portal/contract/org-upload';
import { type FormatText, type Reason, reasonsText } from '@portal/contract/upload-reasons';

/** A row set aside in the browser: its English reason (as the server's are) and the same reasons by message id. */
export const setAsideRow = (row: number, reasons: Reason[]): RejectedRow => ({
  row,
  reason: reasonsText(reasons, formatMessage),
  reasons,
});

/** A rejected row's reason in the language `format` speaks; the English text when the row has no ids. */
export const reasonOf = (row: RejectedRow, format: FormatText): string =>
  row.reasons?.length ? reasonsText(row.reasons, format) : row.reason;
