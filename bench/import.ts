import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createUser } from '../apps/server/src/accounts/users.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { SheetRows, uploadBeneficiaries } from '../apps/server/src/modules/org/beneficiary-upload.service.ts';
import { type Engine, openBenchDatabase } from './bench-database.ts';
import { type BrowserUpload, browserUpload } from './browser-upload.ts';
import { asXls, beneficiaryRecords, beneficiarySheet, villageRecords } from './import-data.ts';
import { latencies, startListTrickle } from './list-trickle.ts';
import { BENCH_ADMIN } from './seed.ts';
import { peakRssMb, signIn, signInBenchAdmin, startServer } from './server-process.ts';

const BENEFICIARY_ROWS = 50_000;
const RUNS = 5;
// V8 lets its heap grow to a few times what was alive at its last full collection before it collects
// again: the same imports on a portal started with this cap show what the upload itself needs
const HEAP_CAP_MB = 128;
const VILLAGE_ROWS = 30_000;
// the other user, whose list page is timed during the uploads
const READER = { email: 'bench-reader@example.org', password: 'bench-reader-secret' };
const lines: string[] = [];
const out = (line: string) => {
  console.log(line);
  lines.push(line);
};
const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const list = (times: number[]) => {
  const { p50, p99, max, count } = latencies(times);
  return `${p50.toFixed(2)} / ${p99.toFixed(2)} / ${max.toFixed(2)} (${count})`;
};

async function post(baseUrl: string, token: string, url: string, body: unknown) {
  // the client's own serialising is not the server's time
  const json = JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: json,
  });
  const answer = (await response.json()) as {
    Message?: string;
    report?: { created: number; skipped: number; rejected: unknown[] };
  };
  if (!answer.report) console.error(`${url}: HTTP ${response.status} ${answer.Message ?? ''}`);
  return { ms: performance.now() - started, status: response.status, report: answer.report };
}

async function copyBaseline(url: string, records: Record<string, unknown>[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const columns = Object.keys(records[0]).filter((c) => c !== 'rowNumber');
  await client.query(
    `DROP TABLE IF EXISTS copy_baseline; CREATE TABLE copy_baseline (${columns.map((c) => `"${c}" text`).join(', ')})`,
  );
  const copyText = (v: unknown) =>
    String(v ?? '').replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] as string);
  const started = performance.now();
  await pipeline(
    Readable.from(records.map((r) => `${columns.map((c) => copyText(r[c])).join('\t')}\n`)),
    client.query(copyFrom(`COPY copy_baseline (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`)),
  );
  const ms = performance.now() - started;
  await client.query('DROP TABLE copy_baseline');
  await client.end();
  return ms;
}

interface EngineResult {
  engine: Engine;
  browser: { file: string; fileBytes: number; upload: BrowserUpload }[];
  imports: { ms: number; created?: number }[];
  again: { ms: number; created?: number; skipped?: number };
  importLists: number[];
  copies: number[];
  villages: { ms: number; created?: number };
  rss: number;
  capped: { imports: number[]; rss: number };
}

// the two sheets, made once (from the first engine's villages: both engines hold the same) for both
const sheetsDir = mkdtempSync(path.join(tmpdir(), 'portal-import-sheets-'));
let sheets: { file: string; bytes: number }[] | undefined;

async function sheetFiles(db: Parameters<typeof beneficiarySheet>[0]) {
  if (sheets) return sheets;
  // each sheet its own people: x for the .xlsx, l for the .xls
  const xlsx = path.join(sheetsDir, 'beneficiaries.xlsx');
  writeFileSync(xlsx, await beneficiarySheet(db, BENEFICIARY_ROWS, { tag: 'x' }));
  const other = path.join(sheetsDir, 'beneficiaries-xls.xlsx');
  writeFileSync(other, await beneficiarySheet(db, BENEFICIARY_ROWS, { tag: 'l' }));
  const xls = await asXls(other, () => beneficiarySheet(db, BENEFICIARY_ROWS, { bookType: 'biff8', tag: 'l' }));
  sheets = [xlsx, xls].map((file) => ({ file, bytes: statSync(file).size }));
  return sheets;
}

/** The bench's sheets record no consent: every row is stored while the office does not require it (decision 038). */
const consentOptional = (db: Parameters<typeof queryRows>[0]) =>
  db.execute(sql`UPDATE privacy_settings SET consent_required = false`);

