import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { queryRows } from '../apps/server/src/db/client.ts';
import { openBenchDatabase } from './bench-database.ts';
import { type LoadResult, loadTest } from './load.ts';
import { seedBenchData } from './seed.ts';
import { peakRssMb, signInBenchAdmin, startServer } from './server-process.ts';

/**
 * The list's export of every beneficiary (and their enrolments) on PostgreSQL, as CSV (a .zip of two
 * files) and as .xlsx, through the real server in its own process: time to the first byte, total
 * time, rows a second, and the server's peak resident memory (VmHWM, a fresh process per format).
 * The floor: the same rows by `COPY (SELECT …) TO STDOUT` straight from the database, uncompressed.
 */
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    parts: { type: 'string', default: 'copy,csv,xlsx,crowd' },
    // keep a database an earlier run seeded (as bench/run.ts does)
    database: { type: 'string', default: 'portal_bench_export' },
    reuse: { type: 'boolean', default: false },
    // the floor and the exports in turns, this many times: the machine's speed drifts within a run
    runs: { type: 'string', default: '1' },
  },
});
const PARTS = new Set(args.parts.split(','));
const ROWS = Number(args.rows);
const CROWD = 20;
const RUNS = Number(args.runs);

interface Result {
  run: number;
  what: string;
  ttfbMs: number;
  totalMs: number;
  rows: number;
  bytes: number;
  peakRssMb: number | null;
  idleRssMb: number | null;
}

const database = await openBenchDatabase('postgres', args.database, { email: 'first@example.org', password: 'first-admin' }, 10, {
  reuse: args.reuse,
});
const seedStart = performance.now();
await seedBenchData(database.handle, ROWS);
const [{ n, e }] = await queryRows<{ n: number; e: number }>(
  database.handle.db,
  sql`SELECT (SELECT count(*)::int FROM beneficiaries WHERE status_id = 1) AS n,
             (SELECT count(*)::int FROM beneficiary_programs bp JOIN beneficiaries b USING (beneficiary_id)
               WHERE b.status_id = 1 AND bp.deleted_at IS NULL) AS e`,
);
const seeded = `${n.toLocaleString('en')} active beneficiaries, ${e.toLocaleString('en')} live enrolments (seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s)`;
console.log(seeded);
await database.handle.close();

const results: Result[] = [];

