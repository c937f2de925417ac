import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { restoreBackup } from '../apps/server/src/backup/restore.ts';
import { takeBackup } from '../apps/server/src/backup/take-backup.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { openBenchDatabase } from './bench-database.ts';
import { seedBenchData } from './seed.ts';

/**
 * `backup` and `restore` at 1,000,000 beneficiaries on PostgreSQL (DATABASE_URL, a throw-away cluster
 * from scripts/with-postgres.sh): the time of each, the dump's size (and gzipped, as an office would
 * keep it), and the database's size before and after.
 */
const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const ROWS = Number(args.rows);
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is needed: bash scripts/with-postgres.sh npx tsx bench/backup.ts');

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const databaseSize = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ size: string }>('SELECT pg_database_size(current_database()) AS size');
  await client.end();
  return Number(rows[0].size);
};
async function gzippedSize(file: string): Promise<number> {
  let bytes = 0;
  const count = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  await pipeline(createReadStream(file), createGzip({ level: 6 }), count);
  return bytes;
}

const source = await openBenchDatabase(
  'postgres',
  'portal_bench_backup',
  { email: 'first@example.org', password: 'first-admin' },
  4,
);
const seedStart = performance.now();
await seedBenchData(source.handle, ROWS);
const [{ n }] = await queryRows<{ n: number }>(source.handle.db, sql`SELECT count(*)::int AS n FROM beneficiaries`);
console.log(`seeded ${n} beneficiaries in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
await source.handle.close();

const work = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
const file = path.join(work, 'office.sql');
try {
  const backup = await takeBackup(loadConfig({ DATABASE_URL: source.url }), file);
  const gzipped = await gzippedSize(file);

  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS portal_bench_backup_restored WITH (FORCE)');
  await admin.query('CREATE DATABASE portal_bench_backup_restored');
  await admin.end();
  const target = Object.assign(new URL(base), { pathname: '/portal_bench_backup_restored' }).toString();
  const restore = await restoreBackup(loadConfig({ DATABASE_URL: target }), file);

  const rows = [
    ['beneficiaries', String(n)],
    ['database size, MB', mb(await databaseSize(source.url))],
    ['backup, s', (backup.ms / 1000).toFixed(1)],
    ['dump size, MB', mb(backup.bytes)],
    ['dump gzipped (level 6), MB', mb(gzipped)],
    ['restore into an empty database, s', (restore.ms / 1000).toFixed(1)],
    ['restored database size, MB', mb(await databaseSize(target))],
  ];
  console.log(['| measure | value |', '| --- | ---: |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