async function run(engine: Engine): Promise<EngineResult> {
  const database = await openBenchDatabase(engine, 'portal_import_bench', BENCH_ADMIN, 4);
  const { handle } = database;
  await consentOptional(handle.db);
  await createUser(handle.db, { ...READER, name: 'Bench Reader', roleName: 'Field Facilitator' });
  try {
    const files = await sheetFiles(handle.db);
    const villages = await villageRecords(handle.db, VILLAGE_ROWS);
    await handle.close();

    const server = await startServer(database.serverEnv);
    const browser: EngineResult['browser'] = [];
    const imports: EngineResult['imports'] = [];
    const importLists: number[] = [];
    let v: Awaited<ReturnType<typeof post>>;
    let again: Awaited<ReturnType<typeof post>>;
    let rss: number;
    // this machine's timings drift by a fifth between runs: the import and the COPY are each taken
    // RUNS times and compared by their medians; each import is 50,000 new people (a letter more in
    // every first name of the records the dialog sent for the .xlsx)
    let sheetOfRun = (_run: number): Record<string, unknown>[] => [];
    const upload = (baseUrl: string, token: string, beneficiaries: unknown[]) =>
      post(baseUrl, token, '/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
    try {
      const token = await signInBenchAdmin(server.baseUrl);
      const reader = await signIn(server.baseUrl, READER);
      for (const { file, bytes } of files) {
        const result = await browserUpload(server.baseUrl, file, BENEFICIARY_ROWS, reader);
        browser.push({ file: path.basename(file), fileBytes: bytes, upload: result });
        console.error(`${engine} ${path.basename(file)}: ${seconds(result.totalMs)} s end to end`);
      }
      const [{ records }] = browser.map((b) => b.upload);
      sheetOfRun = (run) => records.map((r) => ({ ...r, first_name: `${r.first_name}${'abcdefghijklmnop'[run]}` }));
      v = await post(server.baseUrl, token, '/api/v1/org/upload-villages', { data: villages });
      for (let run = 0; run < RUNS; run++) {
        const sheet = sheetOfRun(run);
        const trickle = startListTrickle(server.baseUrl, reader);
        const result = await upload(server.baseUrl, token, sheet);
        importLists.push(...(await trickle.stop()));
        imports.push({ ms: result.ms, created: result.report?.created });
      }
      again = await upload(server.baseUrl, token, sheetOfRun(RUNS - 1));
      rss = await peakRssMb(server.child.pid as number);
    } finally {
      await server.stop();
    }

    // the same imports (new people again) on a portal whose V8 heap is capped
    const capped = await startServer(database.serverEnv, [`--max-old-space-size=${HEAP_CAP_MB}`]);
    const cappedImports: number[] = [];
    let cappedRss: number;
    try {
      const token = await signInBenchAdmin(capped.baseUrl);
      for (let run = RUNS; run < 2 * RUNS; run++) {
        const result = await upload(capped.baseUrl, token, sheetOfRun(run));
        if (result.report?.created !== BENEFICIARY_ROWS) throw new Error(`capped import ${run}: HTTP ${result.status}`);
        cappedImports.push(result.ms);
      }
      cappedRss = await peakRssMb(capped.child.pid as number);
    } finally {
      await capped.stop();
    }

    const copies: number[] = [];
    if (engine === 'postgres')
      for (let run = 0; run < RUNS; run++) copies.push(await copyBaseline(database.url, browser[0].upload.records));
    return {
      engine,
      browser,
      imports,
      again: { ms: again.ms, created: again.report?.created, skipped: again.report?.skipped },
      importLists,
      copies,
      villages: { ms: v.ms, created: v.report?.created },
      rss,
      capped: { imports: cappedImports, rss: cappedRss },
    };
  } finally {
    database.remove();
  }
}

/**
 * `--audit`: what recording an upload costs. On one database, 50,000-row uploads of new people with
 * their provenance and audit (the upload and sheet row on every person and enrolment, an audit record
 * for each, the upload's own record) and without them: the same sheet as a dry run, whose chunks are
 * written by the same statements, with no record, and rolled back. In turns (with, without, without,
 * with, …) so that the table's growth weighs on both alike; the service is called in this process, so
 * the HTTP request and JSON parsing are left out of both.
 */
async function auditCost(engine: Engine) {
  return compareUploads(engine, 'portal_import_audit_bench', { dryRun: true });
}

/** The dashboard's and the team's count triggers (decisions 030, 045), off for the runs "without" of `--counts`. */
const COUNT_TRIGGERS = {
  beneficiaries: ['dashboard_people_added', 'dashboard_people_changed'],
  beneficiary_programs: [
    'dashboard_enrolments_added',
    'dashboard_enrolments_updated',
    'enrolment_author_added',
    'enrolment_author_updated',
  ],
};
async function countTriggers(db: Parameters<typeof queryRows>[0], on: boolean) {
  for (const [table, triggers] of Object.entries(COUNT_TRIGGERS))
    for (const trigger of triggers)
      await db.execute(sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`));
}

/**
 * `--counts`: what keeping the dashboard's counts costs an upload: the same turns as `--audit`, every
 * run written, "without" with the count triggers off.
 */
async function countsCost(engine: Engine) {
  return compareUploads(engine, 'portal_import_counts_bench', { triggersOff: true });
}

/** 50,000-row uploads in turns, "with" as the portal runs them and "without" as `without` says. */
async function compareUploads(engine: Engine, name: string, without: { dryRun?: boolean; triggersOff?: boolean }) {
  const database = await openBenchDatabase(engine, name, BENCH_ADMIN, 4);
  const { handle } = database;
  await consentOptional(handle.db);
  try {
    const [{ id }] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT user_id AS id FROM users WHERE work_email = ${BENCH_ADMIN.email}`,
    );
    const times = { with: [] as number[], without: [] as number[] };
    const order = ['with', 'without', 'without', 'with', 'with', 'without', 'without', 'with', 'with', 'without'] as const;
    for (const [run, kind] of order.entries()) {
      const records = await beneficiaryRecords(handle.db, BENEFICIARY_ROWS, 'abcdefghijklmnop'[run], BENCH_ADMIN.email);
      if (without.triggersOff) await countTriggers(handle.db, kind === 'with');
      const started = performance.now();
      const report = await uploadBeneficiaries(
        handle.db,
        new SheetRows(records),
        id,
        kind === 'without' && Boolean(without.dryRun),
      );
      const ms = performance.now() - started;
      if (report.created !== BENEFICIARY_ROWS)
        throw new Error(`run ${run}: created ${report.created}, ${report.rejected[0]?.reason}`);
      times[kind].push(ms);
      console.error(`${engine} ${kind} ${seconds(ms)} s`);
    }
    if (without.triggersOff) await countTriggers(handle.db, true);
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM audit_events`);
    return { engine, times, auditRows: n };
  } finally {
    await handle.close();
    database.remove();
  }
}

/** Rows of an upload `--undo` stores whole or has undone: five chunks. */
const UNDO_ROWS = 10_000;

/**
 * `--undo`: an upload whose last row breaks a rule of the table the checks do not know, so that the
 * portal undoes its four stored chunks (decisions 006, 053, 054), against the same upload stored whole:
 * the difference is the undo. In turns, each checked to have left what it should.
 */
async function undoCost(engine: Engine) {
  const database = await openBenchDatabase(engine, 'portal_import_undo_bench', BENCH_ADMIN, 4);
  const { handle } = database;
  await consentOptional(handle.db);
  const people = async () => (await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM beneficiaries`))[0].n;
  try {
    const [{ id }] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT user_id AS id FROM users WHERE work_email = ${BENCH_ADMIN.email}`,
    );
    const times = { stored: [] as number[], undone: [] as number[] };
    for (const [run, kind] of (['stored', 'undone', 'undone', 'stored', 'stored', 'undone'] as const).entries()) {
      const records = await beneficiaryRecords(handle.db, UNDO_ROWS, 'qrstuv'[run], BENCH_ADMIN.email);
      const last = String(records[records.length - 1].first_name);
      if (kind === 'undone')
        await handle.db.execute(
          sql.raw(`ALTER TABLE beneficiaries ADD CONSTRAINT bench_last_row CHECK (first_name <> '${last}')`),
        );
      const before = await people();
      const started = performance.now();
      let failed = false;
      try {
        await uploadBeneficiaries(handle.db, new SheetRows(records), id, false);
      } catch {
        failed = true;
      }
      const ms = performance.now() - started;
      if (kind === 'undone') await handle.db.execute(sql`ALTER TABLE beneficiaries DROP CONSTRAINT bench_last_row`);
      const added = (await people()) - before;
      if (failed !== (kind === 'undone') || added !== (kind === 'stored' ? UNDO_ROWS : 0))
        throw new Error(`run ${run} (${kind}): failed ${failed}, ${added} people added`);
      times[kind].push(ms);
      console.error(`${engine} ${kind} ${seconds(ms)} s`);
    }
    return { engine, times };
  } finally {
    await handle.close();
    database.remove();
  }
}

/** Each run's seconds: the median, then every run, as the tables show them. */
const runs = (ms: number[]) => `${seconds(median(ms))} (${ms.map(seconds).join(', ')})`;
const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);

/**
 * A mode of its own (`--undo`, `--counts`, `--audit`): a table with a row for each engine asked for
 * (the first argument that is not an option; both unless given), a closing line, written to
 * `bench/results/<file>`; then the process ends.
 */
async function modeTable(
  file: string,
  title: string,
  headings: { name: string; right?: boolean }[],
  row: (engine: Engine) => Promise<(string | number)[]>,
  closing: string,
): Promise<never> {
  const engines = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'postgres,pglite').split(',') as Engine[];
  out(`# Bench: ${title}`);
  out('');
  out(`| engine | ${headings.map((h) => h.name).join(' | ')} |`);
  out(`| --- | ${headings.map((h) => (h.right ? '---:' : '---')).join(' | ')} |`);
  for (const engine of engines) out(`| ${engine} | ${(await row(engine)).join(' | ')} |`);
  out('');
  out(`- ${closing}`);
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', file), `${lines.join('\n')}\n`);
  process.exit(0);
}

