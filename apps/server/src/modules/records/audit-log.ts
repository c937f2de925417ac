import type { AuditAction } from '@portal/contract/audit-actions';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** A value as the audit keeps it: text, or null for an empty field. */
export type AuditValue = string | null;

/** One changed field: its column name, the value before and after. */
export interface FieldChange {
  field: string;
  from: AuditValue;
  to: AuditValue;
}

export interface AuditEvent {
  beneficiaryId: number;
  beneficiaryProgramId?: number;
  action: AuditAction;
  userId: number;
  changes?: readonly FieldChange[];
  reason?: string;
}

/** Numbers, dates and texts compare as the text the audit keeps; '' and null are both empty. */
export const auditValue = (value: unknown): AuditValue =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The fields whose value differs between the row before and the values written, in `fields`' order. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = auditValue(before[field]);
    const to = auditValue(after[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * Writes one audit record, with the actor's name as it is now (a later rename leaves it), with the transaction `tx` of the change it records: the change and its
 * record are stored together or not at all. The record holds personal data: it is never logged.
 */
export async function recordAudit(tx: Database, event: AuditEvent): Promise<void> {
  const changes = event.changes && event.changes.length > 0 ? JSON.stringify(event.changes) : null;
  await tx.execute(sql`
    INSERT INTO audit_events (beneficiary_id, beneficiary_program_id, action, changes, reason, user_id, user_name)
    SELECT ${event.beneficiaryId}, ${event.beneficiaryProgramId ?? null}::int, ${event.action}, ${changes}::jsonb,
      ${event.reason ?? null}, user_id, emp_name
    FROM users WHERE user_id = ${event.userId}`);
}