/** One export through a fresh server process: the whole body read as it comes, nothing kept. */
async function measureExport(format: 'csv' | 'xlsx', run: number) {
  const server = await startServer(database.serverEnv);
  try {
    const token = await signInBenchAdmin(server.baseUrl);
    const pid = server.child.pid as number;
    const idle = await peakRssMb(pid);
    const start = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/beneficiary/export-beneficiaries?format=${format}&isChecked=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    const reader = response.body.getReader();
    let ttfb = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!ttfb) ttfb = performance.now() - start;
      bytes += value.byteLength;
    }
    const total = performance.now() - start;
    const exportId = Number(response.headers.get('x-export-id'));
    const progress = (await (
      await fetch(`${server.baseUrl}/api/v1/beneficiary/export-progress/${exportId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { rows: number; enrolmentRows: number; outcome: string };
    if (progress.outcome !== 'completed') throw new Error(`export ended ${progress.outcome}`);
    results.push({
      run,
      what: `API ${format === 'csv' ? 'CSV (.zip of 2 files)' : '.xlsx'}`,
      ttfbMs: ttfb,
      totalMs: total,
      rows: progress.rows + progress.enrolmentRows,
      bytes,
      peakRssMb: await peakRssMb(pid),
      idleRssMb: idle,
    });
  } finally {
    await server.stop();
  }
}

/** The floor: the same people (with their place and registrant) and enrolments by COPY, read and dropped. */
async function measureCopy(run: number) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const statements = [
    `COPY (SELECT b.beneficiary_id, b.first_name, b.last_name, g.name, to_char(b.dob, 'YYYY-MM-DD'),
                  extract(year FROM age((now() AT TIME ZONE 'Asia/Kolkata')::date, b.dob)), b.mobile_no,
                  'xxxx-xxxx-' || b.aadhaar_no, b.pincode, b.permanent_address, v.village_name, t.taluka_name, d.district_name,
                  o.name, b.total_family_members, el.name, ir.name,
                  (SELECT count(*) FROM beneficiary_programs bp WHERE bp.beneficiary_id = b.beneficiary_id AND bp.deleted_at IS NULL),
                  rs.name, u.emp_name, to_char(b.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS')
           FROM beneficiaries b JOIN villages v ON v.village_id = b.village_id JOIN talukas t ON t.taluka_id = b.taluka_id
           JOIN districts d ON d.district_id = b.district_id JOIN record_statuses rs ON rs.id = b.status_id
           JOIN genders g ON g.id = b.gender_id JOIN occupations o ON o.id = b.beneficiary_annual_source_id
           LEFT JOIN education_levels el ON el.id = b.education_level_id LEFT JOIN income_ranges ir ON ir.id = b.earning_range_id
           JOIN users u ON u.user_id = b.created_by WHERE b.status_id = 1 ORDER BY b.beneficiary_id DESC) TO STDOUT WITH CSV HEADER`,
    `COPY (SELECT bp.beneficiary_id, b.first_name, b.last_name, p.program_name, sp.sub_program_name,
                  to_char(bp.enrollment_date, 'YYYY-MM-DD'), es.name, oc.name, mp.name, mt.name, bp.mutual_fund_duration,
                  bp.investment_amount, u.emp_name, to_char(bp.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS')
           FROM beneficiary_programs bp JOIN beneficiaries b ON b.beneficiary_id = bp.beneficiary_id
           JOIN programs p ON p.program_id = bp.program_id JOIN sub_programs sp ON sp.sub_program_id = bp.sub_program_id
           JOIN enrollment_statuses es ON es.id = bp.enrollment_status JOIN outreach_channels oc ON oc.id = bp.outreach_channel_id
           LEFT JOIN mutual_fund_providers mp ON mp.id = bp.mutual_fund_provider_id
           LEFT JOIN mutual_fund_types mt ON mt.id = bp.mutual_fund_type_id
           JOIN users u ON u.user_id = bp.created_by
           WHERE b.status_id = 1 AND bp.deleted_at IS NULL ORDER BY bp.beneficiary_id DESC, bp.beneficiary_program_id) TO STDOUT WITH CSV HEADER`,
  ];
  const start = performance.now();
  let ttfb = 0;
  let bytes = 0;
  let lines = 0;
  for (const text of statements) {
    const stream = client.query(copyTo(text));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!ttfb) ttfb = performance.now() - start;
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    }
  }
  const total = performance.now() - start;
  await client.end();
  results.push({
    run,
    what: 'COPY … TO STDOUT (floor)',
    ttfbMs: ttfb,
    totalMs: total,
    rows: lines - 2,
    bytes,
    peakRssMb: null,
    idleRssMb: null,
  });
}

interface Crowd {
  started: number;
  admitted: number;
  refused: number;
  peakRssMb: number | null;
  idleRssMb: number | null;
  firstPage: LoadResult;
  quietFirstPage: LoadResult;
}

/**
 * `CROWD` exports asked for at once through one fresh server (each read to its end as it comes),
 * while another user loads the list's first page at 4 connections: how many are admitted, the
 * server's peak memory, and the other user's latency against the same load without exports.
 */
async function measureCrowd(): Promise<Crowd> {
  const server = await startServer(database.serverEnv);
  try {
    const token = await signInBenchAdmin(server.baseUrl);
    const pid = server.child.pid as number;
    const idle = await peakRssMb(pid);
    const firstPageUrl = `${server.baseUrl}/api/v1/beneficiary/get-beneficiaries-list?isChecked=true&offset=0&limit=15`;
    const quietFirstPage = await loadTest(firstPageUrl, token, 4, 5);
    const one = async () => {
      const response = await fetch(`${server.baseUrl}/api/v1/beneficiary/export-beneficiaries?format=xlsx&isChecked=true`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) {
        await response.arrayBuffer();
        return response.status;
      }
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      while (!(await reader.read()).done) {}
      return 200;
    };
    const exports = Promise.all(Array.from({ length: CROWD }, one));
    const firstPage = await loadTest(firstPageUrl, token, 4, 10);
    const statuses = await exports;
    return {
      started: CROWD,
      admitted: statuses.filter((s) => s === 200).length,
      refused: statuses.filter((s) => s === 429).length,
      peakRssMb: await peakRssMb(pid),
      idleRssMb: idle,
      firstPage,
      quietFirstPage,
    };
  } finally {
    await server.stop();
  }
}

for (let run = 1; run <= RUNS; run++) {
  if (PARTS.has('copy')) await measureCopy(run);
  if (PARTS.has('csv')) await measureExport('csv', run);
  if (PARTS.has('xlsx')) await measureExport('xlsx', run);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
/** Each export's total time over the floor's of the same run, run by run, and their median. */
const ratios = ['API CSV (.zip of 2 files)', 'API .xlsx'].flatMap((what) => {
  const each = results
    .filter((r) => r.what === what)
    .flatMap((r) => {
      const floor = results.find((f) => f.run === r.run && f.what.startsWith('COPY'));
      return floor ? [r.totalMs / floor.totalMs] : [];
    });
  return each.length ? [`| ${what} | ${each.map((x) => x.toFixed(2)).join(', ')} | ${median(each).toFixed(2)} |`] : [];
});
const crowd = PARTS.has('crowd') ? await measureCrowd() : null;

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
const text = [
  `# Bench: export of the whole list (${ROWS.toLocaleString('en')} beneficiaries, PostgreSQL)`,
  '',
  `${seeded}.`,
  '',
  '| run | export | first byte ms | total s | rows (people + enrolments) | rows/s | file MB | server peak RSS MB (idle before) |',
  '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.run} | ${r.what} | ${r.ttfbMs.toFixed(0)} | ${(r.totalMs / 1000).toFixed(1)} | ${r.rows.toLocaleString('en')} | ${Math.round(r.rows / (r.totalMs / 1000)).toLocaleString('en')} | ${mb(r.bytes)} | ${r.peakRssMb === null ? '—' : `${r.peakRssMb} (${r.idleRssMb})`} |`,
  ),
  '',
  '- API: one export through the real server (a fresh process per format), read to its end by the bench; the body is counted and dropped.',
  '- Peak RSS: the server process\'s VmHWM after the export (its peak over its life, so including start-up); "idle before" is the same just before.',
  '- COPY: the same columns straight from PostgreSQL as CSV text (no zip, no HTTP), one connection; its rows are counted by newlines.',
  '',
  ...(ratios.length
    ? [
        '| export | total time over the floor of its run, run by run | median |',
        '| --- | --- | ---: |',
        ...ratios,
        '',
        '- Targets: CSV within 2× of the floor, .xlsx within 3×.',
        '',
      ]
    : []),
  ...(crowd
    ? [
        `## ${crowd.started} exports asked for at once (.xlsx), another user loading the first page`,
        '',
        '| admitted | refused (429) | server peak RSS MB (idle before) | first page p50 / p99 ms, during | the same, without exports | first page errors |',
        '| ---: | ---: | ---: | ---: | ---: | ---: |',
        `| ${crowd.admitted} | ${crowd.refused} | ${crowd.peakRssMb} (${crowd.idleRssMb}) | ${crowd.firstPage.p50} / ${crowd.firstPage.p99} | ${crowd.quietFirstPage.p50} / ${crowd.quietFirstPage.p99} | ${crowd.firstPage.errors} |`,
        '',
        '- One fresh server; the exports are read to their end as they come, the first page loaded at 4 connections for 10 s while they run (5 s without them, before).',
        '',
      ]
    : []),
].join('\n');
console.log(`\n${text}`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'export.md'), text);
process.exit(0);
