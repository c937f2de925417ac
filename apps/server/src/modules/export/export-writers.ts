import { constants, crc32, deflateRawSync } from 'node:zlib';
import { type ExportColumnKind, XLSX_MAX_ROWS } from '@portal/contract/export';
import { type AsyncFlateStreamHandler, Zip, type ZipInputFile } from 'fflate';
import { type Cell, csvLine, formulaSafe, UTF8_BOM } from './export-format.ts';

export type { ExportPart } from '@portal/contract/export';

/** A column as a writer needs it: its heading (in the export's language), what it holds, its width in characters. */
export interface WriterColumn {
  heading: string;
  kind: ExportColumnKind;
  width: number;
}

/**
 * Writes an export's file part by part, row by row. The bytes made so far are taken with `take()`
 * after each batch of rows, so that no more than a batch's bytes wait in memory; `finish()` resolves
 * once the last byte has been handed over. A `date` cell comes as `YYYY-MM-DD` text and a `dateTime`
 * one as `YYYY-MM-DD HH:MM:SS` (India's time): the CSV keeps that text, the .xlsx makes date cells.
 */
export interface ExportWriter {
  readonly contentType: string;
  readonly extension: string;
  /** `sheet` names the part's sheet in an .xlsx (a CSV file is named by its part). */
  begin(part: string, sheet: string, columns: readonly WriterColumn[]): void;
  row(cells: readonly Cell[]): void;
  end(): void;
  finish(): Promise<void>;
  take(): Buffer[];
}

/**
 * A zip entry deflated by Node's zlib (native code: several times the speed of deflating in
 * JavaScript), block by block at the fast level, its CRC computed natively as well. Each block is
 * deflated on its own and ends on a byte boundary (a sync flush), the last one ends the stream: the
 * blocks one after the other are one deflate stream. fflate's zip writes the size and CRC after it.
 */
class NativeZipDeflate implements ZipInputFile {
  readonly compression = 8;
  /** the general purpose flag's "super fast" deflate option, as level 1 */
  readonly flag = 3;
  crc = 0;
  size = 0;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  push(chunk: Buffer, final: boolean) {
    this.crc = crc32(chunk, this.crc);
    this.size += chunk.length;
    const flush = final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
    this.ondata?.(null, deflateRawSync(chunk, { level: 1, finishFlush: flush }), final);
  }
}

/** Text is deflated in blocks of about this many characters: one call per line would cost more than the line. */
const BLOCK = 256 * 1024;

/**
 * A .zip written as it goes (fflate's streaming zip): one entry at a time, its text deflated in
 * blocks of about 256 kB, the bytes made kept until taken.
 */
