import { openCliDatabase } from '../../apps/server/src/cli/open-cli-database.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * The running portal's database, as its command line reaches it: PostgreSQL when the tests run on it,
 * else the embedded database through the portal's socket. For what no screen does (time passing).
 */
export async function withPortalDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openCliDatabase(loadConfig({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }));
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
