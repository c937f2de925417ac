import type { BeneficiaryUploadField } from '@portal/contract/org-upload';
import { VILLAGE_HEADINGS } from '@portal/contract/upload-template';
import { cellText } from './conversions.ts';
import { type HeadingMatch, headingKey, matchHeading, REQUIRED_FIELDS } from './headings.ts';
import type { ColumnFields, OpenedSheet } from './opened-sheet.ts';
import { SheetError } from './sheet-error.ts';

/** How many rows from the top of a sheet may stand above its headings (titles, notes, empty rows). */
const HEADING_SEARCH_ROWS = 10;
/** A row naming fewer fields than this is not a beneficiary heading row (a title may name one by chance). */
const MIN_HEADING_FIELDS = 3;

/** One column of the sheet and the field it fills. */
export interface ColumnReading {
  column: number;
  heading: string;
  field: BeneficiaryUploadField | null;
  /** How the heading was matched; null when the office chose the field by hand or it fills nothing. */
  match: HeadingMatch | null;
}

/** A sheet that could hold the upload's rows: where its headings are and how many rows follow. */
export interface SheetCandidate {
  sheet: number;
  name: string;
  headingIndex: number;
  headingRow: number;
  dataRows: number;
  hiddenRows: number;
  /** The sheet's first used column (0 is A), where column 0 of the readings stands. */
  firstColumn: number;
}

export interface BeneficiaryLayout extends SheetCandidate {
  columns: ColumnReading[];
}

export interface WorkbookLayout<L> {
  /** The layout of the sheet that most looks like the upload's. */
  chosen: L;
  /** Every sheet that could be it; the office is asked when there is more than one. */
  candidates: SheetCandidate[];
}

function candidate(sheets: OpenedSheet[], sheet: number, headingIndex: number): SheetCandidate {
  const rows = sheets[sheet].rows;
  const data = rows.slice(headingIndex + 1);
  return {
    sheet,
    name: sheets[sheet].name,
    headingIndex,
    headingRow: rows[headingIndex]?.number ?? 1,
    dataRows: data.length,
    hiddenRows: data.filter((row) => row.hidden).length,
    firstColumn: sheets[sheet].firstColumn,
  };
}

/** Each heading of a row to the field it fills; a field named by two columns is filled by the first. */
export function readColumns(headings: unknown[]): ColumnReading[] {
  const taken = new Set<BeneficiaryUploadField>();
  return headings.map((value, column) => {
    const heading = cellText(value);
    const found = matchHeading(heading);
    if (!found || taken.has(found.field)) return { column, heading, field: null, match: null };
    taken.add(found.field);
    return { column, heading, field: found.field, match: found.match };
  });
}

/** How many fields a row's headings name, surely matched ones counting twice. */
function headingScore(values: unknown[]): number {
  return readColumns(values).reduce((score, c) => score + (c.field ? (c.match === 'near' ? 1 : 2) : 0), 0);
}

/**
 * Where a beneficiary sheet's headings are: in each sheet, the row among its first ones naming the most
 * fields; the sheet whose heading row names most is proposed, and every sheet with a heading row and
 * rows under it is offered. A workbook where no row names enough fields is read from its first sheet's
 * first row, so the column mapping shows the office that nothing was recognised.
 */
export function beneficiaryLayout(sheets: OpenedSheet[], sheetIndex?: number): WorkbookLayout<BeneficiaryLayout> {
  if (!sheets.some((sheet) => sheet.rows.length > 0)) throw new SheetError('empty', 'upload.empty');
  const found: { candidate: SheetCandidate; score: number }[] = [];
  sheets.forEach((sheet, index) => {
    let best = { headingIndex: 0, score: 0 };
    sheet.rows.slice(0, HEADING_SEARCH_ROWS).forEach((row, headingIndex) => {
      const score = headingScore(row.values);
      if (score > best.score) best = { headingIndex, score };
    });
    if (best.score >= 2 * MIN_HEADING_FIELDS - 1 && best.headingIndex + 1 < sheet.rows.length)
      found.push({ candidate: candidate(sheets, index, best.headingIndex), score: best.score });
  });
  // a hidden sheet (the template's lists) is offered only when no visible sheet holds rows
  const visible = found.filter((f) => !sheets[f.candidate.sheet].hidden);
  if (visible.length > 0) found.splice(0, found.length, ...visible);
  const ranked = [...found].sort((a, b) => b.score - a.score || a.candidate.sheet - b.candidate.sheet);
  const chosen =
    found.find((f) => f.candidate.sheet === sheetIndex)?.candidate ??
    ranked[0]?.candidate ??
    candidate(
      sheets,
      Math.max(
        0,
        sheets.findIndex((s) => s.rows.length > 0),
      ),
      0,
    );
  const headings = sheets[chosen.sheet].rows[chosen.headingIndex]?.values ?? [];
  return { chosen: { ...chosen, columns: readColumns(headings) }, candidates: found.map((f) => f.candidate) };
}

/** The fields the columns fill, by column. */
export const columnFields = (columns: ColumnReading[]): ColumnFields => {
  const fields: (BeneficiaryUploadField | null)[] = [];
  for (const c of columns) fields[c.column] = c.field;
  return fields;
};

/** Required fields no column fills: nothing is uploaded while one is missing. */
export const missingFields = (columns: ColumnReading[]): BeneficiaryUploadField[] =>
  REQUIRED_FIELDS.filter((field) => !columns.some((c) => c.field === field));

export interface VillageLayout extends SheetCandidate {
  /** The columns of Village, Taluk and District. */
  columns: number[];
}

/** The columns of a row holding Village, Taluk, District side by side in that order, or undefined. */
function villageColumns(values: unknown[]): number[] | undefined {
  const keys = values.map(headingKey);
  const expected = VILLAGE_HEADINGS.map(headingKey);
  const start = keys.findIndex((key, i) => key === expected[0] && keys[i + 1] === expected[1] && keys[i + 2] === expected[2]);
  return start < 0 ? undefined : [start, start + 1, start + 2];
}

/**
 * Spec §5 village upload: a row holding Village, Taluk, District (in order, trimmed) is the heading row,
 * whether it is the first row or below a title, on the first sheet or another. A workbook where no such
 * row stands near the top of any sheet has the wrong headings.
 */
export function villageLayout(sheets: OpenedSheet[], sheetIndex?: number): WorkbookLayout<VillageLayout> {
  const found: VillageLayout[] = [];
  sheets.forEach((sheet, index) => {
    const headingIndex = sheet.rows.slice(0, HEADING_SEARCH_ROWS).findIndex((row) => villageColumns(row.values));
    if (headingIndex < 0) return;
    const columns = villageColumns(sheet.rows[headingIndex].values) ?? [];
    found.push({ ...candidate(sheets, index, headingIndex), columns });
  });
  if (found.length === 0) throw new SheetError('columns', 'upload.wrongColumns');
  const visible = found.filter((c) => !sheets[c.sheet].hidden && c.dataRows > 0);
  const withRows = visible.length > 0 ? visible : found.filter((c) => c.dataRows > 0);
  const chosen = found.find((c) => c.sheet === sheetIndex) ?? withRows[0] ?? found[0];
  return { chosen, candidates: withRows.length > 1 ? withRows : [chosen] };
}
