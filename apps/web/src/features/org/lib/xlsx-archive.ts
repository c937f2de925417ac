import { type UnzipFileInfo, type Unzipped, unzipSync, zipSync } from 'fflate';
import { SheetError } from './sheet-error.ts';

/*
 * An .xlsx is a zip archive, and SheetJS unpacks it whole and then holds much more than the unpacked
 * bytes: measured in Chromium, a 50,000-row sheet of the template's 36 columns with long addresses (a
 * 7 MB file as Excel compresses, 87 MB unpacked, 24 MB of it the shared strings) takes 0.9 GB, while a
 * 300 KB file with one 300 MB cell takes the tab down. So before SheetJS sees anything:
 *
 * 1. the sizes the archive's directory declares are added up (fflate's `unzipSync` filter, which inflates
 *    nothing) and a file declaring more than UNPACKED_MAX_BYTES is refused;
 * 2. the entries are inflated by fflate into buffers of their declared sizes, so an archive whose
 *    directory lies (declares little, inflates to much) is cut at what it declared and never grows past
 *    the total of step 1;
 * 3. only the XML parts are kept and scanned: a run of text longer than any Excel cell, one string
 *    element longer than STRING_ELEMENT_MAX_BYTES, or more than STRINGS_MAX_BYTES of parts holding a
 *    string table or comments (SheetJS keeps about 30 bytes per character of those in a browser) refuse
 *    the file;
 * 4. the kept parts are zipped again without compression, and SheetJS reads that archive: it inflates
 *    nothing, and never reads the original's local headers, whose sizes it would believe.
 */

/**
 * Largest total the entries may declare. About twice the 87 MB of the largest sheet the template's
 * columns make at 50,000 rows, and room for a 50,000-row sheet of 72 short columns (153 MiB, 0.8 GB in
 * Chromium); a sheet of that many rows that unpacks to more is not a sheet staff write.
 */
export const UNPACKED_MAX_BYTES = 160 * 1024 * 1024;
/** Parts with a string table or comments: twice the 24 MB above; at most about 1.4 GB in Chromium. */
export const STRINGS_MAX_BYTES = 48 * 1024 * 1024;
/** Excel's limit for a cell is 32,767 characters; in XML one character takes at most 8 bytes (`&#65535;`). */
export const TEXT_RUN_MAX_BYTES = 32_767 * 8;
/** One shared or inline string, or one comment, with its rich-text runs and their formatting. */
export const STRING_ELEMENT_MAX_BYTES = 1024 * 1024;
/** A workbook of a few hundred sheets has about a thousand entries. */
export const ENTRIES_MAX = 5_000;

const STRING_ELEMENTS = ['si', 'is', 'text'];
const STRING_TABLES = ['sst', 'comments', 'ThreadedComments'];

const tooLarge = () => new SheetError('limit', 'upload.tooLargeUnpacked');
const notExcel = () => new SheetError('type', 'upload.wrongType');

/** Part names as SheetJS compares them: any case, either slash, no leading slash. */
const partKey = (name: string) => name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase();

/** The parts SheetJS needs to read the cells; images, embedded objects and custom XML are left out. */
const keptPart = (key: string) => /\.(xml|rels)$/.test(key) && !key.startsWith('customxml/');

/** The entries as the archive's central directory declares them; nothing is inflated. */
export function declaredEntries(bytes: Uint8Array): UnzipFileInfo[] {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    throw notExcel();
  }
  return entries;
}

/** Refuses an archive whose directory declares more than the limits, or that is not an Excel workbook. */
export function checkDeclaredSizes(entries: UnzipFileInfo[]): void {
  if (entries.length > ENTRIES_MAX) throw tooLarge();
  // fflate allocates the declared size of a deflated entry and the stored size of a stored one
  const total = entries.reduce((sum, e) => sum + Math.max(e.size, e.originalSize), 0);
  if (total > UNPACKED_MAX_BYTES) throw tooLarge();
  if (entries.some((e) => e.compression !== 0 && e.compression !== 8)) throw notExcel();
  const keys = new Set(entries.map((e) => partKey(e.name)));
  // SheetJS would read these as OpenDocument or Numbers files (the latter with a nested archive)
  const otherFormat = ['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa', 'index.zip'].some((k) => keys.has(k));
  if (otherFormat || !keys.has('[content_types].xml') || !keys.has('xl/workbook.xml')) throw notExcel();
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const NAME_LENGTHS = new Set([...STRING_ELEMENTS, ...STRING_TABLES].map((n) => n.length));

/** The local name (prefix dropped) of the tag whose `<` is at `at`, when it is as long as a name looked for. */
function tagName(part: Uint8Array, at: number): string {
  let i = at + 1;
  if (part[i] === SLASH) i++;
  let start = i;
  for (; i < part.length; i++) {
    const c = part[i];
    if (c === GT || c === SLASH || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) break;
    if (c === 0x3a) start = i + 1;
    else if (i - start > 16) return '';
  }
  return NAME_LENGTHS.has(i - start) ? String.fromCharCode(...part.subarray(start, i)) : '';
}

/**
 * Checks one XML part: no run between two tags (nor one tag) longer than a cell of Excel can be, no string
 * element longer than STRING_ELEMENT_MAX_BYTES. Answers whether the part holds a string table or comments.
 */
export function scanPart(part: Uint8Array): boolean {
  const tooLong = () => new SheetError('limit', 'upload.cellTooLong');
  let holdsStrings = false;
  let previous = 0;
  let openString = -1;
  for (let at = part.indexOf(LT); ; at = part.indexOf(LT, at + 1)) {
    const end = at === -1 ? part.length : at;
    if (end - previous > TEXT_RUN_MAX_BYTES) throw tooLong();
    if (at === -1) break;
    previous = at;
    // most tags of a sheet are one letter (`<c `, `<v>`, `</c>`): not looked for
    const first = part[at + 1] === SLASH ? at + 2 : at + 1;
    const next = part[first + 1];
    if (next === GT || next === 0x20 || next === SLASH) continue;
    const name = tagName(part, at);
    if (!name) continue;
    if (STRING_TABLES.includes(name)) holdsStrings = true;
    if (!STRING_ELEMENTS.includes(name)) continue;
    if (part[at + 1] === SLASH) {
      if (openString !== -1 && at - openString > STRING_ELEMENT_MAX_BYTES) throw tooLong();
      openString = -1;
    } else if (openString === -1) {
      // an empty element (`<si/>`) opens nothing; the look stops at the next tag, so each byte is seen once
      let close = at + 1;
      while (close < part.length && part[close] !== GT && part[close] !== LT) close++;
      if (part[close] !== GT || part[close - 1] !== SLASH) openString = at;
    }
  }
  if (openString !== -1 && part.length - openString > STRING_ELEMENT_MAX_BYTES) throw tooLong();
  return holdsStrings;
}

/**
 * The workbook of an .xlsx, checked as above and zipped again without compression, for SheetJS to read.
 * Throws a SheetError with the text for the user when the archive is too large, malformed or not Excel's.
 */
export function repackXlsx(bytes: Uint8Array): Uint8Array {
  checkDeclaredSizes(declaredEntries(bytes));
  let files: Unzipped;
  try {
    files = unzipSync(bytes, { filter: (entry) => keptPart(partKey(entry.name)) });
  } catch {
    throw notExcel();
  }
  let strings = 0;
  for (const part of Object.values(files)) {
    if (scanPart(part)) strings += part.length;
    if (strings > STRINGS_MAX_BYTES) throw tooLarge();
  }
  return zipSync(files, { level: 0 });
}
