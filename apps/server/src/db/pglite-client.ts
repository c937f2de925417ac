import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { type Database, type DatabaseHandle, pgliteDataPath } from './handle.ts';
import * as schema from './schema/index.ts';

/**
 * PGlite's file layer sets its files' mode to 0666 itself, past the umask: they are made the owner's
 * alone here. Files it makes later keep 0666, but sit in folders only the owner can enter.
 */
function restrictToOwner(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = statSync(file).mode & 0o777;
    if (mode & 0o077) chmodSync(file, mode & 0o700);
  }
  chmodSync(dir, 0o700);
}

export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let target: string | undefined;
  if (dataDir) {
    target = pgliteDataPath(dataDir);
    mkdirSync(target, { recursive: true, mode: 0o700 });
  }
  const pglite = await PGlite.create(target, { extensions: { pg_trgm } });
  if (target) restrictToOwner(target);
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
