import {
  ADMIN_HISTORY_PAGE_SIZE,
  type AdminAction,
  type AdminField,
  AdminHistoryEntrySchema,
  type AdminHistoryQuery,
  type AdminHistoryResponse,
  type AdminSubject,
} from '@portal/contract/staff-admin';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database, selectRows } from '../../db/client.ts';
import type { Actor } from './admin-guard.ts';

export interface AdminChange {
  field: AdminField;
  from: string | null;
  to: string | null;
}

/** The fields whose value differs between before and after, in the order given. */
export function changedFields(
  fields: readonly AdminField[],
  before: Partial<Record<AdminField, string | null>>,
  after: Partial<Record<AdminField, string | null>>,
): AdminChange[] {
  return fields
    .filter((field) => field in after && (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

type AdminEvent = { subject: AdminSubject; subjectId: number; subjectName: string; action: AdminAction; changes?: AdminChange[] };

/** One record of the Administration history, in the change's transaction; the actor named as they are now. */
export const recordAdminEvent = (tx: Database, actor: Actor, event: AdminEvent) => recordAdminEvents(tx, actor, [event]);

/** Records of one actor in one statement (a staff sheet's hundreds of rows). */
export async function recordAdminEvents(tx: Database, actor: Actor, events: readonly AdminEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    subject: e.subject,
    subject_id: e.subjectId,
    subject_name: e.subjectName,
    action: e.action,
    changes: e.changes ?? [],
  }));
  await tx.execute(
    sql`INSERT INTO admin_events (subject, subject_id, subject_name, action, changes, user_id, user_name)
        SELECT e.subject, e.subject_id, e.subject_name, e.action, e.changes, ${actor.userId},
               (SELECT emp_name FROM users WHERE user_id = ${actor.userId})
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS e(subject text, subject_id int, subject_name text, action text, changes jsonb)`,
  );
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A page of the Administration history, newest first: of the subjects a page keeps (users and roles,
 * or programmes and look-ups), or of one of them.
 */
export async function getAdminHistory(
  db: Database,
  query: AdminHistoryQuery,
  subjects: readonly AdminSubject[],
): Promise<AdminHistoryResponse> {
  const conditions = [sql`subject = ANY(${arrayParam([...subjects])}::text[])`];
  if (query.subject) conditions.push(sql`subject = ${query.subject}`);
  if (query.subject_id !== undefined) conditions.push(sql`subject_id = ${query.subject_id}`);
  if (query.before !== undefined) conditions.push(sql`admin_event_id < ${query.before}::bigint`);
  const rows = await selectRows(
    db,
    AdminHistoryEntrySchema,
    sql`SELECT admin_event_id::int AS admin_event_id, subject, subject_id, subject_name, action, changes, user_name,
          ${iso('occurred_at')} AS occurred_at
        FROM admin_events WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY admin_event_id DESC LIMIT ${ADMIN_HISTORY_PAGE_SIZE + 1}`,
  );
  const more = rows.length > ADMIN_HISTORY_PAGE_SIZE;
  const history = rows.slice(0, ADMIN_HISTORY_PAGE_SIZE);
  return { Status: true, history, older: more ? String(history[history.length - 1].admin_event_id) : null };
}
