import { EXPORT_SHEETS, XLSX_MAX_ROWS } from '@portal/contract/export';
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

/**
 * A .zip written as it goes (fflate's streaming zip): one entry at a time, its text deflated (fast
 * level) in blocks of about 64 kB, the bytes made kept until taken.
 */
class ZipOut {
  private readonly chunks: Buffer[] = [];
  private readonly zip = new Zip((error, data) => {
    if (error) throw error;
    this.chunks.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
  private file: ZipDeflate | undefined;
  private pending: string[] = [];
  private pendingLength = 0;

  begin(name: string) {
    this.file = new ZipDeflate(name, { level: 1 });
    this.zip.add(this.file);
  }

  /** Text is deflated in blocks: one call per line would cost more than the line. */
  write(text: string) {
    this.pending.push(text);
    this.pendingLength += text.length;
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

  finish() {
    this.zip.end();
  }

  take(): Buffer[] {
    return this.chunks.splice(0);
  }
}

/** A CSV file per part, both in one .zip. */
export class CsvZipWriter implements ExportWriter {
  readonly contentType = 'application/zip';
  readonly extension = 'zip';
  private readonly out = new ZipOut();

  begin(part: ExportPart, headings: readonly string[]) {
    this.out.begin(`${EXPORT_SHEETS[part].toLowerCase()}.csv`);
    this.out.write(UTF8_BOM + csvLine(headings));
  }

  row(cells: readonly Cell[]) {
    this.out.write(csvLine(cells));
  }

  end() {
    this.out.end();
  }

  async finish() {
    this.out.finish();
  }

  take(): Buffer[] {
    return this.out.take();
  }
}

/** Text as XML character data: escaped, and without the control characters XML cannot hold. */
const xmlText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Column letters A, B, … for the columns of a row. */
const columnName = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * An .xlsx written as it goes: each sheet is a zip entry deflated as its rows come (text as inline
 * strings, no shared-strings table or styles to hold until the end), the workbook's list of sheets
 * written last. Deflating is synchronous: the bytes of a batch are out by the time it is written.
 * A part longer than a sheet holds goes on in "Beneficiaries 2" and so on; `sheetRows` (the format's
 * limit, heading included) is smaller only in tests.
 */
export class XlsxWriter implements ExportWriter {
  readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  readonly extension = 'xlsx';
  private readonly out = new ZipOut();
  private readonly sheets: string[] = [];
  private part: ExportPart = 'beneficiaries';
  private headings: readonly string[] = [];
  private columns: string[] = [];
  private partSheets = 0;
  private rowsInSheet = 0;
  private open = false;

  constructor(private readonly sheetRows = XLSX_MAX_ROWS) {}

  begin(part: ExportPart, headings: readonly string[]) {
    this.part = part;
    this.headings = headings;
    this.columns = headings.map((_, i) => columnName(i));
    this.partSheets = 0;
    this.openSheet();
  }

  private openSheet() {
    this.closeSheet();
    this.partSheets += 1;
    const name = EXPORT_SHEETS[this.part];
    this.sheets.push(this.partSheets === 1 ? name : `${name} ${this.partSheets}`);
    this.out.begin(`xl/worksheets/sheet${this.sheets.length}.xml`);
    this.out.write(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`);
    this.open = true;
    this.rowsInSheet = 0;
    this.writeRow(this.headings);
  }

  private closeSheet() {
    if (!this.open) return;
    this.out.write('</sheetData></worksheet>');
    this.out.end();
    this.open = false;
  }

  private writeRow(cells: readonly Cell[]) {
    this.rowsInSheet += 1;
    const r = this.rowsInSheet;
    let xml = `<row r="${r}">`;
    cells.forEach((cell, i) => {
      if (cell === null) return;
      const ref = `${this.columns[i]}${r}`;
      // strings are inline string cells (never formulas), still prefixed as in the CSV
      xml +=
        typeof cell === 'number'
          ? `<c r="${ref}"><v>${cell}</v></c>`
          : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(formulaSafe(cell))}</t></is></c>`;
    });
    this.out.write(`${xml}</row>`);
  }

  row(cells: readonly Cell[]) {
    if (this.rowsInSheet >= this.sheetRows) this.openSheet();
    this.writeRow(cells);
  }

  end() {
    this.closeSheet();
  }

  async finish() {
    const sheets = this.sheets.map((name, i) => ({ name, id: i + 1 }));
    const file = (path: string, xml: string) => {
      this.out.begin(path);
      this.out.write(XML_HEAD + xml);
      this.out.end();
    };
    file(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        sheets
          .map(
            (s) =>
              `<Override PartName="/xl/worksheets/sheet${s.id}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        `</Types>`,
    );
    file(
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    file(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        sheets.map((s) => `<sheet name="${xmlText(s.name)}" sheetId="${s.id}" r:id="rId${s.id}"/>`).join('') +
        `</sheets></workbook>`,
    );
    file(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}">` +
        sheets
          .map((s) => `<Relationship Id="rId${s.id}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${s.id}.xml"/>`)
          .join('') +
        `</Relationships>`,
    );
    this.out.finish();
  }

  take(): Buffer[] {
    return this.out.take();
  }
}
