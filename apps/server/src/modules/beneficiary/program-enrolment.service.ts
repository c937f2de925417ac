import { ENROLMENT_DELETES_PER_HOUR, UNDO_NETWORK_GRACE_MS, UNDO_WINDOW_MS } from '@portal/contract/constants';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import {
  type AddProgram,
  ENROLMENT_FIELDS,
  type EnrolmentField,
  needsEducation,
  PERSON_DETAIL_FIELDS,
} from '@portal/contract/program';
import { SubProgramOptionSchema } from '@portal/contract/responses/beneficiary';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows, selectRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { leftStanding } from '../privacy/leaving.service.ts';
import { changedFields, recordAudit } from '../records/audit-log.ts';
import { type EnrolmentActor, EnrolmentForbidden, mayChangeEnrolment, mayCorrectBeneficiary } from './enrolment-access.ts';

const SubProgramFlagsRow = z.object({
  is_mutual_fund: z.boolean(),
  skips_education: z.boolean(),
  retired: z.boolean(),
});

/** The chosen sub-programme, of the chosen programme: its flags, and whether it still takes new enrolments. */
async function checkSubProgram(db: Database, input: AddProgram) {
  const [match] = await selectRows(
    db,
    SubProgramFlagsRow,
    sql`SELECT s.is_mutual_fund, s.skips_education, (s.status_id <> ${RECORD_ACTIVE} OR p.status_id <> ${RECORD_ACTIVE}) AS retired
        FROM sub_programs s JOIN programs p ON p.program_id = s.program_id
        WHERE s.sub_program_id = ${input.sub_program_id} AND s.program_id = ${input.program_id}`,
  );
  if (!match) throw fieldError('subProgramMismatch', 'sub_program_id');
  return match;
}
type SubProgram = Awaited<ReturnType<typeof checkSubProgram>>;

/**
 * The values an enrolment stores, by column: the form's, but for the sub-programme without education
 * and income, whose enrolment states none (the person's own stay as they are).
 */
function enrolmentValues(input: AddProgram, subProgram: SubProgram): Record<EnrolmentField, unknown> {
  const education = needsEducation(subProgram);
  return Object.fromEntries(
    ENROLMENT_FIELDS.map((f) => [
      f,
      (PERSON_DETAIL_FIELDS as readonly string[]).includes(f) && !education ? null : (input[f as keyof AddProgram] ?? null),
    ]),
  ) as Record<EnrolmentField, unknown>;
}

/**
 * Locks the person for the rest of the transaction: every change of their enrolments takes this lock
 * first, so two of them (or one and a correction) run one after the other and the duplicate check
 * sees the other's result. A missing person is the spec's not-found.
 */
async function lockPersonForEnrolment(tx: Database, beneficiaryId: number, actor: EnrolmentActor) {
  const [row] = await queryRows<Record<string, unknown> & { status_id: number; may_correct: boolean }>(
    tx,
    sql`SELECT ${sql.raw(PERSON_DETAIL_FIELDS.join(', '))}, status_id, ${mayCorrectBeneficiary(actor)} AS may_correct
        FROM beneficiaries b WHERE b.beneficiary_id = ${beneficiaryId} FOR NO KEY UPDATE`,
  );
  if (!row) throw new AppError('beneficiaryNotFound');
  const { withdrawn, erased } = await leftStanding(tx, beneficiaryId);
  return { ...row, left: withdrawn || erased };
}

/** Asked after the caller's right to the enrolment, so a refusal tells nothing of the person's state. */
function requireActive(person: { status_id: number; left: boolean }): void {
  // a withdrawn or erased person's record takes no change (decision 039)
  if (person.left) throw new AppError('beneficiaryLeft');
  if (person.status_id !== RECORD_ACTIVE) throw new AppError('beneficiaryInactive');
}

