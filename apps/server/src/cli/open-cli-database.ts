import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { claimDataDir, releaseDataDir, runDir, runningPortalPid, SOCKET_PORT } from '../db/embedded-lock.ts';
import * as schema from '../db/schema/index.ts';
import { prepareDatabase } from '../db/seed/prepare-database.ts';

/**
 * PostgreSQL when configured; otherwise the running portal's embedded database through its
 * socket, and the data folder itself only when no portal is running.
 */
export async function openCliDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, 2);
  if (runningPortalPid(config.dataDir)) {
    const pool = new pg.Pool({ host: runDir(config.dataDir), port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    return { db, kind: 'pglite', close: () => pool.end() };
  }
  claimDataDir(config.dataDir);
  const handle = await openPglite(config.dataDir);
  await prepareDatabase(handle, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demoData: false,
    announce: (lines) => console.log(lines.join('\n')),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      releaseDataDir(config.dataDir);
    },
  };
}
