import type { ExportReport } from '@portal/contract/audit-actions';
import type { ExportFormat } from '@portal/contract/export';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/contract/i18n/locales';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';
import { safeError } from '../../lib/safe-error.ts';
import type { ExportResult } from './export.service.ts';
import { runningExport } from './export-admission.ts';

/** A running export writes its counts this often, for the page's poll that may reach another process. */
const PROGRESS_EVERY_MS = 1000;

/** The language asked for; else the one the user saved; else English. */
export async function exportLanguage(db: Database, userId: number, asked: Locale | undefined): Promise<Locale> {
  if (asked) return asked;
  const [user] = await queryRows<{ language: string | null }>(db, sql`SELECT language FROM users WHERE user_id = ${userId}`);
  return isLocale(user?.language) ? user.language : DEFAULT_LOCALE;
}

/** The statement that records an export as it starts (run by the admission, under its lock); answers its id. */
export const exportStarted = (userId: number, format: ExportFormat, filters: object, report: ExportReport = 'list'): SQL =>
  sql`INSERT INTO exports (user_id, format, report, filters, row_count, enrolment_row_count, progress_at)
      VALUES (${userId}, ${format}, ${report}, ${JSON.stringify(filters)}::jsonb, 0, 0, now())
      RETURNING export_id`;

/** Records an export's end: its counts and outcome. */
export async function exportEnded(
  db: Database,
  exportId: number,
  result: ExportResult & { outcome: NonNullable<ExportResult['outcome']> },
) {
  await db.execute(
    sql`UPDATE exports SET finished_at = now(), progress_at = now(), row_count = ${result.rows},
          enrolment_row_count = ${result.enrolmentRows}, outcome = ${result.outcome},
          district_counts = ${result.districts ? JSON.stringify(result.districts) : null}::jsonb
        WHERE export_id = ${exportId}`,
  );
}

/**
 * A caller's own export as the poll reports it: its counts, and its outcome; one running but silent
 * (its process gone) is reported failed. Undefined for another's export and for one that never was.
 */
export async function exportProgress(db: Database, exportId: number, userId: number) {
  const [found] = await queryRows<{
    rows: number;
    enrolment_rows: number;
    outcome: ExportResult['outcome'];
    silent: boolean;
  }>(
    db,
    sql`SELECT row_count AS rows, enrolment_row_count AS enrolment_rows, outcome,
          NOT (${runningExport}) AND outcome IS NULL AS silent
        FROM exports WHERE export_id = ${exportId} AND user_id = ${userId}`,
  );
  if (!found) return undefined;
  return {
    rows: found.rows ?? 0,
    enrolmentRows: found.enrolment_rows ?? 0,
    outcome: found.outcome ?? (found.silent ? ('failed' as const) : null),
  };
}

/**
 * Writes a running export's counts every `PROGRESS_EVERY_MS`, whether or not rows moved (a stalled
 * download is still alive); `stop` waits for a write under way, so the final one comes last.
 */
export function progressWriter(db: Database, exportId: number, result: ExportResult, log: FastifyBaseLogger) {
  let writing: Promise<unknown> | null = null;
  const write = () => {
    if (writing) return;
    writing = db
      .execute(
        sql`UPDATE exports SET row_count = ${result.rows}, enrolment_row_count = ${result.enrolmentRows}, progress_at = now()
            WHERE export_id = ${exportId} AND outcome IS NULL`,
      )
      .catch((error) => log.warn({ event: 'export_progress_failed', exportId, err: safeError(error) }, 'progress not written'))
      .finally(() => {
        writing = null;
      });
  };
  const timer = setInterval(write, PROGRESS_EVERY_MS).unref();
  return {
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}