/**
 * The enrolment form's education and income become the person's own only under the person's edit
 * rule (their creator, or `beneficiary-admin`): then each changed field is recorded as a correction
 * of the person. Anyone else's values stay with their enrolment (decision 012).
 */
async function updatePersonDetails(
  tx: Database,
  beneficiaryId: number,
  person: Awaited<ReturnType<typeof lockPersonForEnrolment>>,
  input: AddProgram,
  subProgram: SubProgram,
  actor: EnrolmentActor,
): Promise<void> {
  if (!needsEducation(subProgram) || !person.may_correct) return;
  const changes = changedFields(person, input, PERSON_DETAIL_FIELDS);
  if (changes.length === 0) return;
  const assignments = PERSON_DETAIL_FIELDS.map((f) => sql`${sql.identifier(f)} = ${input[f] ?? null}`);
  await tx.execute(sql`
    UPDATE beneficiaries SET ${sql.join(assignments, sql`, `)}, updated_by = ${actor.userId}, updated_at = now()
    WHERE beneficiary_id = ${beneficiaryId}`);
  await recordAudit(tx, { beneficiaryId, action: 'beneficiaryUpdated', userId: actor.userId, changes });
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Runs an enrolment change; a unique violation of the one-live-enrolment-per-sub-programme key (an
 * upload's enrolment committed between the check and the write) is the spec's duplicate answer.
 */
async function asEnrolmentChange<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('alreadyEnrolled');
    throw error;
  }
}

const IdRow = z.object({ id: z.number() });

export async function addProgram(db: Database, beneficiaryId: number, input: AddProgram, actor: EnrolmentActor): Promise<number> {
  const subProgram = await checkSubProgram(db, input);
  if (subProgram.retired) throw fieldError('subProgramRetired', 'sub_program_id');
  const values = enrolmentValues(input, subProgram);
  return asEnrolmentChange(() =>
    db.transaction(async (tx) => {
      const person = await lockPersonForEnrolment(tx, beneficiaryId, actor);
      requireActive(person);
      const [created] = await selectRows(
        tx,
        IdRow,
        sql`INSERT INTO beneficiary_programs (beneficiary_id, ${sql.raw(ENROLMENT_FIELDS.join(', '))}, created_by)
            VALUES (${beneficiaryId}, ${sql.join(
              ENROLMENT_FIELDS.map((f) => sql`${values[f]}`),
              sql`, `,
            )}, ${actor.userId})
            ON CONFLICT DO NOTHING RETURNING beneficiary_program_id AS id`,
      );
      if (!created) throw new AppError('alreadyEnrolled');
      await recordAudit(tx, {
        beneficiaryId,
        beneficiaryProgramId: created.id,
        action: 'enrolmentCreated',
        userId: actor.userId,
      });
      await updatePersonDetails(tx, beneficiaryId, person, input, subProgram, actor);
      return created.id;
    }),
  );
}

const BeneficiaryIdRow = z.object({ beneficiary_id: z.number() });

/** The person of an enrolment, live or deleted: the lock on them comes first. */
async function personOf(db: Database, enrolmentId: number): Promise<number> {
  const [row] = await selectRows(
    db,
    BeneficiaryIdRow,
    sql`SELECT beneficiary_id FROM beneficiary_programs WHERE beneficiary_program_id = ${enrolmentId}`,
  );
  if (!row) throw new AppError('programNotFound');
  return row.beneficiary_id;
}

/**
 * Locks the enrolment for the rest of the transaction and applies the rule to the locked row: a
 * missing one is the spec's not-found, one the caller may not change is 403. Nothing can change the
 * row between this answer and the transaction's own change.
 */
async function lockForChange(tx: Database, enrolmentId: number, actor: EnrolmentActor): Promise<Record<string, unknown>> {
  const [row] = await queryRows<Record<string, unknown> & { allowed: boolean }>(
    tx,
    sql`SELECT ${sql.raw(ENROLMENT_COLUMNS)}, ${mayChangeEnrolment(actor)} AS allowed
        FROM beneficiary_programs bp
        WHERE bp.beneficiary_program_id = ${enrolmentId} AND bp.deleted_at IS NULL FOR UPDATE`,
  );
  if (!row) throw new AppError('programNotFound');
  if (!row.allowed) throw new EnrolmentForbidden();
  return row;
}

