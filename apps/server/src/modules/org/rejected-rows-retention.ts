import { EN_IN } from '@portal/contract/i18n/en-IN';
import type { RejectedRow } from '@portal/contract/org-upload';
import { type RecordedReport, RecordedReportSchema } from '@portal/contract/responses/uploads-history';
import type { Reason } from '@portal/contract/upload-reasons';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { purgeEveryHour } from '../../lib/periodic-purge.ts';
import { rejectedRow } from './upload-cells.ts';

/** What stands for a cell a reason quoted (a mistyped date of birth or mobile number, say). */
const GONE = '…';

/** A reason without the cell it quoted or the free text it carried. */
const withoutCell = ({ reasonId, reasonValues }: Reason): Reason => {
  if (!reasonValues) return { reasonId };
  const values = { ...reasonValues };
  if ('value' in values) values.value = `"${GONE}"`;
  if ('text' in values) values.text = GONE;
  return { reasonId, reasonValues: values };
};

/**
 * A rejected row as kept past its days: its number and its reasons, without what was typed. A row
 * whose reasons have no ids the catalogue knows (recorded before they had) keeps its text with every
 * quoted cell replaced.
 */
export function withoutTyped(row: RejectedRow): RejectedRow {
  if (row.reasons?.every((r) => r.reasonId in EN_IN)) return rejectedRow(row.row, row.reasons.map(withoutCell));
  return { row: row.row, reason: row.reason.replace(/"[^"]*"/g, `"${GONE}"`) };
}

const DueRow = z.object({ upload_id: z.number(), created: z.number(), existing: z.number(), report: z.unknown() });

/**
 * The report as kept past its days. One this version cannot read keeps its counts alone: what it holds
 * cannot be told apart, and it must not stop the uploads after it from being emptied.
 */
function emptiedReport(due: z.infer<typeof DueRow>): RecordedReport {
  const parsed = RecordedReportSchema.safeParse(due.report);
  if (!parsed.success) return { created: due.created, skipped: due.existing, rejected: [] };
  return { ...parsed.data, rejected: parsed.data.rejected.map(withoutTyped) };
}

/**
 * Empties the rejected rows of the beneficiary uploads older than `keepDays` (decision 052): each row
 * keeps its number and reasons, the report its counts. One upload a transaction (a report can hold
 * 50,000 rows), an upload another process holds passed over, so two processes empty each once.
 */
export async function emptyRejectedRowsPast(db: Database, keepDays: number, signal?: AbortSignal): Promise<number> {
  let emptied = 0;
  while (!signal?.aborted) {
    const done = await db.transaction(async (tx) => {
      const [due] = await selectRows(
        tx,
        DueRow,
        sql`SELECT upload_id, created_count AS created, existing_count AS existing, report FROM uploads
            WHERE kind = 'beneficiaries' AND rows_emptied_at IS NULL
              AND uploaded_at < now() - make_interval(days => ${keepDays})
            ORDER BY upload_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!due) return false;
      await tx.execute(
        sql`UPDATE uploads SET rows_emptied_at = now(), report = ${JSON.stringify(emptiedReport(due))}::jsonb
            WHERE upload_id = ${due.upload_id}`,
      );
      return true;
    });
    if (!done) break;
    emptied += 1;
  }
  return emptied;
}

/** Empties, at start and hourly, the rejected rows kept past UPLOAD_ROWS_KEEP_DAYS. */
export const rejectedRowsRetention = fp<{ db: Database; keepDays: number }>(async (app, { db, keepDays }) => {
  purgeEveryHour(
    app,
    {
      event: 'rejected_rows_emptied',
      message: 'rejected rows of uploads past their days emptied',
      failed: 'could not empty the rejected rows of uploads past their days',
    },
    (signal) => emptyRejectedRowsPast(db, keepDays, signal),
  );
});
