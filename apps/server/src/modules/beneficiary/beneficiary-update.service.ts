import { type BeneficiaryCreate, PERSON_FIELDS } from '@portal/contract/beneficiary';
import { RECORD_ACTIVE, RECORD_INACTIVE } from '@portal/contract/lookups';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows, selectRows } from '../../db/client.ts';
import { assignments } from '../../db/schema/entity-columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { leftStanding } from '../privacy/leaving.service.ts';
import { changedFields, recordAudit } from '../records/audit-log.ts';
import { personKeySql, placeOf } from './beneficiary-register.service.ts';
import { type EnrolmentActor, EnrolmentForbidden, mayCorrectBeneficiary } from './enrolment-access.ts';

// the date as the form sends it, YYYY-MM-DD, so that an unchanged date compares equal
const PERSON_COLUMNS = PERSON_FIELDS.map((f) => (f === 'dob' ? `to_char(dob, 'YYYY-MM-DD') AS dob` : f)).join(', ');

/** A correction that would make the person another record's person: that record's id is answered. */
export class DuplicateOnUpdateError extends AppError {
  constructor(readonly existingId: number) {
    super('duplicateOnUpdate');
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Locks the person for the rest of the transaction and applies the rule to the locked row: a missing
 * one is the spec's not-found, one the caller may not correct is 403. Answers the row as it was.
 */
async function lockPerson(tx: Database, beneficiaryId: number, actor: EnrolmentActor) {
  const [row] = await queryRows<Record<string, unknown> & { allowed: boolean; status_id: number }>(
    tx,
    sql`SELECT ${sql.raw(PERSON_COLUMNS)}, status_id,
          ${mayCorrectBeneficiary(actor)} AS allowed
        FROM beneficiaries b WHERE b.beneficiary_id = ${beneficiaryId} FOR UPDATE`,
  );
  if (!row) throw new AppError('beneficiaryNotFound');
  if (!row.allowed) throw new EnrolmentForbidden();
  // a withdrawn or erased person's record takes no change (decision 039)
  const { withdrawn, erased } = await leftStanding(tx, beneficiaryId);
  if (withdrawn || erased) throw new AppError('beneficiaryLeft');
  return row;
}

const BeneficiaryIdRow = z.object({ beneficiary_id: z.number() });

/** Another person with the same person key: the correction would make the two one. */
async function otherWithKey(tx: Database, beneficiaryId: number, input: BeneficiaryCreate): Promise<number | undefined> {
  const [other] = await selectRows(
    tx,
    BeneficiaryIdRow,
    sql`SELECT beneficiary_id FROM beneficiaries
        WHERE ${personKeySql(input.first_name, input.dob, input.aadhaar_no)} AND beneficiary_id <> ${beneficiaryId}`,
  );
  return other?.beneficiary_id;
}

/**
 * Corrects a person with the registration form's values, and records each changed field's old and
 * new value in the same transaction. A correction that changes nothing writes nothing.
 */
export async function updateBeneficiary(
  db: Database,
  beneficiaryId: number,
  sent: BeneficiaryCreate,
  actor: EnrolmentActor,
): Promise<void> {
  const input = await placeOf(db, sent);
  try {
    await db.transaction(async (tx) => {
      const before = await lockPerson(tx, beneficiaryId, actor);
      const other = await otherWithKey(tx, beneficiaryId, input);
      if (other !== undefined) throw new DuplicateOnUpdateError(other);
      const changes = changedFields(before, input, PERSON_FIELDS);
      if (changes.length === 0) return;
      await tx.execute(sql`
        UPDATE beneficiaries SET ${assignments(input, PERSON_FIELDS)},
          updated_by = ${actor.userId}, updated_at = now()
        WHERE beneficiary_id = ${beneficiaryId}`);
      await recordAudit(tx, { beneficiaryId, action: 'beneficiaryUpdated', userId: actor.userId, changes });
    });
  } catch (error) {
    // a registration of the same person committed between the check and the update
    if (!isUniqueViolation(error)) throw error;
    const other = await otherWithKey(db, beneficiaryId, input);
    if (other === undefined) throw error;
    throw new DuplicateOnUpdateError(other);
  }
}

/**
 * Deactivates (status Inactive, with the reason) or reactivates a person, and records it. Asking for
 * the status the person already has changes and records nothing.
 */
export async function setBeneficiaryActive(
  db: Database,
  beneficiaryId: number,
  active: boolean,
  actor: EnrolmentActor,
  reason?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPerson(tx, beneficiaryId, actor);
    if ((before.status_id === RECORD_ACTIVE) === active) return;
    await tx.execute(sql`
      UPDATE beneficiaries SET status_id = ${active ? RECORD_ACTIVE : RECORD_INACTIVE}, deactivation_reason = ${active ? null : (reason ?? null)},
        updated_by = ${actor.userId}, updated_at = now()
      WHERE beneficiary_id = ${beneficiaryId}`);
    await recordAudit(tx, {
      beneficiaryId,
      action: active ? 'beneficiaryReactivated' : 'beneficiaryDeactivated',
      userId: actor.userId,
      reason: active ? undefined : reason,
    });
  });
}
