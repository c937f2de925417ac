import { Readable } from 'node:stream';
import { EXPORT_ID_HEADER, ExportProgressParamsSchema, type ExportQuery, ExportQuerySchema } from '@portal/contract/export';
import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { responses } from '@portal/contract/responses/common';
import { ExportFileResponseSchema, ExportProgressResponseSchema } from '@portal/contract/responses/export';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeError } from '../../lib/safe-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { type ExportOptions, type ExportResult, exportFile, exportWriter } from './export.service.ts';

const access = { access: 'beneficiary' } as const;
/** A finished export's progress is kept this long for the page that asks after it. */
const KEEP_FINISHED_MS = 60_000;

interface Running {
  userId: number;
  result: ExportResult;
}

/** The caller may export (personal data leaving the system), or is refused and the refusal logged by ids. */
function exporter(request: FastifyRequest): number {
  const auth = requireAuth(request.auth);
  if (!allowsPermission(auth.permissions, PERMISSIONS.beneficiaryExport)) {
    request.log.warn({ event: 'authz_fail', userId: auth.userId, route: request.routeOptions.url }, 'export refused');
    throw new AppError('forbidden');
  }
  return auth.userId;
}

/** India's day, for the file's name. */
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The list exported: exactly its rows (filters and search), all of them, streamed as they are read.
 * Each export is recorded (who, when, the filters, the format; at its end the row count and whether
 * it completed, was cancelled or failed); the log says so by ids only, the filters (a search may
 * hold a name) never.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database; exportOptions?: ExportOptions }> = async (
  app,
  { db, exportOptions },
) => {
  const running = new Map<number, Running>();

  app.get(
    '/export-beneficiaries',
    {
      config: access,
      schema: { querystring: ExportQuerySchema, response: responses(ExportFileResponseSchema), tags: ['beneficiary'] },
    },
    async (request, reply) => {
      const userId = exporter(request);
      const query: ExportQuery = request.query;
      const { format, ...filters } = query;
      const [{ export_id: exportId }] = await queryRows<{ export_id: number }>(
        db,
        sql`INSERT INTO exports (user_id, format, filters) VALUES (${userId}, ${format}, ${JSON.stringify(filters)}::jsonb)
            RETURNING export_id`,
      );
      const result: ExportResult = { rows: 0, enrolmentRows: 0, outcome: null };
      running.set(exportId, { userId, result });
      const writer = exportWriter(format, exportOptions?.sheetRows);
      request.log.info({ event: 'export_started', userId, exportId, format }, 'export started');

      const finish = async () => {
        const outcome = result.outcome ?? 'cancelled';
        result.outcome = outcome;
        try {
          await db.execute(
            sql`UPDATE exports SET finished_at = now(), row_count = ${result.rows}, outcome = ${outcome}
                WHERE export_id = ${exportId}`,
          );
        } catch (error) {
          request.log.error({ event: 'export_record_failed', exportId, err: safeError(error) }, 'export record not updated');
        }
        request.log.info({ event: `export_${outcome}`, userId, exportId, rows: result.rows }, 'export ended');
        setTimeout(() => running.delete(exportId), KEEP_FINISHED_MS).unref();
      };

      const source = exportFile(db, query, userId, writer, result, exportOptions);
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
      const name = `beneficiaries-${today()}.${writer.extension}`;
      return reply
        .header('Content-Type', writer.contentType)
        .header('Content-Disposition', `attachment; filename="${name}"`)
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
      const found = running.get(request.params.id);
      // another's export is as unknown as a finished one
      if (!found || found.userId !== userId) throw new AppError('notFound');
      const { rows, enrolmentRows, outcome } = found.result;
      return { Status: true as const, rows, enrolmentRows, outcome };
    },
  );
};