const rows = (n: number) => n.toLocaleString('en');

if (process.argv.includes('--undo'))
  await modeTable(
    'import-undo.md',
    'an upload undone when its last chunk fails',
    [
      { name: 'rows', right: true },
      { name: 'stored whole: s median (each)' },
      { name: 'undone: s median (each)' },
      { name: 'undone − stored: s', right: true },
    ],
    async (engine) => {
      const { times } = await undoCost(engine);
      const difference = seconds(median(times.undone) - median(times.stored));
      return [rows(UNDO_ROWS), runs(times.stored), runs(times.undone), difference];
    },
    'each run: 10,000 new people over 5,000 villages (one in four enrolled), uploadBeneficiaries called in the bench process; "undone": its last row breaks a check added for the run, so its first four chunks are stored, then undone.',
  );

if (process.argv.includes('--counts'))
  await modeTable(
    'import-counts.md',
    "the cost of the dashboard's counts to an upload",
    [
      { name: 'rows', right: true },
      { name: 'with: s median (each)' },
      { name: 'without: s median (each)' },
      { name: 'with / without', right: true },
    ],
    async (engine) => {
      const { times } = await countsCost(engine);
      return [rows(BENEFICIARY_ROWS), runs(times.with), runs(times.without), ratio(times.with, times.without)];
    },
    'each run: 50,000 new people (one in four enrolled), uploadBeneficiaries called in the bench process, both written; "without": the count triggers off. Target with / without ≤ 1.20.',
  );

