import { isStorableText } from './storable-text.ts';

/**
 * The cells of a sheet as the office typed them, sent with an upload so that its rejected rows can be
 * downloaded again from the history exactly as the dialog downloads them right after the upload
 * (decision 015). No schema library here: the upload worker builds them (the schemas are in org-upload.ts).
 *
 * A cell is what the rejected-rows download writes of it: a text in the General format is the text, a
 * number in the General format the number, an empty cell null; anything else names its type (`t`: s
 * text, n number, b true/false, d date, e error), value (`v`) and number format (`z`).
 */
export type TypedCell =
  | null
  | string
  | number
  | { t: 's'; v: string; z: string }
  | { t: 'n'; v: number; z: string }
  | { t: 'b'; v: boolean }
  | { t: 'd'; v: string; z?: string }
  | { t: 'e'; v: number };

/**
 * The heading row of the sheet as typed, and how many columns the sheet spans (the Reason column follows
 * them). In a request also `fields`: for each column, the key of the record that sends its value (a field
 * of the beneficiary record, a heading of the village row), or null.
 */
export interface TypedSheet {
  headings: TypedCell[];
  columns: number;
  fields?: (string | null)[];
}

/**
 * A cell as a request sends it: `true` stands for the text the row's record sends for the column's field,
 * when the cell as typed is exactly that text (most of a sheet: names, places, look-up words), so it is
 * not sent twice.
 */
export type SentTypedCell = TypedCell | true;

/** A text cell holds at most this many characters in Excel (and so in LibreOffice's .xlsx): no real cell is cut. */
export const TYPED_CELL_MAX = 32_767;
/** Columns of a sheet: Excel's last is XFD. */
export const TYPED_COLUMNS_MAX = 16_384;
/** A number format code, at most (Excel's limit). */
export const TYPED_FORMAT_MAX = 255;
/** An error cell's code (#NULL! 0x00 … #GETTING_DATA 0x2B). */
export const TYPED_ERROR_MAX = 255;

/** The record's text of a column, if the column fills a field and the record sends a text for it. */
function recordText(record: unknown, fields: readonly (string | null)[] | undefined, column: number): string | undefined {
  const field = fields?.[column];
  if (!field || typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** A row's cells as a request sends them: a text the record sends too stands as `true`. */
export function sentTypedRow(
  row: readonly TypedCell[],
  record: unknown,
  fields: readonly (string | null)[] | undefined,
): SentTypedCell[] {
  return row.map((cell, column) => (typeof cell === 'string' && recordText(record, fields, column) === cell ? true : cell));
}

/**
 * A row's cells as typed from what a request sent of them and the row's record; undefined when a `true`
 * stands where the record sends no text that a cell can hold.
 */
export function typedRowOfSent(
  sent: readonly SentTypedCell[],
  record: unknown,
  fields: readonly (string | null)[] | undefined,
): TypedCell[] | undefined {
  const row: TypedCell[] = [];
  for (let column = 0; column < sent.length; column++) {
    const cell = sent[column];
    if (cell !== true) row.push(cell);
    else {
      const text = recordText(record, fields, column);
      if (text === undefined || text.length > TYPED_CELL_MAX || !isStorableText(text)) return undefined;
      row.push(text);
    }
  }
  return row;
}