class ZipOut {
  private readonly chunks: Buffer[] = [];
  private readonly zip = new Zip((error, data) => {
    if (error) throw error;
    this.chunks.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
  private file: NativeZipDeflate | undefined;
  private pending: string[] = [];
  private pendingLength = 0;

  begin(name: string) {
    this.file = new NativeZipDeflate(name);
    this.zip.add(this.file);
  }

  write(text: string) {
    this.pending.push(text);
    this.pendingLength += text.length;
    if (this.pendingLength >= BLOCK) this.flush(false);
  }

  private flush(last: boolean) {
    this.file?.push(Buffer.from(this.pending.join(''), 'utf8'), last);
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

/** A CSV file per part, both in one .zip; days and times as ISO 8601 text (no spreadsheet misreads them). */
export class CsvZipWriter implements ExportWriter {
  readonly contentType = 'application/zip';
  readonly extension = 'zip';
  private readonly out = new ZipOut();

  begin(part: string, _sheet: string, columns: readonly WriterColumn[]) {
    this.out.begin(`${part}.csv`);
    this.out.write(UTF8_BOM + csvLine(columns.map((c) => c.heading)));
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

/** Characters XML text cannot hold as they are: most texts have none and are written untouched. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot hold
const XML_SPECIAL = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text as XML character data: escaped, and without the control characters XML cannot hold. */
const xmlText = (text: string) =>
  XML_SPECIAL.test(text)
    ? text
        // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
    : text;

/** Column letters A, B, … for the columns of a row. */
const columnName = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

const MS_PER_DAY = 86_400_000;
/** 1899-12-30: day 0 of a spreadsheet's serial days, as Excel counts from 1 March 1900 on. */
const SERIAL_ZERO = Date.UTC(1899, 11, 30);
/** 1 March 1900: before it Excel and LibreOffice count days apart (Excel's 29 February 1900 that never was). */
const FIRST_SERIAL = 61;
/** Spreadsheets count days from 1900; an earlier year (and Date.UTC's 0–99, read as 19xx) is no serial day. */
const SERIAL_FIRST_YEAR = 1900;

/**
 * A spreadsheet's serial day number of `YYYY-MM-DD` (plus the day's fraction of `HH:MM:SS` after it),
 * or null for text that is no such day, or a day before 1 March 1900 (kept as text).
 */
export function serialDay(text: string): number | null {
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(5, 7));
  const d = Number(text.slice(8, 10));
  if (!(y >= SERIAL_FIRST_YEAR && m >= 1 && m <= 12 && d >= 1 && d <= 31) || text[4] !== '-' || text[7] !== '-') return null;
  let serial = (Date.UTC(y, m - 1, d) - SERIAL_ZERO) / MS_PER_DAY;
  if (serial < FIRST_SERIAL) return null;
  if (text.length >= 19) {
    const seconds = Number(text.slice(11, 13)) * 3600 + Number(text.slice(14, 16)) * 60 + Number(text.slice(17, 19));
    if (Number.isFinite(seconds)) serial += seconds / 86_400;
  }
  return serial;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Date cells read the Indian way, day first. */
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';
export const XLSX_DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

/** The cell styles of styles.xml, by their index: plain, the bold heading, a day, a day and time. */
const STYLE = { heading: 1, date: 2, dateTime: 3 } as const;
const STYLES_XML =
  `<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${XLSX_DATE_FORMAT}"/>` +
  `<numFmt numFmtId="165" formatCode="${XLSX_DATE_TIME_FORMAT}"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** The heading row stays in view (frozen above row 2). */
const FROZEN_HEADING =
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';

/** A text's element: spaces at either end or a tab or line break are kept only when the element says so. */
const textElement = (text: string) =>
  EDGE_SPACE.test(text) ? `<t xml:space="preserve">${xmlText(text)}</t>` : `<t>${xmlText(text)}</t>`;
const EDGE_SPACE = /^\s|\s$|[\t\n\r]/;

/** A text cell (inline string, never a formula), formula-guarded as in the CSV. */
const textCell = (ref: string, text: string, style = '') =>
  `<c r="${ref}"${style} t="inlineStr"><is>${textElement(formulaSafe(text))}</is></c>`;

/**
 * The most names kept in the shared strings: the lists, places and staff of one office come to
 * tens of thousands at most; past it a name is written in its cell, so memory stays bounded.
 */
const SHARED_NAMES_MAX = 100_000;

/**
 * An .xlsx written as it goes: each sheet is a zip entry deflated as its rows come (text as inline
 * strings; a list's names, the same few on many rows, each once in the shared strings, written at the
 * end with the workbook's list of sheets). A cell names its place only first in its row and after an
 * empty one. Each sheet's heading row is bold and frozen, its columns have their widths, and its days
 * are date cells (dd/mm/yyyy). Deflating is synchronous: the bytes of a batch are out by the time it is
 * written. A part longer than a sheet holds goes on in "Beneficiaries 2" and so on; `sheetRows` (the
 * format's limit, heading included) and `sharedMax` are smaller only in tests.
 */
export class XlsxWriter implements ExportWriter {
  readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  readonly extension = 'xlsx';
  private readonly out = new ZipOut();
  private readonly sheets: string[] = [];
  private sheetName = '';
  private columns: readonly WriterColumn[] = [];
  private letters: string[] = [];
  private kinds: ExportColumnKind[] = [];
  private cols = '';
  private partSheets = 0;
  private rowsInSheet = 0;
  private open = false;
  /** Each name's index in the shared strings, in the order they came. */
  private readonly shared = new Map<string, number>();
  private sharedCount = 0;

  constructor(
    private readonly sheetRows = XLSX_MAX_ROWS,
    private readonly sharedMax = SHARED_NAMES_MAX,
  ) {}

  begin(_part: string, sheet: string, columns: readonly WriterColumn[]) {
    this.sheetName = sheet;
    this.columns = columns;
    this.letters = columns.map((_, i) => columnName(i));
    this.kinds = columns.map((c) => c.kind);
    // a heading longer than the column's width widens it
    this.cols = `<cols>${columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(c.width, c.heading.length + 2)}" customWidth="1"/>`)
      .join('')}</cols>`;
    this.partSheets = 0;
    this.openSheet();
  }

  private openSheet() {
    this.closeSheet();
    this.partSheets += 1;
    this.sheets.push(this.partSheets === 1 ? this.sheetName : `${this.sheetName} ${this.partSheets}`);
    this.out.begin(`xl/worksheets/sheet${this.sheets.length}.xml`);
    this.out.write(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}">${FROZEN_HEADING}${this.cols}<sheetData>`);
    this.open = true;
    this.rowsInSheet = 1;
    const style = ` s="${STYLE.heading}"`;
    this.out.write(`<row r="1">${this.columns.map((c, i) => textCell(`${this.letters[i]}1`, c.heading, style)).join('')}</row>`);
  }

  private closeSheet() {
    if (!this.open) return;
    this.out.write('</sheetData></worksheet>');
    this.out.end();
    this.open = false;
  }

  row(cells: readonly Cell[]) {
    if (this.rowsInSheet >= this.sheetRows) this.openSheet();
    this.rowsInSheet += 1;
    const r = this.rowsInSheet;
    // the row's pieces joined once: one flat text, where `+=` would leave a chain to flatten later
    const xml = [`<row r="${r}">`];
    // a cell names its place only after a gap (or first in its row): otherwise it is the next column's
    let gap = true;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (cell === null) {
        gap = true;
        continue;
      }
      const at = gap ? ` r="${this.letters[i]}${r}"` : '';
      gap = false;
      if (typeof cell === 'number') {
        xml.push(`<c${at}><v>${cell}</v></c>`);
        continue;
      }
      const kind = this.kinds[i];
      if (kind === 'name') {
        const index = this.sharedIndex(cell);
        if (index !== undefined) {
          xml.push(`<c${at} t="s"><v>${index}</v></c>`);
          continue;
        }
      }
      const serial = kind === 'date' || kind === 'dateTime' ? serialDay(cell) : null;
      xml.push(
        serial === null
          ? `<c${at} t="inlineStr"><is>${textElement(formulaSafe(cell))}</is></c>`
          : `<c${at} s="${kind === 'date' ? STYLE.date : STYLE.dateTime}"><v>${serial}</v></c>`,
      );
    }
    xml.push('</row>');
    this.out.write(xml.join(''));
  }

  /** A name's place in the shared strings (added the first time), or none once they are full. */
  private sharedIndex(name: string): number | undefined {
    let index = this.shared.get(name);
    if (index === undefined && this.shared.size < this.sharedMax) {
      index = this.shared.size;
      this.shared.set(name, index);
    }
    if (index !== undefined) this.sharedCount += 1;
    return index;
  }

  end() {
    this.closeSheet();
  }

  async finish() {
    const sheets = this.sheets.map((name, i) => ({ name, id: i + 1 }));
    const stylesId = sheets.length + 1;
    const sharedId = sheets.length + 2;
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
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
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
        `<Relationship Id="rId${stylesId}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId${sharedId}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
        `</Relationships>`,
    );
    file('xl/styles.xml', STYLES_XML);
    // the names in the order of their indexes (a Map keeps the order they were added in)
    this.out.begin('xl/sharedStrings.xml');
    this.out.write(`${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${this.sharedCount}" uniqueCount="${this.shared.size}">`);
    for (const name of this.shared.keys()) this.out.write(`<si>${textElement(formulaSafe(name))}</si>`);
    this.out.write('</sst>');
    this.out.end();
    this.out.finish();
  }

  take(): Buffer[] {
    return this.out.take();
  }
}
