import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { parseBeneficiaries, parseVillages } from '../apps/web/src/features/org/lib/parse-sheet.ts';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { type Engine, openBenchDatabase } from './bench-database.ts';
import { beneficiarySheet, villageSheet } from './import-data.ts';
import { BENCH_ADMIN } from './seed.ts';
import { peakRssMb, signInBenchAdmin, startServer } from './server-process.ts';

const BENEFICIARY_ROWS = 50_000;
const RUNS = 5;
const VILLAGE_ROWS = 30_000;
const lines: string[] = [];
const out = (line: string) => {
  console.log(line);
  lines.push(line);
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

/** Wall time of the real dialog in Chromium from choosing the file to the worker's row count on screen. */
async function browserParse(baseUrl: string, file: string, dialog: 'Upload Beneficiary' | 'Upload Villages', done: RegExp) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const login = await page.request.post(`${baseUrl}/api/v1/auth/userNormalLogin`, { data: BENCH_ADMIN });
    const session = await login.json();
    await page.addInitScript((s) => localStorage.setItem('user', JSON.stringify(s)), {
      token: session.token,
      expirationTime: session.expirationTime,
    });
    await page.goto(`${baseUrl}/org`);
    await page.getByRole('button', { name: dialog }).click();
    const started = performance.now();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText(done).waitFor({ timeout: 120_000 });
    return performance.now() - started;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

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

async function run(engine: Engine) {
  const database = await openBenchDatabase(engine, 'portal_import_bench', BENCH_ADMIN, 4);
  const { handle } = database;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-import-sheets-'));
  const beneficiaryFile = path.join(dir, 'beneficiaries.xlsx');
  const villageFile = path.join(dir, 'villages.xlsx');
  const beneficiaryBytes = await beneficiarySheet(handle.db, BENEFICIARY_ROWS);
  const villageBytes = await villageSheet(handle.db, VILLAGE_ROWS);
  writeFileSync(beneficiaryFile, beneficiaryBytes);
  writeFileSync(villageFile, villageBytes);
  await handle.close();

  let started = performance.now();
  const beneficiaries = parseBeneficiaries(beneficiaryBytes);
  const nodeParseBeneficiaries = performance.now() - started;
  started = performance.now();
  const villages = parseVillages(villageBytes);
  const nodeParseVillages = performance.now() - started;

  const server = await startServer(database.serverEnv);
  try {
    const token = await signInBenchAdmin(server.baseUrl);
    // reading happens in the browser whatever the database, so it is measured once, on the first engine
    const measureBrowser = engine === 'postgres';
    const browserBeneficiaries = measureBrowser
      ? await browserParse(server.baseUrl, beneficiaryFile, 'Upload Beneficiary', /50000 rows read/)
      : Number.NaN;
    const browserVillages = measureBrowser
      ? await browserParse(server.baseUrl, villageFile, 'Upload Villages', /30000 rows to upload/)
      : Number.NaN;
    const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));
    const v = await post(server.baseUrl, token, '/api/v1/org/upload-villages', { data: villages.records });
    // this machine's timings drift by a fifth between runs: the import and the COPY are each taken
    // RUNS times and compared by their medians; each import is 50,000 new people (a letter more in
    // every first name), so the table grows from 0 to RUNS × 50,000
    const sheetOfRun = (run: number) =>
      beneficiaries.records.map((r) => ({ ...r, first_name: `${r.first_name}${'abcdefghij'[run]}` }));
    const upload = (records: unknown[]) =>
      post(server.baseUrl, token, '/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: records });
    const imports: Awaited<ReturnType<typeof upload>>[] = [];
    for (let run = 0; run < RUNS; run++) imports.push(await upload(sheetOfRun(run)));
    const again = await upload(sheetOfRun(RUNS - 1));
    const rss = await peakRssMb(server.child.pid as number);
    const copies: number[] = [];
    if (engine === 'postgres')
      for (let run = 0; run < RUNS; run++) copies.push(await copyBaseline(database.url, beneficiaries.records));
    const importMs = median(imports.map((i) => i.ms));
    const copyMs = engine === 'postgres' ? median(copies) : Number.NaN;
    const every = (ms: number[]) => ms.map(seconds).join(', ');
    const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en');
    out(
      `| ${engine} | beneficiaries | ${BENEFICIARY_ROWS.toLocaleString('en')} | ${seconds(browserBeneficiaries)} | ${(nodeParseBeneficiaries / 1000).toFixed(2)} | ${seconds(importMs)} (${every(imports.map((i) => i.ms))}) | ${rate(BENEFICIARY_ROWS, importMs)} | ${Number.isNaN(copyMs) ? '—' : `${seconds(copyMs)} (${every(copies)})`} | ${Number.isNaN(copyMs) ? '—' : (importMs / copyMs).toFixed(1)} | ${rss} | created ${imports.map((i) => i.report?.created).join(' / ')}, again ${seconds(again.ms)} s (created ${again.report?.created}, skipped ${again.report?.skipped}) |`,
    );
    out(
      `| ${engine} | villages | ${VILLAGE_ROWS.toLocaleString('en')} | ${seconds(browserVillages)} | ${(nodeParseVillages / 1000).toFixed(2)} | ${seconds(v.ms)} | ${rate(VILLAGE_ROWS, v.ms)} | — | — | ${rss} | created ${v.report?.created} |`,
    );
  } finally {
    await server.stop();
    database.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

out('# Bench: bulk import');
out('');
out(
  '| engine | sheet | rows | browser read s | Node read s | server s | rows/s | COPY s | server/COPY | server peak RSS MB | notes |',
);
out('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const engine of (process.argv[2] ?? 'postgres,pglite').split(',') as Engine[]) await run(engine);
out('');
out(
  '- browser read: the real dialog in Chromium, from choosing the file to the row count the worker reports (includes the page handing the file over).',
);
out(
  `- server: the HTTP call with the whole sheet (sent already serialised), validation, name resolution and the transaction; the median (and every figure) of ${RUNS} imports of 50,000 new people each, the first on a server just started, into a table growing from 0 to ${(RUNS * BENEFICIARY_ROWS).toLocaleString('en')}; "again" is the last sheet a second time.`,
);
out(
  `- COPY: the same 50,000 records as text into an unindexed scratch table, the floor for getting rows into PostgreSQL; median (and every figure) of ${RUNS}; server/COPY is the ratio of the medians.`,
);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'import.md'), `${lines.join('\n')}\n`);
process.exit(0);
