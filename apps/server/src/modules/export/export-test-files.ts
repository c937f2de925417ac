import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';

/** RFC 4180 records of a CSV text (quoted fields with commas, quotes and line breaks; records end CRLF or LF), BOM dropped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && body[i + 1] === '\n')) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (c === '\r') i++;
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** The files of an export's .zip as text, by name. */
export const csvZipTexts = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

/** The two CSV files of an export's .zip, parsed. */
export function readCsvZip(bytes: Uint8Array): { names: string[]; beneficiaries: string[][]; enrolments: string[][] } {
  const files = csvZipTexts(bytes);
  return {
    names: Object.keys(files),
    beneficiaries: parseCsv(files['beneficiaries.csv']),
    enrolments: parseCsv(files['enrolments.csv']),
  };
}

/** Every sheet of an .xlsx by name, each row's cell values as written (1-based columns made 0-based). */
export async function readXlsx(bytes: Uint8Array): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    // counted once: exceljs counts a sheet's columns by reading every row
    const columns = sheet.columnCount;
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(Array.from({ length: columns }, (_, i) => values[i] ?? null));
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** An .xlsx as exceljs reads it: cells with their styles, the sheets' views and column widths. */
export async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

/** The file name a Content-Disposition gives: its UTF-8 `filename*`, and its plain `filename`. */
export function dispositionNames(header: string | undefined): { utf8: string | null; ascii: string | null } {
  const star = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  return {
    utf8: star === undefined ? null : decodeURIComponent(star),
    ascii: /filename="([^"]*)"/.exec(header ?? '')?.[1] ?? null,
  };
}
