import type XLSX from '@e965/xlsx';
import type { UploadRecordKind } from '@portal/contract/audit-actions';
import type { RejectedRow } from '@portal/contract/org-upload';
import { VILLAGE_HEADINGS } from '@portal/contract/upload-template';
import { BENEFICIARY_TEMPLATE } from './headings.ts';
import { rejectedWorkbook } from './rejected-workbook.ts';

/** The columns of a recorded upload's rows: the template's headings and the fields they fill. */
const COLUMNS: Record<UploadRecordKind, readonly (readonly [string, string])[]> = {
  beneficiaries: BENEFICIARY_TEMPLATE,
  villages: VILLAGE_HEADINGS.map((heading) => [heading, heading] as const),
};

const cell = (value: string | number | undefined): XLSX.CellObject | undefined =>
  value === undefined ? undefined : typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };

/**
 * The rejected rows of an upload from the history as an .xlsx to fix and upload again: the template's
 * headings, each row's values as it sent them, and the reasons (in the language `reason` gives) in a
 * last column. A row the browser set aside before sending has no values recorded: its line holds the reason.
 */
export function recordedRejectedWorkbook(
  kind: UploadRecordKind,
  rejected: readonly RejectedRow[],
  reason: (row: RejectedRow) => string,
  reasonHeading: string,
): Uint8Array {
  const columns = COLUMNS[kind];
  return rejectedWorkbook({
    headings: columns.map(([heading]) => cell(heading)),
    rows: rejected.map((r) => ({
      row: r.row,
      cells: columns.map(([, field]) => cell(r.values?.[field])),
      reason: reason(r),
    })),
    reasonHeading,
  });
}
