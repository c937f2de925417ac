import { Readable } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import { readJsonBody } from '../apps/server/src/lib/json-body-stream.ts';

/**
 * The upload's body reader (a scan for the arrays' elements, each parsed by JSON.parse) against a
 * maintained streaming parser (@streamparser/json, which builds every value from its own tokens), on
 * the body of a 50,000-row sheet sent in 64 KB pieces. Same run, same body; medians of 5.
 */
const ROWS = 50_000;
const RUNS = 5;
const PIECE = 64 * 1024;

const row = (i: number) => ({
  first_name: `Sowmya${i}`,
  last_name: 'Patil',
  gender: i % 2 ? 'Female' : 'Male',
  dob: '12-04-1995',
  mobile_no: String(9_000_000_000 + i),
  aadhaar_no: String(1000 + (i % 9000)),
  email_id: `person${i}@example.org`,
  state: 'Karnataka',
  district: 'Mysuru',
  taluka: 'Hunsur',
  village: 'Hosahalli',
  pincode: '571105',
  permanent_address: `House ${i}, Temple Street, "Old" Layout`,
  occupation: 'Agriculture',
  total_family_members: String(1 + (i % 8)),
  program: 'Financial Inclusion',
  sub_program: 'Mutual Fund',
  enrollment_date: '01-11-2026',
  enrollment_status: 'Enrolled',
  outreach_channel: 'Field Visit',
  notes: 'ಕನ್ನಡ ಟಿಪ್ಪಣಿ \\ with a backslash',
});
const text = JSON.stringify({ fileName: 'office.xlsx', rows: Array.from({ length: ROWS }, (_, i) => row(i)) });
const bytes = Buffer.from(text);
const pieces = () =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
    })(),
  );

async function ours() {
  const value = (await readJsonBody(pieces(), bytes.length, { limit: 200 * 1024 * 1024, maxItems: ROWS, parse: JSON.parse })) as {
    rows: unknown[];
  };
  return value.rows.length;
}

function library() {
  return new Promise<number>((resolve, reject) => {
    const rows: unknown[] = [];
    // each element of a member array of the top-level object, then the object with those arrays emptied
    const parser = new JSONParser({ paths: ['$.*.*'], keepStack: false, stringBufferSize: PIECE });
    parser.onValue = ({ value }) => void rows.push(value);
    parser.onError = reject;
    parser.onEnd = () => resolve(rows.length);
    const stream = pieces();
    stream.on('data', (piece: Buffer) => parser.write(piece));
    stream.on('end', () => parser.end());
  });
}

async function time(read: () => Promise<number>) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const count = await read();
  const ms = performance.now() - started;
  if (count !== ROWS) throw new Error(`read ${count} rows of ${ROWS}`);
  return { ms, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { ours: [] as number[], library: [] as number[], oursHeap: [] as number[], libraryHeap: [] as number[] };
for (let run = 0; run < RUNS; run++) {
  const a = await time(ours);
  const b = await time(library);
  results.ours.push(a.ms);
  results.oursHeap.push(a.heapMb);
  results.library.push(b.ms);
  results.libraryHeap.push(b.heapMb);
}
console.log(`body of ${ROWS} rows: ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${RUNS} runs, medians`);
console.log(`| reader | ms | heap after, MB |\n| --- | ---: | ---: |`);
console.log(
  `| ours (scan + JSON.parse per element) | ${median(results.ours).toFixed(0)} | ${median(results.oursHeap).toFixed(0)} |`,
);
console.log(`| @streamparser/json | ${median(results.library).toFixed(0)} | ${median(results.libraryHeap).toFixed(0)} |`);
console.log(`ratio library / ours: ${(median(results.library) / median(results.ours)).toFixed(2)}`);
