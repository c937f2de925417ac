import type XLSX from '@e965/xlsx';
import { toStorableText } from '@portal/contract/storable-text';
import { TYPED_CELL_MAX, TYPED_ERROR_MAX, TYPED_FORMAT_MAX, type TypedCell, type TypedSheet } from '@portal/contract/typed-cells';
import { digitsAsShown } from './conversions.ts';
import { shownText } from './number-format.ts';

type Cell = XLSX.CellObject | undefined;

/** What a spreadsheet program would take as the start of a formula if the text were typed in. */
const FORMULA_START = /^[=+\-@]/;

export function textCell(value: string, format?: string): XLSX.CellObject {
  // the text format makes a spreadsheet program keep "=…" as text even when the office edits the cell;
  // the value itself stays exactly as typed (no apostrophe, which would be uploaded as part of it)
  const z = format && format !== 'General' ? format : FORMULA_START.test(value) ? '@' : undefined;
  return z ? { t: 's', v: value, z } : { t: 's', v: value };
}

const withFormat = (cell: XLSX.CellObject, format: unknown): XLSX.CellObject =>
  typeof format === 'string' && format !== 'General' ? { ...cell, z: format } : cell;

/**
 * A cell as the office left it: its value, type and number format, and nothing a spreadsheet program could
 * run (formulas were read as their values). A number whose format pads it with zeros in an as-shown column
 * becomes the text the office saw (123 formatted 0000 is `0123`), as the upload reads it.
 */
export function copyCell(cell: Cell, asShown: boolean): Cell {
  if (!cell) return undefined;
  switch (cell.t) {
    case 'n': {
      if (typeof cell.v !== 'number') return undefined;
      const digits = asShown ? digitsAsShown(cell.v, shownText(cell)) : undefined;
      if (digits !== undefined && digits !== String(cell.v)) return textCell(digits);
      return withFormat({ t: 'n', v: cell.v }, cell.z);
    }
    case 's':
      return textCell(String(cell.v ?? ''), typeof cell.z === 'string' ? cell.z : undefined);
    case 'b':
      return { t: 'b', v: Boolean(cell.v) };
    case 'd':
      return withFormat({ t: 'd', v: cell.v }, cell.z);
    case 'e':
      return { t: 'e', v: cell.v };
    default:
      return undefined;
  }
}

/** A format code as sent: a text the database can store, within the limit; else none (General). */
const sentFormat = (format: unknown): string | undefined => {
  if (typeof format !== 'string' || format === '' || format.length > TYPED_FORMAT_MAX) return undefined;
  return toStorableText(format);
};

/** A date as sent: ISO 8601 in UTC, for years 0000 to 9999. */
function isoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

/**
 * A cell of the sheet as typed (decision 015): what the rejected-rows download writes of it (copyCell),
 * in the contract's form (typed-cells.ts). A text keeps its characters except those no database can store
 * (a NUL, half of a character pair: U+FFFD instead), within Excel's own length of a cell.
 */
export function typedCell(cell: Cell, asShown: boolean): TypedCell {
  const copy = copyCell(cell, asShown);
  if (!copy) return null;
  switch (copy.t) {
    case 's': {
      const v = toStorableText(String(copy.v ?? '').slice(0, TYPED_CELL_MAX));
      const z = sentFormat(copy.z);
      return z ? { t: 's', v, z } : v;
    }
    case 'n': {
      if (typeof copy.v !== 'number' || !Number.isFinite(copy.v)) return null;
      const z = sentFormat(copy.z);
      return z ? { t: 'n', v: copy.v, z } : copy.v;
    }
    case 'b':
      return { t: 'b', v: Boolean(copy.v) };
    case 'd': {
      const v = isoDate(copy.v);
      const z = sentFormat(copy.z);
      return v === undefined ? null : z ? { t: 'd', v, z } : { t: 'd', v };
    }
    case 'e':
      return typeof copy.v === 'number' && Number.isInteger(copy.v) && copy.v >= 0 && copy.v <= TYPED_ERROR_MAX
        ? { t: 'e', v: copy.v }
        : null;
    default:
      return null;
  }
}

/** The cell a typed cell stands for, as the download writes it. */
export function cellOfTyped(typed: TypedCell | undefined): Cell {
  if (typed === null || typed === undefined) return undefined;
  if (typeof typed === 'string') return { t: 's', v: typed };
  if (typeof typed === 'number') return { t: 'n', v: typed };
  switch (typed.t) {
    case 'd':
      return typed.z ? { t: 'd', v: new Date(typed.v), z: typed.z } : { t: 'd', v: new Date(typed.v) };
    case 's':
    case 'n':
      return { t: typed.t, v: typed.v, z: typed.z };
    default:
      return { t: typed.t, v: typed.v };
  }
}

/**
 * A row's cells as typed, from the sheet's first used column on, `cleared` columns (12 digits, like a full
 * Aadhaar number) left empty: they never leave the browser. Trailing empty cells are left out.
 */
export function typedRow(
  width: number,
  cell: (column: number) => Cell,
  asShownColumns: ReadonlySet<number>,
  cleared: readonly number[] = [],
): TypedCell[] {
  const cells: TypedCell[] = [];
  for (let column = 0; column < width; column++) {
    cells.push(cleared.includes(column) ? null : typedCell(cell(column), asShownColumns.has(column)));
  }
  while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
  return cells;
}

/** A row's cells for the download, `columns` wide. */
export const cellsOfTyped = (typed: readonly TypedCell[] | undefined, columns: number): Cell[] =>
  Array.from({ length: columns }, (_, column) => cellOfTyped(typed?.[column]));

/** The sheet's heading row and columns, and the key of the record each column fills (none past the last column). */
export function typedSheet(headings: TypedCell[], columns: number, fields: readonly (string | null | undefined)[]): TypedSheet {
  const width = Math.max(1, columns);
  return {
    headings,
    columns: width,
    fields: Array.from({ length: Math.min(fields.length, width) }, (_, c) => fields[c] ?? null),
  };
}
