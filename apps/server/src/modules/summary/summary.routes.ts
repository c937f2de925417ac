import { Readable } from 'node:stream';
import { PERMISSIONS } from '@portal/contract/permissions';
import { responses } from '@portal/contract/responses/common';
import { ExportFileResponseSchema } from '@portal/contract/responses/export';
import { SUMMARY_PATH, type SummaryQuery, SummaryQuerySchema } from '@portal/contract/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, listDatabase, queryRows } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { exportWriter, indiaTime } from '../export/export.service.ts';
import { contentDisposition, exportFileName, filterPlaces } from '../export/export-file-name.ts';
import { ExportNames, readListNames } from '../export/export-names.ts';
import { exportEnded, exportLanguage, exportStarted } from '../export/export-record.service.ts';
import { summaryTables } from './summary-sheets.ts';

/**
 * The dashboard's tables under the filters as a workbook (a sheet each) or CSV files in a .zip, in
 * the language asked for. Figures, not people: read from the dashboard's counts, streamed a sheet at a
 * time, and recorded in the exports log as a summary (who, when, the filters, the rows written).
 */
export const summaryRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, { db, now }) => {
  app.get(
    SUMMARY_PATH,
    {
      config: { access: PERMISSIONS.summary },
      schema: { querystring: SummaryQuerySchema, response: responses(ExportFileResponseSchema), tags: ['summary'] },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request.auth);
      const query: SummaryQuery = request.query;
      const { format, language, ...filters } = query;
      const at = indiaTime(now?.() ?? new Date());
      const locale = await exportLanguage(db, userId, language);
      const lists = await readListNames(db);
      const names = new ExportNames(locale, lists);
      const english = locale === 'en-IN' ? names : new ExportNames('en-IN', lists);
      const places = await filterPlaces(db, filters);
      const tables = await summaryTables(listDatabase(db), filters, { names, places, at, today: at.slice(0, 10) });
      const writer = exportWriter(format);
      const fileName = exportFileName(filters, places, names, english, at, writer.extension, 'summary');
      const [{ export_id: exportId }] = await queryRows<{ export_id: number }>(
        db,
        exportStarted(userId, format, filters, 'summary'),
      );
      request.log.info({ event: 'summary_started', userId, exportId, format }, 'summary started');
      let rows = 0;
      let outcome: 'completed' | 'cancelled' | 'failed' = 'cancelled';
      let ended = false;
      const end = async () => {
        if (ended) return;
        ended = true;
        await exportEnded(db, exportId, { rows, enrolmentRows: 0, outcome });
        request.log.info({ event: `summary_${outcome}`, userId, exportId, rows }, 'summary ended');
      };
      // a generator's `finally` runs when it ends, fails, or its reader stops (the stream destroyed)
      async function* file() {
        try {
          for (const table of tables) {
            writer.begin(table.part, table.sheet, table.columns);
            for (const row of table.rows) writer.row(row);
            writer.end();
            rows += table.rows.length;
            yield* writer.take();
          }
          await writer.finish();
          yield* writer.take();
          outcome = 'completed';
        } catch (error) {
          outcome = 'failed';
          throw error;
        } finally {
          await end();
        }
      }
      const stream = Readable.from(file(), { objectMode: false });
      // a download dropped before its first byte was asked for never starts the generator
      stream.once('close', () => void end().catch(() => undefined));
      return reply
        .header('Content-Type', writer.contentType)
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
};
