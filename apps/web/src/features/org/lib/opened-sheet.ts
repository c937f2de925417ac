import type XLSX from '@e965/xlsx';
import type { BeneficiaryUploadField } from '@portal/contract/org-upload';

/** One row of a sheet that holds something. */
export interface SheetRow {
  /** The number the spreadsheet program shows at the left of the row: title, empty and hidden rows count. */
  number: number;
  /** The cells' stored values from the sheet's first used column on; '' for an empty cell. */
  values: unknown[];
  /** The cell under `values[i]`, for its number format and type. */
  cell: (i: number) => XLSX.CellObject | undefined;
  /** Hidden in the spreadsheet program (filtered out or hidden by hand). */
  hidden: boolean;
}

/** A sheet of the workbook as its rows that hold something. */
export interface OpenedSheet {
  name: string;
  rows: SheetRow[];
  /** The sheet's first used column (0 is A): `values[0]` of each row stands there. */
  firstColumn: number;
  /** Hidden in the spreadsheet program (the template's own lists are): never proposed while a visible sheet holds rows. */
  hidden: boolean;
}

/** The field each column of the sheet fills, by column; null for a column that fills nothing. */
export type ColumnFields = readonly (BeneficiaryUploadField | null)[];
