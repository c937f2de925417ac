import { type NewRequest, PrivacyRequestSchema, REQUESTS_PAGE } from '@portal/contract/privacy-requests';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { privacySettings } from './notice.service.ts';

/** India's today, as the due days are counted. */
const today = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

const requestRows = (days: number, where: SQL, order: SQL, offset: number) =>
  sql`SELECT r.request_id, r.beneficiary_id, CASE WHEN EXISTS (SELECT 1 FROM erasures e WHERE e.beneficiary_id = b.beneficiary_id) THEN ''
          ELSE concat_ws(' ', b.first_name, b.last_name) END AS person_name, r.kind, r.channel,
        r.received_on::text AS received_on, (r.received_on + ${days}::int)::text AS due_on,
        r.closed_on IS NULL AND r.received_on + ${days}::int < ${today} AS overdue,
        rb.emp_name AS recorded_by_name, r.closed_on::text AS closed_on, r.outcome, cb.emp_name AS closed_by_name
      FROM privacy_requests r
      JOIN beneficiaries b ON b.beneficiary_id = r.beneficiary_id
      JOIN users rb ON rb.user_id = r.recorded_by
      LEFT JOIN users cb ON cb.user_id = r.closed_by
      WHERE ${where} ORDER BY ${order} LIMIT ${REQUESTS_PAGE + 1} OFFSET ${offset}`;

/** A page of requests, and whether more follow (one more was read than is answered). */
async function requestPage(db: Database, days: number, where: SQL, order: SQL, offset: number) {
  const rows = await selectRows(db, PrivacyRequestSchema, requestRows(days, where, order, offset));
  return { requests: rows.slice(0, REQUESTS_PAGE), more: rows.length > REQUESTS_PAGE, days };
}

const RequestIdRow = z.object({ request_id: z.number() });

/** Logs a person's request as received; answers its id. 404 for a person there is not. */
export async function logRequest(db: Database, beneficiaryId: number, request: NewRequest, userId: number): Promise<number> {
  const [logged] = await selectRows(
    db,
    RequestIdRow,
    sql`INSERT INTO privacy_requests (beneficiary_id, kind, channel, received_on, recorded_by)
        SELECT beneficiary_id, ${request.kind}, ${request.channel}, ${request.received_on}::date, ${userId}
        FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId}
        RETURNING request_id`,
  );
  if (!logged) throw new AppError('beneficiaryNotFound');
  return logged.request_id;
}

/** A person's requests, newest first. */
export async function personRequests(db: Database, beneficiaryId: number, offset = 0) {
  const { request_days: days } = await privacySettings(db);
  return requestPage(db, days, sql`r.beneficiary_id = ${beneficiaryId}`, sql`r.received_on DESC, r.request_id DESC`, offset);
}

/** The office's requests: open ones (oldest first), those past the office's days, or closed ones (newest first). */
export async function officeRequests(db: Database, status: 'open' | 'overdue' | 'closed' | 'all', offset = 0) {
  const { request_days: days } = await privacySettings(db);
  const where: Record<typeof status, SQL> = {
    open: sql`r.closed_on IS NULL`,
    overdue: sql`r.closed_on IS NULL AND r.received_on + ${days}::int < ${today}`,
    closed: sql`r.closed_on IS NOT NULL`,
    all: sql`true`,
  };
  const order = status === 'open' || status === 'overdue' ? sql`r.received_on, r.request_id` : sql`r.request_id DESC`;
  return requestPage(db, days, where[status], order, offset);
}

const RequestIdClosedRow = z.object({ request_id: z.number(), closed: z.boolean() });

/** Closes an open request with its outcome, today; one already closed is refused (editConflict). */
export async function closeRequest(db: Database, requestId: number, outcome: 'fulfilled' | 'refused', userId: number) {
  const [closed] = await selectRows(
    db,
    RequestIdClosedRow,
    sql`WITH target AS (SELECT request_id, closed_on IS NOT NULL AS closed FROM privacy_requests WHERE request_id = ${requestId}),
        done AS (UPDATE privacy_requests SET closed_on = ${today}, outcome = ${outcome}, closed_by = ${userId}
          WHERE request_id = ${requestId} AND closed_on IS NULL RETURNING request_id)
        SELECT t.request_id, t.closed OR NOT EXISTS (SELECT 1 FROM done) AS closed FROM target t`,
  );
  if (!closed) throw new AppError('notFound');
  if (closed.closed) throw new AppError('editConflict');
}