// as the form sends them: the date as YYYY-MM-DD, the amount as a number's text
const ENROLMENT_COLUMNS = ENROLMENT_FIELDS.map((f) =>
  f === 'enrollment_date'
    ? `to_char(bp.enrollment_date, 'YYYY-MM-DD') AS enrollment_date`
    : f === 'investment_amount'
      ? 'bp.investment_amount::float8 AS investment_amount'
      : `bp.${f}`,
).join(', ');

const OkRow = z.object({ ok: z.number() });

export async function updateProgram(db: Database, enrolmentId: number, input: AddProgram, actor: EnrolmentActor): Promise<void> {
  const subProgram = await checkSubProgram(db, input);
  const beneficiaryId = await personOf(db, enrolmentId);
  const values = enrolmentValues(input, subProgram);
  await asEnrolmentChange(() =>
    db.transaction(async (tx) => {
      const person = await lockPersonForEnrolment(tx, beneficiaryId, actor);
      const before = await lockForChange(tx, enrolmentId, actor);
      requireActive(person);
      // an enrolment kept in a sub-programme retired since stays as it is; none moves into one
      if (subProgram.retired && before.sub_program_id !== input.sub_program_id)
        throw fieldError('subProgramRetired', 'sub_program_id');
      const [taken] = await selectRows(
        tx,
        OkRow,
        sql`SELECT 1 AS ok FROM beneficiary_programs WHERE beneficiary_id = ${beneficiaryId} AND deleted_at IS NULL
            AND sub_program_id = ${input.sub_program_id} AND beneficiary_program_id <> ${enrolmentId}`,
      );
      if (taken) throw new AppError('alreadyEnrolled');
      const changes = changedFields(before, values, ENROLMENT_FIELDS);
      if (changes.length > 0) {
        const assignments = ENROLMENT_FIELDS.map((f) => sql`${sql.identifier(f)} = ${values[f]}`);
        await tx.execute(sql`
          UPDATE beneficiary_programs bp SET ${sql.join(assignments, sql`, `)}, updated_by = ${actor.userId}, updated_at = now()
          WHERE bp.beneficiary_program_id = ${enrolmentId} AND ${mayChangeEnrolment(actor)}`);
        await recordAudit(tx, {
          beneficiaryId,
          beneficiaryProgramId: enrolmentId,
          action: 'enrolmentUpdated',
          userId: actor.userId,
          changes,
        });
      }
      await updatePersonDetails(tx, beneficiaryId, person, input, subProgram, actor);
    }),
  );
}

/**
 * Marks the enrolment deleted, only where the rule allows it, and records it: it leaves every answer
 * but the history, and can be restored for a few seconds. One user deletes one enrolment at most
 * ENROLMENT_DELETES_PER_HOUR times an hour, so that delete and restore cannot bury a History.
 */
export async function deleteProgram(db: Database, enrolmentId: number, actor: EnrolmentActor): Promise<void> {
  await markDeleted(db, enrolmentId, actor, true);
}

/**
 * Undoes a delete within the undo window the page offers (plus the link's grace, both from the
 * contract): later, 409. Also 409 when the person was enrolled in its sub-programme since.
 */
export async function restoreProgram(db: Database, enrolmentId: number, actor: EnrolmentActor): Promise<void> {
  await asEnrolmentChange(() => markDeleted(db, enrolmentId, actor, false));
}

const UNDO_MS = UNDO_WINDOW_MS + UNDO_NETWORK_GRACE_MS;

const DeletedAllowedInWindowRow = z.object({ deleted: z.boolean(), allowed: z.boolean(), in_window: z.boolean() });
const CountRow = z.object({ n: z.number() });

