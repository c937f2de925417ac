import XLSX from '@e965/xlsx';
import { UPLOAD_MAX_ROWS } from '@portal/contract/constants';
import { formatMessage } from '@portal/contract/i18n/format';
import type { BeneficiaryUploadField, BeneficiaryUploadRecord, RejectedRow, VillageUploadRow } from '@portal/contract/org-upload';
import type { TypedCell, TypedSheet } from '@portal/contract/typed-cells';
import { REASONS, type Reason, reasonsText } from '@portal/contract/upload-reasons';
import { BENEFICIARY_UPLOAD_FIELDS, VILLAGE_HEADINGS } from '@portal/contract/upload-template';
import {
  cellText,
  dateText,
  digitsAsShown,
  educationStatusCode,
  enrollmentStatusCode,
  genderCode,
  holdsFullAadhaar,
  mobileText,
  mutualFundTypeCode,
  yesNoCode,
} from './conversions.ts';
import { shownText } from './number-format.ts';
import type { ColumnFields, OpenedSheet, SheetRow } from './opened-sheet.ts';
import { SheetError } from './sheet-error.ts';
import { beneficiaryLayout, columnFields, villageLayout } from './sheet-layout.ts';
import { typedRow, typedSheet } from './typed-cells.ts';
import { repackXlsx } from './xlsx-archive.ts';

export type { ColumnFields, OpenedSheet, SheetRow } from './opened-sheet.ts';
export { SheetError, shownText };

/** .xlsx files are zip archives (PK\3\4); .xls files are OLE compound documents (D0 CF 11 E0). */
export function isSpreadsheet(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || ole;
}

/**
 * A cell's value as SheetJS's sheet_to_json reads it with `raw: true, defval: ''` from a workbook read
 * without cell dates: numbers (date-formatted ones too) stay serial numbers, an error cell is empty.
 */
function cellValue(cell: XLSX.CellObject | undefined): unknown {
  if (!cell || cell.t === undefined || cell.t === 'z') return '';
  if (cell.t === 'e') return cell.v === 0 ? null : '';
  return cell.v ?? '';
}

/**
 * A sheet's rows that hold something, each with the row number the sheet shows and whether it is
 * hidden. The rows are walked here rather than through sheet_to_json, whose arrays carry no row number,
 * and which would turn date-formatted numbers into dates once the number formats are kept.
 */
function sheetRows(sheet: XLSX.WorkSheet | undefined): SheetRow[] {
  const rows: SheetRow[] = [];
  if (!sheet?.['!ref']) return rows;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const first = range.s.c;
  const properties = sheet['!rows'] ?? [];
  // read dense: each row of the sheet is an array of its cells indexed from column A; a missing row is empty
  for (const [r, cells] of (sheet['!data'] ?? []).entries()) {
    if (!cells || r < range.s.r || r > range.e.r) continue;
    const values: unknown[] = [];
    let empty = true;
    for (let c = first; c <= range.e.c; c++) {
      const cell = cells[c];
      // as in sheet_to_json: a row is empty when no cell holds a value (an error cell holds none)
      if (cell && cell.t !== 'z' && cell.t !== 'e' && cell.v != null) empty = false;
      values.push(cellValue(cell));
    }
    if (!empty) rows.push({ number: r + 1, values, cell: (i) => cells[first + i], hidden: properties[r]?.hidden === true });
  }
  return rows;
}

/**
 * Every sheet of the workbook; formulas are read as their stored values, never evaluated. An .xlsx is
 * checked and unpacked first (xlsx-archive.ts), so SheetJS never inflates anything itself. Styles are
 * read only for the rows' hidden flag (.xlsx keeps it with the row styles).
 */
export function openWorkbook(bytes: Uint8Array): OpenedSheet[] {
  if (!isSpreadsheet(bytes)) throw new SheetError('type', 'upload.wrongType');
  const workbook = bytes[0] === 0x50 ? repackXlsx(bytes) : bytes;
  const book = XLSX.read(workbook, {
    type: 'array',
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellNF: true,
    cellStyles: true,
    dense: true,
  });
  return book.SheetNames.map((name, index) => {
    const sheet = book.Sheets[name];
    const firstColumn = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.c : 0;
    const hidden = (book.Workbook?.Sheets?.[index]?.Hidden ?? 0) !== 0;
    return { name, rows: sheetRows(sheet), firstColumn, hidden };
  });
}

export interface ParsedUpload<T> {
  records: T[];
  /**
   * The sheet as typed (decision 015): its heading row and columns, and each record's cells, in the
   * records' order; the rejected rows are downloaded from these, right after the upload and from the history.
   */
  typed: TypedSheet;
  typedRows: TypedCell[][];
  /**
   * Rows the browser does not send, with the reason (a full Aadhaar number, a missing village cell…), each
   * with its cells as typed (`typed`).
   */
  setAside: RejectedRow[];
  /** Hidden rows below the headings: read, or left out when the office chose to skip them. */
  hiddenRows: number;
  skippedHidden: boolean;
  /** Cells cleared in a set-aside row (12 digits, like a full Aadhaar number), by row: never downloaded either. */
  cleared: Map<number, number[]>;
}

