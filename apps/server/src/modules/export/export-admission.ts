import { EXPORTS_AT_ONCE } from '@portal/contract/constants';
import { type SQL, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** A running export silent this long has ended with its process (its progress is written every second). */
export const SILENT_MS = 30_000;
/** The admissions of every process take turns on it. */
const ADMISSION_LOCK_KEY = ADVISORY_LOCKS.exportAdmission;
const RETRY_AFTER_SECONDS = 30;

const busy = () => new AppError('exportsBusy', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** The running exports condition: not ended, and heard from lately. */
export const runningExport = sql`outcome IS NULL AND coalesce(progress_at, started_at) > now() - make_interval(secs => ${SILENT_MS / 1000})`;

export interface Admitted {
  exportId: number;
  /** Gives the place back; called once the export has ended, however it ended. */
  done(): void;
}

/**
 * Exports run a few at a time: at most `EXPORTS_AT_ONCE.perProcess` in this process (each holds a
 * batch and a file's writer in its memory) and `EXPORTS_AT_ONCE.total` on the database (each reads
 * the whole list), counted from the `exports` rows under an advisory lock, so admissions on every
 * process take turns and the count is exact. The rest are refused, 429 with Retry-After.
 */
export function exportAdmission(db: Database, limits: { total: number; perProcess: number } = EXPORTS_AT_ONCE) {
  let here = 0;
  return {
    /** Runs `insert` (the export's record, RETURNING export_id) when there is room. */
    async admit(insert: SQL): Promise<Admitted> {
      if (here >= limits.perProcess) throw busy();
      here += 1;
      try {
        const exportId = await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMISSION_LOCK_KEY})`);
          const [{ n }] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM exports WHERE ${runningExport}`);
          if (n >= limits.total) throw busy();
          const [row] = await queryRows<{ export_id: number }>(tx, insert);
          return row.export_id;
        });
        let given = false;
        return {
          exportId,
          done: () => {
            if (given) return;
            given = true;
            here -= 1;
          },
        };
      } catch (error) {
        here -= 1;
        throw error;
      }
    },
  };
}