async function markDeleted(db: Database, enrolmentId: number, actor: EnrolmentActor, deleted: boolean): Promise<void> {
  const beneficiaryId = await personOf(db, enrolmentId);
  await db.transaction(async (tx) => {
    const person = await lockPersonForEnrolment(tx, beneficiaryId, actor);
    const [row] = await selectRows(
      tx,
      DeletedAllowedInWindowRow,
      sql`SELECT bp.deleted_at IS NOT NULL AS deleted, ${mayChangeEnrolment(actor)} AS allowed,
            coalesce(bp.deleted_at > now() - make_interval(secs => ${UNDO_MS / 1000}), false) AS in_window
          FROM beneficiary_programs bp WHERE bp.beneficiary_program_id = ${enrolmentId} FOR UPDATE`,
    );
    // deleting a deleted one, or restoring a live one: gone for the delete, nothing to undo for the restore
    if (!row || row.deleted !== !deleted) throw new AppError('programNotFound');
    if (!row.allowed) throw new EnrolmentForbidden();
    requireActive(person);
    if (!deleted && !row.in_window) throw new AppError('undoExpired');
    if (deleted) {
      const [recent] = await selectRows(
        tx,
        CountRow,
        sql`SELECT count(*)::int AS n FROM audit_events
            WHERE beneficiary_program_id = ${enrolmentId} AND user_id = ${actor.userId} AND action = 'enrolmentDeleted'
              AND occurred_at > now() - interval '1 hour'`,
      );
      if ((recent?.n ?? 0) >= ENROLMENT_DELETES_PER_HOUR) throw new AppError('tooManyEnrolmentDeletes');
    }
    await tx.execute(
      deleted
        ? sql`UPDATE beneficiary_programs SET deleted_at = now(), deleted_by = ${actor.userId}
              WHERE beneficiary_program_id = ${enrolmentId}`
        : sql`UPDATE beneficiary_programs SET deleted_at = NULL, deleted_by = NULL
              WHERE beneficiary_program_id = ${enrolmentId}`,
    );
    await recordAudit(tx, {
      beneficiaryId,
      beneficiaryProgramId: enrolmentId,
      action: deleted ? 'enrolmentDeleted' : 'enrolmentRestored',
      userId: actor.userId,
    });
  });
}

const ProgramIdProgramNameRow = z.object({ program_id: z.number(), program_name: z.string() });

/** Programmes and sub-programmes the beneficiary is not enrolled in yet. */
export async function getMissingSubPrograms(db: Database, beneficiaryId: number) {
  const [person] = await selectRows(db, OkRow, sql`SELECT 1 AS ok FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId}`);
  if (!person) throw new AppError('beneficiaryNotFound');
  const subPrograms = await selectRows(
    db,
    SubProgramOptionSchema,
    // a retired sub-programme, or one of a retired programme, is offered for no new enrolment
    sql`SELECT sp.sub_program_id, sp.sub_program_name, sp.program_id, sp.is_mutual_fund, sp.skips_education
        FROM sub_programs sp JOIN programs p ON p.program_id = sp.program_id
        WHERE sp.status_id = ${RECORD_ACTIVE} AND p.status_id = ${RECORD_ACTIVE} AND NOT EXISTS (SELECT 1 FROM beneficiary_programs bp WHERE bp.beneficiary_id = ${beneficiaryId}
                          AND bp.sub_program_id = sp.sub_program_id AND bp.deleted_at IS NULL)
        ORDER BY sp.sub_program_id`,
  );
  const programs = await selectRows(
    db,
    ProgramIdProgramNameRow,
    sql`SELECT program_id, program_name FROM programs
        WHERE program_id = ANY(${sql.param([...new Set(subPrograms.map((s) => s.program_id))])}::int[]) ORDER BY program_id`,
  );
  return { Status: true as const, programs, subPrograms };
}
