import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare-database.ts';

export type Engine = 'postgres' | 'pglite';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** what the portal's process needs to open the same database */
  serverEnv: Record<string, string>;
  /** PostgreSQL only */
  url: string;
  /** removes the embedded data folder; a PostgreSQL database is dropped at the next run */
  remove(): void;
}

/**
 * A new database with the portal's schema and reference data: a fresh database `name` in the
 * cluster of DATABASE_URL (the one already there with `reuse`), or a new embedded folder.
 */
export async function openBenchDatabase(
  engine: Engine,
  name: string,
  admin: { email: string; password: string },
  poolSize: number,
  { reuse = false } = {},
): Promise<BenchDatabase> {
  const setup = { demoData: false, adminEmail: admin.email, adminPassword: admin.password };
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const handle = await openPglite(dataDir);
    await prepareDatabase(handle, setup);
    return { handle, serverEnv: { DATA_DIR: dataDir }, url: '', remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is needed for the PostgreSQL bench (npm run bench starts a cluster)');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  // a database seeded by an earlier run is kept with `reuse` (ten million people take minutes to seed)
  if (!reuse || rowCount === 0) {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  }
  await client.end();
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  const handle = openPostgres(url, poolSize);
  await prepareDatabase(handle, { ...setup, connectionString: url });
  return { handle, serverEnv: { DATABASE_URL: url }, url, remove: () => {} };
}
