import XLSX from '@e965/xlsx';

/**
 * `[$…]` tags of a number format as spreadsheet programs write them: `[$-4009]` (English (India)),
 * `[$-x-sysdate]`, `[$-F800]` only name a language or calendar; `[$₹-4009]`, `[$INR -4009]`, `[$€]`
 * hold a currency text. Quoted text and escaped characters are matched first so they are left alone.
 */
const TAG = /"[^"]*"|\\.|\[\$([^\]-]*)(?:-[^\]]*)?\]/g;

/**
 * The format without its `[$…]` tags, each currency text kept as quoted literal text. SheetJS shows a
 * language-only tag as `$` (`[$-4009]0000` formats 123 as `$0123`), where the office sees `0123`.
 */
export function withoutLocaleTags(format: string): string {
  return format.replace(TAG, (match, currency?: string) => {
    if (currency === undefined) return match;
    return currency ? `"${currency.replaceAll('"', '')}"` : '';
  });
}

/**
 * What a number cell shows through its number format (read with `cellNF`), or undefined. Locale tags are
 * dropped first: a sheet saved in English (India) formats Aadhaar numbers `[$-4009]0000`.
 */
export function shownText(cell: XLSX.CellObject | undefined): string | undefined {
  if (cell?.t !== 'n' || typeof cell.z !== 'string' || cell.z === 'General') return undefined;
  try {
    return String(XLSX.SSF.format(withoutLocaleTags(cell.z), cell.v));
  } catch {
    return undefined;
  }
}