/** Where the data of a workbook is, and how its columns are read. */
export interface SheetLayout {
  sheet: number;
  /** Index in the sheet's rows of the heading row. */
  headingIndex: number;
}

/**
 * The heading row of the layout as typed, the columns of the sheet (every row is read that wide), and
 * the key of the record each column fills.
 */
function typedHeadings(sheet: OpenedSheet, layout: SheetLayout, fields: readonly (string | null)[]): TypedSheet {
  const row = sheet.rows[layout.headingIndex];
  const width = row?.values.length ?? 0;
  return typedSheet(row ? typedRow(width, row.cell, NO_COLUMNS) : [], width, fields);
}

const NO_COLUMNS: ReadonlySet<number> = new Set();

/** Data rows below the headings, within the row cap; hidden ones left out when asked. */
function dataRows(sheet: OpenedSheet, layout: SheetLayout, skipHidden: boolean) {
  const all = sheet.rows.slice(layout.headingIndex + 1);
  if (all.length > UPLOAD_MAX_ROWS) throw new SheetError('limit', 'upload.tooManyRows');
  const hiddenRows = all.filter((row) => row.hidden).length;
  return { rows: skipHidden ? all.filter((row) => !row.hidden) : all, hiddenRows, skippedHidden: skipHidden && hiddenRows > 0 };
}

export interface UploadOptions {
  skipHidden?: boolean;
}

/**
 * Spec §5 village upload: Village, Taluk, District; rows missing a value are set aside (and reported).
 * The headings are found by findLayout (sheet-layout.ts), on whatever row and sheet they stand.
 */
export function readVillages(
  sheets: OpenedSheet[],
  layout: SheetLayout & { columns: number[] },
  options: UploadOptions = {},
): ParsedUpload<VillageUploadRow> {
  const sheet = sheets[layout.sheet];
  const { rows, hiddenRows, skippedHidden } = dataRows(sheet, layout, options.skipHidden === true);
  const keys: (string | null)[] = [];
  layout.columns.forEach((column, i) => {
    keys[column] = VILLAGE_HEADINGS[i];
  });
  const typed = typedHeadings(sheet, layout, keys);
  const parsed: ParsedUpload<VillageUploadRow> = {
    records: [],
    typed,
    typedRows: [],
    setAside: [],
    hiddenRows,
    skippedHidden,
    cleared: new Map(),
  };
  for (const row of rows) {
    const { number: rowNumber, values } = row;
    // a cell of 12 digits, like a full Aadhaar number, is never sent with the row's cells as typed
    const cleared = values.flatMap((value, column) => (holdsFullAadhaar(value) ? [column] : []));
    if (cleared.length) parsed.cleared.set(rowNumber, cleared);
    const cells = typedRow(typed.columns, row.cell, NO_COLUMNS, cleared);
    const [Village, Taluk, District] = layout.columns.map((c) => cellText(values[c]));
    if (Village && Taluk && !District)
      parsed.setAside.push({ ...setAsideRow(rowNumber, [REASONS.emptyPlace('district')]), typed: cells });
    else if (!Village || !Taluk || !District)
      parsed.setAside.push({ ...setAsideRow(rowNumber, [REASONS.villageAllRequired()]), typed: cells });
    else {
      parsed.records.push({ Village, Taluk, District, rowNumber });
      parsed.typedRows.push(cells);
    }
  }
  return parsed;
}

const CONVERT: Partial<Record<BeneficiaryUploadField, (value: unknown) => string>> = {
  gender_id: genderCode,
  is_certified: yesNoCode,
  df_associate: yesNoCode,
  mutual_fund_type: mutualFundTypeCode,
  education_status_id: educationStatusCode,
  enrollment_status: enrollmentStatusCode,
  dob: (value) => dateText(value, { past: true }),
  enrollment_date: (value) => dateText(value),
  mobile_no: mobileText,
  // the consent columns (decision 038): Yes or No as the other yes/no columns, a day gone by as the date of birth
  consent: yesNoCode,
  consent_date: (value) => dateText(value, { past: true }),
};

/**
 * Fields read as the office sees them: a number cell whose format pads or groups its digits (`0000`,
 * `#,##0`, `00000 00000`) gives the digits it shows, so 123 formatted `0000` is Aadhaar `0123`.
 */
export const AS_SHOWN = new Set<BeneficiaryUploadField>(['aadhaar_no', 'mobile_no', 'pincode']);

