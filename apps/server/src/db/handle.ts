import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for the embedded database: the one PGlite instance of this process. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const pgliteDataPath = (dataDir: string): string => path.join(dataDir, 'pgdata');
