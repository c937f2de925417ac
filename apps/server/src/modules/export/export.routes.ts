import { Readable } from 'node:stream';
import { EXPORT_ID_HEADER, ExportProgressParamsSchema, type ExportQuery, ExportQuerySchema } from '@portal/contract/export';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/contract/i18n/locales';
import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { responses } from '@portal/contract/responses/common';
import { ExportFileResponseSchema, ExportProgressResponseSchema } from '@portal/contract/responses/export';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeError } from '../../lib/safe-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { type ExportOptions, type ExportResult, exportFile, exportWriter, indiaTime } from './export.service.ts';
import { exportAdmission, runningExport } from './export-admission.ts';
import { contentDisposition, exportFileName, filterPlaces } from './export-file-name.ts';
import { ExportNames, readListNames } from './export-names.ts';

const access = { access: 'beneficiary' } as const;
/** A running export writes its counts this often, for the page's poll that may reach another process. */
const PROGRESS_EVERY_MS = 1000;

/** The caller may export (personal data leaving the system), or is refused and the refusal logged by ids. */
function exporter(request: FastifyRequest): number {
  const auth = requireAuth(request.auth);
  if (!allowsPermission(auth.permissions, PERMISSIONS.beneficiaryExport)) {
    request.log.warn({ event: 'authz_fail', userId: auth.userId, route: request.routeOptions.url }, 'export refused');
    throw new AppError('forbidden');
  }
  return auth.userId;
}

/** The language asked for; else the one the user saved; else English. */
async function exportLanguage(db: Database, userId: number, asked: Locale | undefined): Promise<Locale> {
  if (asked) return asked;
  const [user] = await queryRows<{ language: string | null }>(db, sql`SELECT language FROM users WHERE user_id = ${userId}`);
  return isLocale(user?.language) ? user.language : DEFAULT_LOCALE;
}

/**
 * The list exported: exactly its rows (filters and search), all of them, streamed as they are read,
 * in the language asked for (headings, the lists' names, districts and taluks, the file's name).
 * The file's name says what was exported and when, never what was searched.
 * Each export is recorded (who, when, the filters, the format; at its end the row count and whether
 * it completed, was cancelled or failed); the log says so by ids only, the filters (a search may
 * hold a name) never.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database; exportOptions?: ExportOptions }> = async (
  app,
  { db, exportOptions },
) => {
  const admission = exportAdmission(db, exportOptions?.atOnce);

  app.get(
    '/export-beneficiaries',
    {
      config: access,
      schema: { querystring: ExportQuerySchema, response: responses(ExportFileResponseSchema), tags: ['beneficiary'] },
    },
    async (request, reply) => {
      const userId = exporter(request);
      const query: ExportQuery = request.query;
      const { format, language, ...filters } = query;
      const at = indiaTime(exportOptions?.now?.() ?? new Date());
      const locale = await exportLanguage(db, userId, language);
      const lists = await readListNames(db);
      const names = new ExportNames(locale, lists);
      const english = locale === 'en-IN' ? names : new ExportNames('en-IN', lists);
      const places = await filterPlaces(db, query);
      const writer = exportWriter(format, exportOptions?.sheetRows);
      const fileName = exportFileName(query, places, names, english, at, writer.extension);
      // from here on the export holds a place, given back by `finish` when its stream closes
      const admitted = await admission.admit(
        sql`INSERT INTO exports (user_id, format, filters, row_count, enrolment_row_count, progress_at)
            VALUES (${userId}, ${format}, ${JSON.stringify(filters)}::jsonb, 0, 0, now())
            RETURNING export_id`,
      );
      const { exportId } = admitted;
      const result: ExportResult = { rows: 0, enrolmentRows: 0, outcome: null };
      const progress = progressWriter(db, exportId, result, request.log);
      request.log.info({ event: 'export_started', userId, exportId, format }, 'export started');
      const ended = app.metrics.exportStarted(format, result);

      let finished = false;
      const finish = async () => {
        if (finished) return;
        finished = true;
        const outcome = result.outcome ?? 'cancelled';
        result.outcome = outcome;
        await progress.stop();
        ended();
        admitted.done();
        try {
          await db.execute(
            sql`UPDATE exports SET finished_at = now(), progress_at = now(), row_count = ${result.rows},
                  enrolment_row_count = ${result.enrolmentRows}, outcome = ${outcome}
                WHERE export_id = ${exportId}`,
          );
        } catch (error) {
          request.log.error({ event: 'export_record_failed', exportId, err: safeError(error) }, 'export record not updated');
        }
        request.log.info({ event: `export_${outcome}`, userId, exportId, rows: result.rows }, 'export ended');
      };

      const source = exportFile(db, query, userId, { names, day: at.slice(0, 10) }, writer, result, exportOptions);
      // a generator's `finally` runs when it ends, fails, or its reader stops (the stream destroyed)
      async function* recorded() {
        try {
          yield* source;
        } catch (error) {
          request.log.error({ event: 'export_failed', exportId, err: safeError(error) }, 'export failed');
          throw error;
        } finally {
          await finish();
        }
      }
      const stream = Readable.from(recorded(), { objectMode: false, highWaterMark: 1 << 16 });
      // a download dropped before its first byte was asked for never starts the generator
      stream.once('close', () => void finish());
      return reply
        .header('Content-Type', writer.contentType)
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .header(EXPORT_ID_HEADER, String(exportId))
        .send(stream);
    },
  );

  app.get(
    '/export-progress/:id',
    {
      config: access,
      schema: { params: ExportProgressParamsSchema, response: responses(ExportProgressResponseSchema), tags: ['beneficiary'] },
    },
    async (request) => {
      const userId = exporter(request);
      const [found] = await queryRows<{
        rows: number;
        enrolment_rows: number;
        outcome: ExportResult['outcome'];
        silent: boolean;
      }>(
        db,
        sql`SELECT row_count AS rows, enrolment_row_count AS enrolment_rows, outcome,
              NOT (${runningExport}) AND outcome IS NULL AS silent
            FROM exports WHERE export_id = ${request.params.id} AND user_id = ${userId}`,
      );
      // another's export is as unknown as one that never was
      if (!found) throw new AppError('notFound');
      const outcome = found.outcome ?? (found.silent ? 'failed' : null);
      return { Status: true as const, rows: found.rows ?? 0, enrolmentRows: found.enrolment_rows ?? 0, outcome };
    },
  );
};

/**
 * Writes a running export's counts every `PROGRESS_EVERY_MS`, whether or not rows moved (a stalled
 * download is still alive); `stop` waits for a write under way, so the final one comes last.
 */
function progressWriter(db: Database, exportId: number, result: ExportResult, log: FastifyBaseLogger) {
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