/** The reason a row with 12 digits in some cells is set aside; the digits themselves are never in it. */
function fullAadhaarReason(columns: number[], fields: ColumnFields, headings: string[], firstColumn: number): Reason {
  const inAadhaar = columns.some((c) => fields[c] === 'aadhaar_no');
  const others = columns.filter((c) => fields[c] !== 'aadhaar_no');
  if (!others.length) return { reasonId: 'beneficiaryRule.aadhaar' };
  const names = others.map((c) => `"${headings[c] || `Column ${XLSX.utils.encode_col(firstColumn + c)}`}"`).join(', ');
  return { reasonId: inAadhaar ? 'upload.fullAadhaarAlsoIn' : 'upload.fullAadhaarIn', reasonValues: { columns: names } };
}

/** A row set aside in the browser: its English reason (as the server's are) and the same reasons by message id. */
export const setAsideRow = (row: number, reasons: Reason[]): RejectedRow => ({
  row,
  reason: reasonsText(reasons, formatMessage),
  reasons,
});

/** A full name in the name column, when the sheet has no last-name column: first word, and the rest. */
function splitFullName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/**
 * Spec §5 beneficiary upload: each column to the field the office confirmed (sheet-layout.ts proposes
 * them), the conversions, missing cells as '', the forced values. With a name column and no last-name
 * column, a full name is split at its first space.
 */
export function readBeneficiaries(
  sheets: OpenedSheet[],
  layout: SheetLayout & { fields: ColumnFields },
  options: UploadOptions = {},
  onProgress?: (done: number, total: number) => void,
): ParsedUpload<BeneficiaryUploadRecord> {
  const sheet = sheets[layout.sheet];
  const { fields } = layout;
  const headings = (sheet.rows[layout.headingIndex]?.values ?? []).map(cellText);
  const { rows, hiddenRows, skippedHidden } = dataRows(sheet, layout, options.skipHidden === true);
  if (rows.length === 0) throw new SheetError('empty', 'upload.empty');
  const splitName = fields.includes('first_name') && !fields.includes('last_name');
  const typed = typedHeadings(sheet, layout, fields);
  const asShownColumns = new Set(fields.flatMap((field, column) => (field && AS_SHOWN.has(field) ? [column] : [])));
  const parsed: ParsedUpload<BeneficiaryUploadRecord> = {
    records: [],
    typed,
    typedRows: [],
    setAside: [],
    hiddenRows,
    skippedHidden,
    cleared: new Map(),
  };
  rows.forEach((row, index) => {
    const { number: rowNumber, values: cells } = row;
    const record: BeneficiaryUploadRecord = { rowNumber };
    const sent: string[] = [];
    fields.forEach((field, column) => {
      if (!field) return;
      const value = AS_SHOWN.has(field)
        ? (digitsAsShown(cells[column], shownText(row.cell(column))) ?? cells[column])
        : cells[column];
      sent[column] = (CONVERT[field] ?? cellText)(value);
      record[field] = sent[column];
    });
    if (splitName) [record.first_name, record.last_name] = splitFullName(String(record.first_name ?? ''));
    // a full Aadhaar number, in whatever column and however written, never leaves the browser; a mobile
    // number with its +91 code has 12 digits too, but what is sent of it is the 10-digit number
    const aadhaarColumns: number[] = [];
    for (let column = 0; column < cells.length; column++) {
      const suspect =
        fields[column] === 'mobile_no'
          ? holdsFullAadhaar(sent[column])
          : holdsFullAadhaar(cells[column]) || holdsFullAadhaar(sent[column]);
      if (suspect) aadhaarColumns.push(column);
    }
    // the row's cells as the office typed them, those 12 digits left out
    const asTyped = typedRow(typed.columns, row.cell, asShownColumns, aadhaarColumns);
    if (aadhaarColumns.length) {
      parsed.setAside.push({
        ...setAsideRow(rowNumber, [fullAadhaarReason(aadhaarColumns, fields, headings, sheet.firstColumn)]),
        typed: asTyped,
      });
      parsed.cleared.set(rowNumber, aadhaarColumns);
    } else {
      for (const field of BENEFICIARY_UPLOAD_FIELDS) record[field] ??= '';
      Object.assign(record, { program_id: 1, state_id: 1, mutual_fund_provider_id: 1 });
      parsed.records.push(record);
      parsed.typedRows.push(asTyped);
    }
    if (onProgress && index % 2000 === 0) onProgress(index, rows.length);
  });
  return parsed;
}

/** The first workbook sheet whose headings fit, with the columns as proposed: for tests and measurements. */
export function parseVillages(bytes: Uint8Array, options: UploadOptions = {}): ParsedUpload<VillageUploadRow> {
  const sheets = openWorkbook(bytes);
  return readVillages(sheets, villageLayout(sheets).chosen, options);
}

/** The sheet whose headings fit best, its columns as proposed: for tests and measurements. */
export function parseBeneficiaries(
  bytes: Uint8Array,
  onProgress?: (done: number, total: number) => void,
  options: UploadOptions = {},
): ParsedUpload<BeneficiaryUploadRecord> {
  const sheets = openWorkbook(bytes);
  const { chosen } = beneficiaryLayout(sheets);
  return readBeneficiaries(sheets, { ...chosen, fields: columnFields(chosen.columns) }, options, onProgress);
}
