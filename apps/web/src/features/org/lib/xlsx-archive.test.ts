import XLSX from '@e965/xlsx';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import { deflateSync, strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseBeneficiaries, parseVillages, SheetError } from './parse-sheet.ts';
import { repackXlsx, STRINGS_MAX_BYTES, scanPart, TEXT_RUN_MAX_BYTES, UNPACKED_MAX_BYTES } from './xlsx-archive.ts';

const MiB = 1024 * 1024;

/** The parts of a small village workbook with its strings in a shared-string table, as Excel writes it. */
function villageParts(): Record<string, Uint8Array> {
  const workbook = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Village', 'Taluk', 'District'],
    ['Hosa Halli', 'Hunsur', 'Mysuru'],
  ]);
  XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return unzipSync(new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx', bookSST: true })));
}

/** The same workbook with the text of its cell "Hosa Halli" replaced. */
function withVillage(text: string): Record<string, Uint8Array> {
  const parts = villageParts();
  const strings = strFromU8(parts['xl/sharedStrings.xml']);
  expect(strings).toContain('<t>Hosa Halli</t>');
  parts['xl/sharedStrings.xml'] = strToU8(strings.replace('<t>Hosa Halli</t>', `<t>${text}</t>`));
  return parts;
}

interface RawEntry {
  name: string;
  /** The entry's bytes as stored: deflated when `method` is 8. */
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size the archive's directory declares, true or not. */
  declared: number;
  /**
   * A local header that says "sizes follow the data" (flag 3, sizes 0) and a data descriptor after the
   * data: the directory is what fflate reads, the local header what SheetJS believes.
   */
  descriptor?: boolean;
}

