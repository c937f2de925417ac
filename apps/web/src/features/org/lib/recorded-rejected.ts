import type XLSX from '@e965/xlsx';
import type { UploadRecordKind } from '@portal/contract/audit-actions';
import type { RejectedRow } from '@portal/contract/org-upload';
import type { RecordedReport } from '@portal/contract/responses/uploads-history';
import { VILLAGE_HEADINGS } from '@portal/contract/upload-template';
import { BENEFICIARY_TEMPLATE } from './headings.ts';
import { rejectedWorkbook, typedRejectedWorkbook } from './rejected-workbook.ts';

/** The columns of a recorded upload's rows: the template's headings and the fields they fill. */
const COLUMNS: Record<UploadRecordKind, readonly (readonly [string, string])[]> = {
  beneficiaries: BENEFICIARY_TEMPLATE,
  villages: VILLAGE_HEADINGS.map((heading) => [heading, heading] as const),
};

const cell = (value: string | number | undefined): XLSX.CellObject | undefined =>
  value === undefined ? undefined : typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };

/**
 * The rejected rows of an upload from the history as an .xlsx to fix and upload again, with the reasons
 * (in the language `reason` gives) in a last column. An upload that sent its cells as typed (decision 015)
 * gives the very file the dialog downloaded right after it: the sheet's own headings and columns, each
 * row as the office typed it. An older one gives the template's headings and each row's values as it
 * sent them. A row with nothing recorded (set aside before either was sent) holds only its reason.
 */
export function recordedRejectedWorkbook(
  kind: UploadRecordKind,
  report: Pick<RecordedReport, 'rejected' | 'typed'>,
  reason: (row: RejectedRow) => string,
  reasonHeading: string,
): Uint8Array {
  if (report.typed) {
    return typedRejectedWorkbook(
      report.typed,
      report.rejected.map((r) => ({ row: r.row, typed: r.typed, reason: reason(r) })),
      reasonHeading,
    );
  }
  const columns = COLUMNS[kind];
  return rejectedWorkbook({
    headings: columns.map(([heading]) => cell(heading)),
    rows: report.rejected.map((r) => ({
      row: r.row,
      cells: columns.map(([, field]) => cell(r.values?.[field])),
      reason: reason(r),
    })),
    reasonHeading,
  });
}
