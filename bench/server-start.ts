import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './server-process.ts';

/**
 * The server's start: time from the process's spawn to its first ready answer, and its resident
 * memory once idle (VmRSS 10 s after ready: the server collects after 6 s of quiet), on PostgreSQL (DATABASE_URL, a fresh database each time)
 * and on the embedded database (a fresh folder each time), run from the built file as `npm start`
 * does, beside the sources through tsx as before (decision 019).
 */
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
const ROOT = path.resolve(import.meta.dirname, '..');
/** Idle: past the server's own collection after 6 s of quiet (decision 019), with time for the pages to go. */
const IDLE_AFTER_MS = 10_000;
const WAYS = {
  'node dist/server.js': ['--enable-source-maps', 'apps/server/dist/server.js'],
  'tsx src/server.ts': ['--import', 'tsx', 'apps/server/src/server.ts'],
} as const;
type Way = keyof typeof WAYS;
type Engine = 'PostgreSQL' | 'embedded';

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

async function startOnce(way: Way, engine: Engine, run: number): Promise<{ startMs: number; idleMb: number }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'start-bench@example.org',
    ADMIN_PASSWORD: 'start-bench-secret',
  };
  if (engine === 'embedded') delete env.DATABASE_URL;
  else {
    // a database of its own, so every start migrates and seeds from nothing
    const name = `start_${run}_${way.startsWith('node') ? 'node' : 'tsx'}_${Date.now()}`;
    const admin = new URL(process.env.DATABASE_URL as string);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    admin.pathname = `/${name}`;
    env.DATABASE_URL = admin.toString();
  }
  const started = performance.now();
  const child = spawn(process.execPath, [...WAYS[way]], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let startMs = Number.NaN;
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      startMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, IDLE_AFTER_MS));
  const idleMb = child.pid ? rssMb(child.pid) : Number.NaN;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
  return { startMs, idleMb };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

const engines: Engine[] = process.env.DATABASE_URL ? ['PostgreSQL', 'embedded'] : ['embedded'];
const samples = new Map<string, { startMs: number; idleMb: number }[]>();
for (let run = 0; run < RUNS; run++) {
  for (const engine of engines) {
    // the two ways alternate who goes first, so a drift of the machine's load favours neither
    const ways = (Object.keys(WAYS) as Way[]).slice();
    if (run % 2) ways.reverse();
    for (const way of ways) {
      const key = `${engine}|${way}`;
      samples.set(key, [...(samples.get(key) ?? []), await startOnce(way, engine, run)]);
    }
  }
  console.log(`run ${run + 1}/${RUNS} done`);
}
const lines = [
  `# Bench: the server's start and idle memory, median of ${RUNS}`,
  '',
  'Target: idle RSS ≤ 120 MB on PostgreSQL.',
  '',
  '| database | run as | start to ready s | idle RSS MB |',
  '| --- | --- | ---: | ---: |',
];
for (const [key, values] of samples) {
  const [engine, way] = key.split('|');
  lines.push(
    `| ${engine} | ${way} | ${(median(values.map((v) => v.startMs)) / 1000).toFixed(2)} | ${median(values.map((v) => v.idleMb)).toFixed(0)} |`,
  );
}
lines.push(
  '',
  '- A fresh database or folder each start: the migrations, the reference places and the first administrator are part of it.',
  '- Idle RSS: VmRSS of the server process 10 s after its first ready answer (it collects after 6 s of quiet).',
);
const text = lines.join('\n');
console.log(`\n${text}`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'server-start.md'), text);