/** A zip archive written byte by byte, so its directory can declare whatever sizes a test wants. */
function rawZip(entries: RawEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const local = new Uint8Array(30 + name.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, entry.descriptor ? 8 : 0, true);
    l.setUint16(8, entry.method, true);
    l.setUint32(18, entry.descriptor ? 0 : entry.data.length, true);
    l.setUint32(22, entry.descriptor ? 0 : entry.declared, true);
    l.setUint16(26, name.length, true);
    local.set(name, 30);
    const descriptor = new Uint8Array(entry.descriptor ? 16 : 0);
    if (entry.descriptor) {
      const d = new DataView(descriptor.buffer);
      d.setUint32(0, 0x08074b50, true);
      d.setUint32(8, entry.data.length, true);
      d.setUint32(12, entry.declared, true);
    }
    const header = new Uint8Array(46 + name.length);
    const c = new DataView(header.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(8, entry.descriptor ? 8 : 0, true);
    c.setUint16(10, entry.method, true);
    c.setUint32(20, entry.data.length, true);
    c.setUint32(24, entry.declared, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    header.set(name, 46);
    chunks.push(local, entry.data, descriptor);
    central.push(header);
    offset += local.length + entry.data.length + descriptor.length;
  }
  const directorySize = central.reduce((n, h) => n + h.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, directorySize, true);
  e.setUint32(16, offset, true);
  const all = [...chunks, ...central, end];
  const out = new Uint8Array(all.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of all) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/** The workbook's parts deflated honestly, with `lie` declaring other sizes for some of them. */
function zipWithSizes(parts: Record<string, Uint8Array>, lie: Record<string, number> = {}, descriptor = false): Uint8Array {
  return rawZip(
    Object.entries(parts).map(([name, bytes]) => ({
      name,
      data: deflateSync(bytes),
      method: 8,
      declared: lie[name] ?? bytes.length,
      descriptor,
    })),
  );
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('the file was read');
};

describe('zip bombs (.xlsx archives that unpack to far more than they weigh)', () => {
  it('refuses, before inflating anything, an archive whose directory declares more than the limit', () => {
    // the finding: a small file whose one cell unpacks to 300 MB
    const parts = villageParts();
    const bomb = zipWithSizes(parts, { 'xl/sharedStrings.xml': 300_000_000 });
    expect(bomb.length).toBeLessThan(10_000);
    const started = performance.now();
    const error = refusal(() => parseVillages(bomb));
    expect(error).toBeInstanceOf(SheetError);
    expect((error as SheetError).kind).toBe('limit');
    expect((error as SheetError).message).toBe(UPLOAD_TEXT.tooLargeUnpacked);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses real deflate bombs: a cell of 64 MB, and 170 MB of cells, in files of a few hundred kilobytes', () => {
    const cell = zipSync(withVillage('A'.repeat(64 * MiB)), { level: 9 });
    expect(cell.length).toBeLessThan(200_000);
    expect(() => parseBeneficiaries(cell)).toThrow(UPLOAD_TEXT.cellTooLong);
    const rows = `<row><c t="inlineStr"><is><t>${'A'.repeat(30_000)}</t></is></c></row>`.repeat(Math.ceil((170 * MiB) / 30_000));
    const parts = villageParts();
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      strFromU8(parts['xl/worksheets/sheet1.xml']).replace('</sheetData>', `${rows}</sheetData>`),
    );
    const many = zipSync(parts, { level: 9 });
    expect(many.length).toBeLessThan(1_000_000);
    expect(() => parseBeneficiaries(many)).toThrow(UPLOAD_TEXT.tooLargeUnpacked);
  }, 30_000);

  it('adds up every entry: many entries each under the limit, together over it', () => {
    const parts = villageParts();
    const sizes = Object.fromEntries(Object.keys(parts).map((name) => [name, Math.ceil(UNPACKED_MAX_BYTES / 4)]));
    expect(() => repackXlsx(zipWithSizes(parts, sizes))).toThrow(UPLOAD_TEXT.tooLargeUnpacked);
  });

  it('refuses one cell longer than Excel allows, and a string table over its own limit', () => {
    expect(() => repackXlsx(zipSync(withVillage('A'.repeat(TEXT_RUN_MAX_BYTES + 1)), { level: 9 }))).toThrow(
      UPLOAD_TEXT.cellTooLong,
    );
    // short strings, a rich-text cell of many runs: each run is short, the cell is not
    expect(() => repackXlsx(zipSync(withVillage(`x</t></r>${'<r><t>AAAAAAAAAA</t></r>'.repeat(100_000)}<r><t>x`)))).toThrow(
      UPLOAD_TEXT.cellTooLong,
    );
    const many = Array.from({ length: STRINGS_MAX_BYTES / 20_000 + 10 }, (_, i) => `${i}`.padEnd(20_000, 'B'));
    expect(() => repackXlsx(zipSync(withVillage(many.join('</t></si><si><t>')), { level: 9 }))).toThrow(
      UPLOAD_TEXT.tooLargeUnpacked,
    );
  });

  it('cuts an entry whose directory lies (declares 1 KB, inflates to 32 MB) at what it declared', () => {
    // sizes after the data, as streaming zip writers put them: SheetJS alone would inflate all 32 MB
    const liar = zipWithSizes(withVillage('A'.repeat(32 * MiB)), { 'xl/sharedStrings.xml': 1024 }, true);
    expect(liar.length).toBeLessThan(100_000);
    const repacked = unzipSync(repackXlsx(liar));
    expect(repacked['xl/sharedStrings.xml'].length).toBe(1024);
    // what is left is not a sheet any more: reading it fails (here the headings are gone), it never runs away
    expect(() => parseVillages(liar)).toThrow(SheetError);
  });

  it('reads a sheet whose entries are stored, and one written with honest sizes', () => {
    const parts = villageParts();
    for (const file of [zipSync(parts, { level: 0 }), zipWithSizes(parts), zipWithSizes(parts, {}, true)]) {
      expect(parseVillages(file).records).toEqual([{ Village: 'Hosa Halli', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 }]);
    }
  });
});

describe('archives that are not an Excel workbook', () => {
  it('refuses a damaged archive, an OpenDocument sheet, a Numbers file and an archive without a workbook', () => {
    const parts = villageParts();
    const damaged = zipSync(parts).slice(0, 400);
    const openDocument = zipSync({ ...parts, 'META-INF/manifest.xml': strToU8('<manifest/>') });
    const numbers = zipSync({ ...parts, 'Index.zip': zipSync({ 'Index/Document.iwa': new Uint8Array(4) }) });
    const { 'xl/workbook.xml': _, ...withoutWorkbook } = parts;
    for (const file of [damaged, openDocument, numbers, zipSync(withoutWorkbook)]) {
      expect(() => parseVillages(file)).toThrow(UPLOAD_TEXT.wrongType);
    }
  });

  it('leaves images and custom XML out of what SheetJS reads', () => {
    const parts = villageParts();
    const repacked = unzipSync(
      repackXlsx(
        zipSync({
          ...parts,
          'xl/media/image1.png': new Uint8Array(300_000),
          'customXml/item1.xml': strToU8(`<DataMashup>${'A'.repeat(400_000)}</DataMashup>`),
        }),
      ),
    );
    expect(Object.keys(repacked).sort()).toEqual(Object.keys(parts).sort());
  });
});

describe('the messages', () => {
  it('state the limits the code applies', () => {
    expect(UPLOAD_TEXT.tooLargeUnpacked).toContain(
      `over ${UNPACKED_MAX_BYTES / MiB} MB, or over ${STRINGS_MAX_BYTES / MiB} MB of text`,
    );
    expect(UPLOAD_TEXT.cellTooLong).toContain(`${(TEXT_RUN_MAX_BYTES / 8).toLocaleString('en-IN')} characters`);
  });
});

describe('the scan of an XML part', () => {
  it('knows string tables and comments, with or without a prefix', () => {
    expect(scanPart(strToU8('<sst count="1"><si><t>a</t></si></sst>'))).toBe(true);
    expect(scanPart(strToU8('<x:comments><x:commentList/></x:comments>'))).toBe(true);
    expect(scanPart(strToU8('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>'))).toBe(
      false,
    );
  });

  it('counts a string element from its start to its end, and an empty one not at all', () => {
    const long = `<t>${'a'.repeat(200_000)}</t>`.repeat(6);
    expect(() => scanPart(strToU8(`<sst><x:si>${long}</x:si></sst>`))).toThrow(UPLOAD_TEXT.cellTooLong);
    expect(() => scanPart(strToU8(`<sst><si/>${'<si><t>a</t></si>'.repeat(100_000)}</sst>`))).not.toThrow();
  });
});
