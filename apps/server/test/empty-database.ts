import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { wrapPglite } from '../src/db/pglite-client.ts';
import { withDatabase } from './global-setup.ts';
import { testDatabaseKind } from './test-database.ts';

export interface EmptyDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL's address (for `prepareDatabase`); none for PGlite. */
  connectionString?: string;
  close(): Promise<void>;
}

/** A database with nothing in it, on the engine of the run (a new PGlite, or a new PostgreSQL database). */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = wrapPglite(await PGlite.create({ extensions: { pg_trgm } }));
    return { handle, close: () => handle.close() };
  }
  const url = process.env.DATABASE_URL as string;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const connectionString = withDatabase(url, name);
  const handle = openPostgres(connectionString, 5);
  return {
    handle,
    connectionString,
    async close() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Applies the migrations up to and including `lastTag` only, as a deployment of that time has them:
 * a copy of the folder whose journal ends there.
 */
export async function migrateUpTo(database: EmptyDatabase, lastTag: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((e) => e.tag === lastTag);
    if (last < 0) throw new Error(`${lastTag} is not in the journal`);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalFile, JSON.stringify(journal));
    const { handle, connectionString } = database;
    if (handle.pglite) {
      await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
      return;
    }
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    } finally {
      await client.end();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
