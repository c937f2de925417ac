/** A column's letters as the spreadsheet program shows them above it: 0 is A, 26 is AA. */
export function encodeColumn(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
