import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import type { Config } from '../config.ts';
import { openPglite, pgliteDataPath } from '../db/client.ts';
import { claimDataDir, releaseDataDir, runningPortalPid } from '../db/embedded-lock.ts';
import { AdminError } from '../lib/admin-error.ts';
import { writeBackupFile } from './backup-file.ts';
import { fetchBackup } from './backup-socket.ts';
import { dumpPglite } from './dump-pglite.ts';
import { dumpPostgres } from './dump-postgres.ts';

/** `backup --to FILE`: PostgreSQL by pg_dump; the embedded database by the running portal, or opened here. */
export async function takeBackup(config: Config, file: string): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  let bytes: number;
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    bytes = await writeBackupFile(file, (fd) => dumpPostgres(url, fd));
  } else if (runningPortalPid(config.dataDir)) {
    bytes = await writeBackupFile(file, (fd) => fetchBackup(config.dataDir, fd));
  } else {
    const pgdata = pgliteDataPath(config.dataDir);
    if (!existsSync(pgdata) || readdirSync(pgdata).length === 0)
      throw new AdminError(`There is no database in ${config.dataDir} to back up.`);
    claimDataDir(config.dataDir);
    try {
      const handle = await openPglite(config.dataDir);
      try {
        const dump = await dumpPglite(handle.pglite!);
        bytes = await writeBackupFile(file, async (fd) => {
          writeFileSync(fd, dump);
        });
      } finally {
        await handle.close();
      }
    } finally {
      releaseDataDir(config.dataDir);
    }
  }
  return { bytes, ms: Math.round(performance.now() - started) };
}
