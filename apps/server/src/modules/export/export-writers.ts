import { Writable } from 'node:stream';
import { EXPORT_SHEETS, XLSX_MAX_ROWS } from '@portal/contract/export';
import ExcelJS from 'exceljs';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { type Cell, csvLine, formulaSafe, UTF8_BOM } from './export-format.ts';

/** The two parts of an export: the people, then their enrolments. */
export type ExportPart = keyof typeof EXPORT_SHEETS;

/**
 * Writes an export's file part by part, row by row. The bytes made so far are taken with `take()`
 * after each batch of rows, so that no more than a batch's bytes wait in memory; `finish()` resolves
 * once the last byte has been handed over.
 */
export interface ExportWriter {
  readonly contentType: string;
  readonly extension: string;
  begin(part: ExportPart, headings: readonly string[]): void;
  row(cells: readonly Cell[]): void;
  end(): void;
  finish(): Promise<void>;
  take(): Buffer[];
}

/** A CSV file per part, both in one .zip written as it goes (fflate's streaming zip, fast deflate). */
export class CsvZipWriter implements ExportWriter {
  readonly contentType = 'application/zip';
  readonly extension = 'zip';
  private readonly chunks: Buffer[] = [];
  private readonly zip = new Zip((error, data) => {
    if (error) throw error;
    this.chunks.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
  private file: ZipDeflate | undefined;
  private pending: string[] = [];
  private pendingLength = 0;

  begin(part: ExportPart, headings: readonly string[]) {
    this.file = new ZipDeflate(`${EXPORT_SHEETS[part].toLowerCase()}.csv`, { level: 1 });
    this.zip.add(this.file);
    this.write(UTF8_BOM + csvLine(headings));
  }

  row(cells: readonly Cell[]) {
    this.write(csvLine(cells));
  }

  /** Lines are deflated in blocks of about 64 kB: one call per line would cost more than the line. */
  private write(line: string) {
    this.pending.push(line);
    this.pendingLength += line.length;
    if (this.pendingLength >= 65_536) this.flush(false);
  }

  private flush(last: boolean) {
    this.file?.push(strToU8(this.pending.join('')), last);
    this.pending = [];
    this.pendingLength = 0;
  }

  end() {
    this.flush(true);
    this.file = undefined;
  }

  async finish() {
    this.zip.end();
  }

  take(): Buffer[] {
    return this.chunks.splice(0);
  }
}

/**
 * An .xlsx written as it goes (exceljs's streaming writer, no shared strings or styles: each row is
 * written out when committed). A part longer than a sheet holds goes on in "Beneficiaries 2" and so
 * on; `sheetRows` (the format's limit, heading included) is smaller only in tests.
 */
export class XlsxWriter implements ExportWriter {
  readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  readonly extension = 'xlsx';
  private readonly chunks: Buffer[] = [];
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | undefined;
  private part: ExportPart = 'beneficiaries';
  private headings: readonly string[] = [];
  private sheetCount = 0;
  private rowsInSheet = 0;

  constructor(private readonly sheetRows = XLSX_MAX_ROWS) {
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        this.chunks.push(chunk);
        done();
      },
    });
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  }

  begin(part: ExportPart, headings: readonly string[]) {
    this.part = part;
    this.headings = headings;
    this.sheetCount = 0;
    this.openSheet();
  }

  private openSheet() {
    this.sheet?.commit();
    this.sheetCount += 1;
    const name = EXPORT_SHEETS[this.part];
    this.sheet = this.workbook.addWorksheet(this.sheetCount === 1 ? name : `${name} ${this.sheetCount}`);
    this.sheet.addRow([...this.headings]).commit();
    this.rowsInSheet = 1;
  }

  row(cells: readonly Cell[]) {
    if (this.rowsInSheet >= this.sheetRows) this.openSheet();
    // strings are string cells (never formulas), still prefixed as in the CSV
    (this.sheet as ExcelJS.Worksheet).addRow(cells.map((c) => (typeof c === 'string' ? formulaSafe(c) : c))).commit();
    this.rowsInSheet += 1;
  }

  end() {
    this.sheet?.commit();
    this.sheet = undefined;
  }

  async finish() {
    await this.workbook.commit();
  }

  take(): Buffer[] {
    return this.chunks.splice(0);
  }
}
