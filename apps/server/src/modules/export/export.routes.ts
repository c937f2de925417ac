import { Readable } from 'node:stream';
import { EXPORT_ID_HEADER, ExportProgressParamsSchema, type ExportQuery, ExportQuerySchema } from '@portal/contract/export';
import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { responses } from '@portal/contract/responses/common';
import { ExportFileResponseSchema, ExportProgressResponseSchema } from '@portal/contract/responses/export';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeError } from '../../lib/safe-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { type ExportOptions, type ExportResult, exportFile, exportWriter, indiaTime } from './export.service.ts';
import { exportAdmission } from './export-admission.ts';
import { contentDisposition, exportFileName, filterPlaces } from './export-file-name.ts';
import { ExportNames, readListNames } from './export-names.ts';
import { exportEnded, exportLanguage, exportProgress, exportStarted, progressWriter } from './export-record.service.ts';

const access = { access: 'beneficiary' } as const;

/** The caller may export (personal data leaving the system), or is refused and the refusal logged by ids. */
function exporter(request: FastifyRequest): number {
  const auth = requireAuth(request.auth);
  if (!allowsPermission(auth.permissions, PERMISSIONS.beneficiaryExport)) {
    request.log.warn({ event: 'authz_fail', userId: auth.userId, route: request.routeOptions.url }, 'export refused');
    throw new AppError('forbidden');
  }
  return auth.userId;
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
      const admitted = await admission.admit(exportStarted(userId, format, filters));
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
          await exportEnded(db, exportId, { ...result, outcome });
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
      const found = await exportProgress(db, request.params.id, userId);
      // another's export is as unknown as one that never was
      if (!found) throw new AppError('notFound');
      return { Status: true as const, ...found };
    },
  );
};
