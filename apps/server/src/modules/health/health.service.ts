import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Resolves when the database answers a trivial statement. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
