import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/server-root.ts';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
// any constant shared by every app node; two nodes starting together take turns
const MIGRATION_LOCK_KEY = 727_001;

export async function applyMigrations(handle: DatabaseHandle, connectionString?: string): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!connectionString) throw new Error('A connection string is needed to migrate PostgreSQL');
  // the advisory lock belongs to one connection, so migrations run on a dedicated client
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
