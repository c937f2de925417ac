import XLSX from '@e965/xlsx';
import { UPLOAD_MAX_ROWS } from '@portal/contract/constants';
import { BENEFICIARY_RULES } from '@portal/contract/messages';
import type { BeneficiaryUploadField, BeneficiaryUploadRecord, RejectedRow, VillageUploadRow } from '@portal/contract/org-upload';
import { UPLOAD_TEXT, VILLAGE_HEADINGS } from '@portal/contract/org-upload';
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
import { BENEFICIARY_HEADINGS, headingKey } from './headings.ts';
import { SheetError } from './sheet-error.ts';
import { repackXlsx } from './xlsx-archive.ts';

export { SheetError };

/** .xlsx files are zip archives (PK\3\4); .xls files are OLE compound documents (D0 CF 11 E0). */
export function isSpreadsheet(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || ole;
}

/** One row of the sheet that holds something. */
export interface SheetRow {
  /** The number the spreadsheet program shows at the left of the row: title, empty and hidden rows count. */
  number: number;
  /** The cells' stored values from the sheet's first used column on; '' for an empty cell. */
  values: unknown[];
  /** The cell under `values[i]`, for its number format. */
  cell: (i: number) => XLSX.CellObject | undefined;
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

/** What a number cell shows through its number format (read with `cellNF`), or undefined. */
export function shownText(cell: XLSX.CellObject | undefined): string | undefined {
  if (cell?.t !== 'n' || typeof cell.z !== 'string' || cell.z === 'General') return undefined;
  try {
    return String(XLSX.SSF.format(cell.z, cell.v));
  } catch {
    return undefined;
  }
}

/**
 * The first sheet as its rows that hold something, each with the row number the sheet shows; formulas are
 * read as their stored values, never evaluated. The rows are walked here rather than through
 * sheet_to_json, whose arrays (`header: 1`) carry no row number, and which would turn date-formatted
 * numbers into dates once the number formats are kept. An .xlsx is checked and unpacked first
 * (xlsx-archive.ts), so SheetJS never inflates anything itself; only the first sheet is parsed.
 */
export function readSheet(bytes: Uint8Array): { headings: string[]; rows: SheetRow[] } {
  if (!isSpreadsheet(bytes)) throw new SheetError('type', UPLOAD_TEXT.wrongType);
  const workbook = bytes[0] === 0x50 ? repackXlsx(bytes) : bytes;
  const book = XLSX.read(workbook, {
    type: 'array',
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellNF: true,
    dense: true,
    sheets: 0,
  });
  const sheet = book.Sheets[book.SheetNames[0]];
  const all: SheetRow[] = [];
  if (sheet?.['!ref']) {
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const first = range.s.c;
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
      if (!empty) all.push({ number: r + 1, values, cell: (i) => cells[first + i] });
    }
  }
  const [headingRow, ...rows] = all;
  if (rows.length > UPLOAD_MAX_ROWS) throw new SheetError('limit', UPLOAD_TEXT.tooManyRows);
  return { headings: (headingRow?.values ?? []).map(cellText), rows };
}

export interface ParsedUpload<T> {
  records: T[];
  setAside: RejectedRow[];
  /** The sheet's own cells by row number, for the download of rejected rows. */
  originals: Map<number, unknown[]>;
  headings: string[];
}

/** Spec §5 village upload: exactly Village, Taluk, District; rows missing a value are set aside (and reported). */
export function parseVillages(bytes: Uint8Array): ParsedUpload<VillageUploadRow> {
  const { headings, rows } = readSheet(bytes);
  const expected = VILLAGE_HEADINGS.map(headingKey);
  if (headings.length < 3 || headings.slice(0, 3).some((h, i) => headingKey(h) !== expected[i])) {
    throw new SheetError('columns', UPLOAD_TEXT.wrongColumns);
  }
  const parsed: ParsedUpload<VillageUploadRow> = {
    records: [],
    setAside: [],
    originals: new Map(),
    headings: headings.slice(0, 3),
  };
  for (const { number: rowNumber, values: cells } of rows) {
    const [Village, Taluk, District] = cells.slice(0, 3).map(cellText);
    parsed.originals.set(rowNumber, cells.slice(0, 3));
    if (!Village || !Taluk || !District)
      parsed.setAside.push({ row: rowNumber, reason: 'Village, Taluk and District are all required.' });
    else parsed.records.push({ Village, Taluk, District, rowNumber });
  }
  return parsed;
}

const CONVERT: Partial<Record<keyof BeneficiaryUploadRecord, (value: unknown) => string>> = {
  gender_id: genderCode,
  is_certified: yesNoCode,
  df_associate: yesNoCode,
  mutual_fund_type: mutualFundTypeCode,
  education_status_id: educationStatusCode,
  enrollment_status: enrollmentStatusCode,
  dob: dateText,
  enrollment_date: dateText,
  mobile_no: mobileText,
};

/**
 * Fields read as the office sees them: a number cell whose format pads or groups its digits (`0000`,
 * `#,##0`, `00000 00000`) gives the digits it shows, so 123 formatted `0000` is Aadhaar `0123`.
 */
const AS_SHOWN = new Set<BeneficiaryUploadField>(['aadhaar_no', 'mobile_no', 'pincode']);

/** The reason a row with 12 digits in some cells is set aside; the digits themselves are never in it. */
function fullAadhaarReason(columns: number[], fields: (BeneficiaryUploadField | undefined)[], headings: string[]): string {
  const reasons: string[] = [];
  if (columns.some((c) => fields[c] === 'aadhaar_no')) reasons.push(BENEFICIARY_RULES.aadhaar);
  const others = columns.filter((c) => fields[c] !== 'aadhaar_no');
  if (others.length)
    reasons.push(
      UPLOAD_TEXT.fullAadhaarIn(others.map((c) => `"${headings[c] || `Column ${XLSX.utils.encode_col(c)}`}"`).join(', ')),
    );
  return reasons.join(' ');
}

/** Spec §5 beneficiary upload: headings to fields, the conversions, missing cells as '', the forced values. */
export function parseBeneficiaries(
  bytes: Uint8Array,
  onProgress?: (done: number, total: number) => void,
): ParsedUpload<BeneficiaryUploadRecord> {
  const { headings, rows } = readSheet(bytes);
  if (rows.length === 0) throw new SheetError('empty', UPLOAD_TEXT.empty);
  const fields = headings.map((h) => BENEFICIARY_HEADINGS.get(headingKey(h)));
  const parsed: ParsedUpload<BeneficiaryUploadRecord> = { records: [], setAside: [], originals: new Map(), headings };
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
    if (aadhaarColumns.length) {
      parsed.setAside.push({ row: rowNumber, reason: fullAadhaarReason(aadhaarColumns, fields, headings) });
      parsed.originals.set(
        rowNumber,
        cells.map((c, i) => (aadhaarColumns.includes(i) ? '' : c)),
      );
    } else {
      for (const field of BENEFICIARY_HEADINGS.values()) record[field] ??= '';
      Object.assign(record, { program_id: 1, state_id: 1, mutual_fund_provider_id: 1 });
      parsed.records.push(record);
      parsed.originals.set(rowNumber, cells);
    }
    if (onProgress && index % 2000 === 0) onProgress(index, rows.length);
  });
  return parsed;
}