if (process.argv.includes('--audit'))
  await modeTable(
    'import-audit.md',
    'the cost of recording an upload (provenance and audit)',
    [
      { name: 'rows', right: true },
      { name: 'with: s median (each)' },
      { name: 'without: s median (each)' },
      { name: 'with / without', right: true },
      { name: 'audit records written', right: true },
    ],
    async (engine) => {
      const { times, auditRows } = await auditCost(engine);
      const ratioOf = ratio(times.with, times.without);
      return [rows(BENEFICIARY_ROWS), runs(times.with), runs(times.without), ratioOf, rows(auditRows)];
    },
    'each run: 50,000 new people (one in four enrolled), uploadBeneficiaries called in the bench process, "without" as a dry run (written, then rolled back); target with / without ≤ 1.20.',
  );

const results: EngineResult[] = [];
try {
  for (const engine of (process.argv[2] ?? 'postgres,pglite').split(',') as Engine[]) results.push(await run(engine));
} finally {
  rmSync(sheetsDir, { recursive: true, force: true });
}

out('# Bench: bulk import');
out('');
out('## In the browser: the Upload Beneficiary dialog of /org, end to end');
out('');
out(
  '| engine | file | file MB | rows | read s | save s | end to end s | request on the wire MB (gzip) | JSON MB | list p50 / p99 / max s (requests) | JS heap peak MB (page + worker) | renderer peak RSS MB | created |',
);
out('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |');
for (const r of results)
  for (const { file, fileBytes, upload: u } of r.browser)
    out(
      `| ${r.engine} | ${file} | ${mb(fileBytes)} | ${u.records.length.toLocaleString('en')} | ${seconds(u.readMs)} | ${seconds(u.saveMs)} | ${seconds(u.totalMs)} | ${mb(u.wireBytes)} | ${mb(u.jsonBytes)} | ${list(u.listTimes)} | ${u.heapPeakMb} | ${u.rendererPeakMb} | ${u.report.created} (skipped ${u.report.skipped}, rejected ${u.report.rejected.length}) |`,
    );
