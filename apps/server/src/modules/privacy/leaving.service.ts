import type { ErasureReason, PersonStanding, Withdrawal } from '@portal/contract/leaving';
import { PersonStandingSchema } from '@portal/contract/leaving';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EnrolmentActor, EnrolmentForbidden, mayCorrectBeneficiary } from '../beneficiary/enrolment-access.ts';
import { recordAudit } from '../records/audit-log.ts';
import { ENROLMENT_ERASED, PERSON_ERASED } from './erasure-columns.ts';

/** India's today, as a withdrawal's days are counted. */
const today = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * Where a person stands, read after their row is locked: in a statement of its own, so that one
 * which waited for the lock sees what the transaction it waited for committed (READ COMMITTED reads
 * a new snapshot per statement, the locking statement's subqueries the old one).
 */
export async function leftStanding(tx: Database, beneficiaryId: number) {
  const [standing] = await queryRows<{ withdrawn: boolean; erased: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM withdrawals WHERE beneficiary_id = ${beneficiaryId}) AS withdrawn,
          EXISTS (SELECT 1 FROM erasures WHERE beneficiary_id = ${beneficiaryId}) AS erased`,
  );
  return standing;
}

/**
 * Locks the person for the rest of the transaction (the same lock a correction and an enrolment
 * take, so none of them runs beside a withdrawal or an erasure), and answers where they stand.
 */
async function lockPerson(tx: Database, beneficiaryId: number, actor?: EnrolmentActor) {
  const [person] = await queryRows<{ allowed: boolean }>(
    tx,
    sql`SELECT ${actor ? mayCorrectBeneficiary(actor) : sql`true`} AS allowed
        FROM beneficiaries b WHERE b.beneficiary_id = ${beneficiaryId} FOR UPDATE`,
  );
  if (!person) throw new AppError('beneficiaryNotFound');
  return { ...person, ...(await leftStanding(tx, beneficiaryId)) };
}

/**
 * Records a person's withdrawal of consent, by whoever may correct them (their registrant or
 * `beneficiary-admin`): from now on they are in no list, export or upload match.
 */
export async function withdrawConsent(db: Database, beneficiaryId: number, withdrawal: Withdrawal, actor: EnrolmentActor) {
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, beneficiaryId, actor);
    if (!person.allowed) throw new EnrolmentForbidden();
    if (person.erased) throw new AppError('alreadyErased');
    if (person.withdrawn) throw new AppError('alreadyWithdrawn');
    await tx.execute(
      sql`INSERT INTO withdrawals (beneficiary_id, withdrawn_on, channel, recorded_by)
          VALUES (${beneficiaryId}, ${withdrawal.withdrawn_on}::date, ${withdrawal.channel}, ${actor.userId})`,
    );
    await recordAudit(tx, { beneficiaryId, action: 'consentWithdrawn', userId: actor.userId });
  });
}

/**
 * Erases a person's personal data in one transaction: their fields, their enrolments' education,
 * income and reason, the names of a guardian and a witness, and every old and new value and reason in
 * their History. What the figures count stays (place, codes, enrolments and amounts), so the dashboard
 * does not change; the erasure itself is recorded with who and why. `userId` null: the portal's own,
 * a withdrawal's days having passed.
 */
export async function erasePerson(db: Database, beneficiaryId: number, reason: ErasureReason, userId: number | null) {
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, beneficiaryId);
    if (person.erased) throw new AppError('alreadyErased');
    // first: the audit's trigger lets the values of a person recorded as erased be emptied, and nothing else
    await tx.execute(
      sql`INSERT INTO erasures (beneficiary_id, reason, erased_by) VALUES (${beneficiaryId}, ${reason}, ${userId})`,
    );
    await tx.execute(sql`UPDATE beneficiaries SET ${PERSON_ERASED} WHERE beneficiary_id = ${beneficiaryId}`);
    await tx.execute(sql`UPDATE beneficiary_programs SET ${ENROLMENT_ERASED} WHERE beneficiary_id = ${beneficiaryId}`);
    await tx.execute(sql`UPDATE consents SET witness_name = NULL, guardian_name = NULL WHERE beneficiary_id = ${beneficiaryId}`);
    await tx.execute(
      sql`UPDATE audit_events a SET reason = NULL, changes = (
            SELECT jsonb_agg(jsonb_build_object('field', c ->> 'field', 'from', NULL, 'to', NULL) ORDER BY n)
            FROM jsonb_array_elements(a.changes) WITH ORDINALITY AS x(c, n))
          WHERE a.beneficiary_id = ${beneficiaryId} AND (a.changes IS NOT NULL OR a.reason IS NOT NULL)`,
    );
    if (userId !== null) await recordAudit(tx, { beneficiaryId, action: 'beneficiaryErased', userId, reason });
    else
      await tx.execute(
        sql`INSERT INTO audit_events (beneficiary_id, action, reason, user_name)
            VALUES (${beneficiaryId}, 'beneficiaryErased', ${reason}, '')`,
      );
  });
}

const BeneficiaryIdRow = z.object({ beneficiary_id: z.number() });

/**
 * Erases, one by one, the people whose withdrawal is older than the office's days: at most `batch`
 * at a time, so an hourly run stays short. Two processes at once erase each person once (the lock and
 * the check in `erasePerson`). Answers how many it erased.
 */
export async function eraseWithdrawnPastDays(db: Database, batch = 200): Promise<number> {
  const due = await selectRows(
    db,
    BeneficiaryIdRow,
    sql`SELECT w.beneficiary_id FROM withdrawals w, privacy_settings s
        WHERE w.withdrawn_on + s.withdrawal_keep_days <= ${today}
          AND NOT EXISTS (SELECT 1 FROM erasures e WHERE e.beneficiary_id = w.beneficiary_id)
        ORDER BY w.withdrawn_on, w.beneficiary_id LIMIT ${batch}`,
  );
  let erased = 0;
  for (const { beneficiary_id } of due) {
    try {
      await erasePerson(db, beneficiary_id, 'withdrawn', null);
      erased += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'alreadyErased')) throw error;
    }
  }
  return erased;
}

/** Where a person stands: their withdrawal with the day they will be erased, their erasure. */
export async function personStanding(db: Database, beneficiaryId: number): Promise<PersonStanding> {
  const [standing] = await selectRows(
    db,
    PersonStandingSchema,
    sql`SELECT
          (SELECT json_build_object('withdrawn_on', w.withdrawn_on::text, 'channel', w.channel,
             'erase_on', (w.withdrawn_on + s.withdrawal_keep_days)::text, 'recorded_by_name', u.emp_name)
           FROM withdrawals w JOIN users u ON u.user_id = w.recorded_by, privacy_settings s
           WHERE w.beneficiary_id = ${beneficiaryId}) AS withdrawal,
          (SELECT json_build_object('erased_at', to_char(e.erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'reason', e.reason, 'erased_by_name', u.emp_name)
           FROM erasures e LEFT JOIN users u ON u.user_id = e.erased_by
           WHERE e.beneficiary_id = ${beneficiaryId}) AS erasure`,
  );
  return standing as PersonStanding;
}
