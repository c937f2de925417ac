import { writeFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { backupIntoFolder } from './backup-folder.ts';
import { BackupLeader } from './backup-leader.ts';
import { dumpPostgres } from './dump-postgres.ts';

/** Milliseconds from `now` to the next `hour`:00, local time. */
export function msUntilHour(now: Date, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export interface ScheduledBackups {
  /** One backup now, if this process is the one to take them; what was written, or null. */
  runOnce(): Promise<{ name: string; bytes: number } | null>;
  stop(): Promise<void>;
}

/** Daily backups into BACKUP_DIR at BACKUP_HOUR, the newest BACKUP_KEEP kept; logged by name and size only. */
export function scheduleBackups(config: Config, handle: DatabaseHandle, log: FastifyBaseLogger): ScheduledBackups {
  const dir = config.backupDir as string;
  const url = config.DATABASE_URL;
  const leader = url ? new BackupLeader(url) : null;
  const write = async (fd: number) => {
    if (url) await dumpPostgres(url, fd);
    // pg_dump for PGlite is loaded only by a portal on the embedded database
    else writeFileSync(fd, await (await import('./dump-pglite.ts')).dumpPglite(handle.pglite!));
  };
  const runOnce = async () => {
    if (leader && !(await leader.isLeader())) {
      log.info('backup left to another process of the portal');
      return null;
    }
    const started = performance.now();
    const result = await backupIntoFolder(dir, config.BACKUP_KEEP, new Date(), write);
    log.info(
      { backup: result.name, bytes: result.bytes, removed: result.removed, ms: Math.round(performance.now() - started) },
      'backup written',
    );
    return result;
  };
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(
      async () => {
        try {
          await runOnce();
        } catch (err) {
          log.error({ err }, 'backup failed');
        }
        plan();
      },
      msUntilHour(new Date(), config.BACKUP_HOUR),
    );
    timer.unref();
  };
  plan();
  return {
    runOnce,
    async stop() {
      clearTimeout(timer);
      await leader?.close();
    },
  };
}