out('');
out('## On the server');
out('');
out(
  `| engine | sheet | rows | server s median (each) | rows/s | COPY s median (each) | server/COPY | list p50 / p99 / max s (requests) | server peak RSS MB | with --max-old-space-size=${HEAP_CAP_MB}: server s median (each), peak RSS MB | notes |`,
);
out('| --- | --- | ---: | --- | ---: | --- | ---: | --- | ---: | --- | --- |');
for (const r of results) {
  const importMs = median(r.imports.map((i) => i.ms));
  const copyMs = r.copies.length ? median(r.copies) : Number.NaN;
  const every = (ms: number[]) => ms.map(seconds).join(', ');
  const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en');
  out(
    `| ${r.engine} | beneficiaries | ${BENEFICIARY_ROWS.toLocaleString('en')} | ${seconds(importMs)} (${every(r.imports.map((i) => i.ms))}) | ${rate(BENEFICIARY_ROWS, importMs)} | ${r.copies.length ? `${seconds(copyMs)} (${every(r.copies)})` : '—'} | ${r.copies.length ? (importMs / copyMs).toFixed(2) : '—'} | ${list(r.importLists)} | ${r.rss} | ${seconds(median(r.capped.imports))} (${every(r.capped.imports)}), ${r.capped.rss} | created ${r.imports.map((i) => i.created).join(' / ')}, again ${seconds(r.again.ms)} s (created ${r.again.created}, skipped ${r.again.skipped}) |`,
  );
  out(
    `| ${r.engine} | villages | ${VILLAGE_ROWS.toLocaleString('en')} | ${seconds(r.villages.ms)} | ${rate(VILLAGE_ROWS, r.villages.ms)} | — | — | — | ${r.rss} | — | created ${r.villages.created} |`,
  );
}
out('');
out(
  '- browser: a 50,000-row sheet (.xlsx, and the same rows, other people, saved as Excel 97 .xls by LibreOffice) through the real dialog in Chromium: read s from choosing the file to "50000 rows read." (the worker), save s from Save to the success message (gzip, the request, the server), end to end from choosing the file to the success message. Each sheet holds people of its own, so both are stored in full.',
);
out(
  "- request on the wire: the body the dialog sent, gzipped (CompressionStream), and the JSON it inflates to. JS heap peak: the page's and its workers' JavaScript heaps in use, added up, sampled every 200 ms through DevTools (a worker busy in one long step is not sampled then); renderer peak RSS: the high-water mark of the page's renderer process, where the page and its worker run (file bytes, ArrayBuffers and buffers included).",
);
out(
  '- list: another signed-in user (a Field Facilitator) asking for the first page of the list 10 times a second, each request on its own (none waits for the one before), from a thread of its own, while the upload is saved (browser rows) or while the server imports run (server rows).',
);
out(
  `- server: the HTTP call with the whole sheet (the records the dialog sent for the .xlsx, sent plain and already serialised), checks, name resolution and the chunked transactions; the median (and every figure) of ${RUNS} imports of 50,000 new people each, into a table that already holds the two browser uploads; "again" is the last sheet a second time. Peak RSS: the server process's high-water mark over the whole run (browser uploads and village upload included).`,
);
out(
  `- capped: a portal started with --max-old-space-size=${HEAP_CAP_MB}, ${RUNS} more imports of 50,000 new people: with its default limit V8 lets the heap grow to a few times what was alive at its last full collection (garbage of earlier uploads waiting), so the peak RSS of a long run says more about V8 than about the upload; the capped run shows what the upload needs, and what a deployment that sets the flag gets.`,
);
out(
  `- COPY: the same 50,000 records as text into an unindexed scratch table, the floor for getting rows into PostgreSQL; median (and every figure) of ${RUNS}; server/COPY is the ratio of the medians.`,
);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'import.md'), `${lines.join('\n')}\n`);
process.exit(0);
