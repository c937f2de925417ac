/** Rows of hostile texts and the CSV the export writes of them, for the LibreOffice check of this folder. */
import { unzipSync } from 'fflate';
import type { Cell } from '../../src/modules/export/export-format.ts';
import { CsvZipWriter } from '../../src/modules/export/export-writers.ts';

export const HERE = new URL('./', import.meta.url);
export const HEADINGS = ['No', 'First name', 'Text', 'Next'];

/** Texts a spreadsheet could run, each between two cells as in an export row (never first on the line). */
const HOSTILE = [
  'a;=1+2',
  'a;=1+2;b',
  'a;=HYPERLINK("http://example.org";"click");b',
  'x,=HYPERLINK("http://example.org","click")',
  '"quoted"',
  'a;"=1+2";b',
  'line\n=1+2',
  'cr\r=1+2',
  'crlf\r\n=1+2',
  'tab\t=1',
  '=1+2',
  '+1+2',
  '-1+2',
  '@SUM(1)',
  '\t=1',
  '\r=1',
  'a;+1+2;-1+2;@SUM(1)',
  'a;;=1+2',
  "O'Brien; House 4, Main Road",
];

export const ROWS: Cell[][] = HOSTILE.map((text, i) => [i + 1, 'Ravi', text, 'end']);

/** The bytes of the beneficiaries.csv of an export of these rows, as the CSV writer makes it. */
export async function hostileCsv(): Promise<Uint8Array> {
  const writer = new CsvZipWriter();
  writer.begin(
    'beneficiaries',
    'Beneficiaries',
    HEADINGS.map((heading) => ({ heading, kind: 'text' as const, width: 10 })),
  );
  for (const row of ROWS) writer.row(row);
  writer.end();
  await writer.finish();
  return unzipSync(Buffer.concat(writer.take()))['beneficiaries.csv'];
}
