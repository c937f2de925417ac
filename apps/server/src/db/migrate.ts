import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/server-root.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
// two nodes starting together take turns
const START_LOCK_KEY = ADVISORY_LOCKS.start;

/**
 * Runs `work` (migrations and reference data) holding the start lock, so app nodes starting together
 * on one PostgreSQL take turns: the first migrates and seeds, the next finds it done. The embedded
 * database has one process. The lock belongs to one connection, a client of its own held meanwhile.
 */
export async function withStartLock<T>(
  handle: DatabaseHandle,
  connectionString: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.pglite) return work();
  if (!connectionString) throw new Error('A connection string is needed to prepare PostgreSQL');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** The migrations not yet applied; under `withStartLock` on PostgreSQL. */
export async function applyMigrations(handle: DatabaseHandle, connectionString?: string): Promise<void> {
  if (handle.pglite) {
    // the embedded database's driver is loaded only for it: a server on PostgreSQL keeps it out of memory
    const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
    await migrate(drizzle(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!connectionString) throw new Error('A connection string is needed to migrate PostgreSQL');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}
