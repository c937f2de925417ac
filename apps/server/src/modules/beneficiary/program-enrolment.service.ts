import type { AddProgram } from '@portal/contract/program';
import { needsEducation } from '@portal/contract/program';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows, selectRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { changedFields, type FieldChange, recordAudit } from '../records/audit-log.ts';
import { type EnrolmentActor, EnrolmentForbidden, mayChangeEnrolment } from './enrolment-access.ts';

async function checkSubProgram(db: Database, input: AddProgram) {
  const [match] = await selectRows(
    db,
    z.object({ ok: z.number() }),
    sql`SELECT 1 AS ok FROM sub_programs WHERE sub_program_id = ${input.sub_program_id} AND program_id = ${input.program_id}`,
  );
  if (!match) throw fieldError('subProgramMismatch', 'sub_program_id');
}

async function checkBeneficiary(db: Database, beneficiaryId: number) {
  const [row] = await selectRows(
    db,
    z.object({ ok: z.number() }),
    sql`SELECT 1 AS ok FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId}`,
  );
  if (!row) throw new AppError('beneficiaryNotFound');
}

/** The person's fields an enrolment form writes (education and income), as columns. */
const PERSON_DETAIL_FIELDS = [
  'education_level_id',
  'institute',
  'field_of_study',
  'education_status_id',
  'passing_year',
  'is_certified',
  'certification_name',
  'family_annual_source_id',
  'earning_members',
  'earning_range_id',
] as const;

/** An enrolment's own fields, as columns, in the form's order: what its audit compares. */
const ENROLMENT_FIELDS = [
  'program_id',
  'sub_program_id',
  'enrollment_date',
  'enrollment_status',
  'df_associate',
  'df_associate_emp_id',
  'outreach_channel_id',
  'mutual_fund_provider_id',
  'mutual_fund_type_id',
  'mutual_fund_duration',
  'investment_amount',
  'reason_for_investment',
] as const;

/**
 * Education and income belong to the person: every sub-programme but 5 records them on the
 * beneficiary. Answers the fields it changed, for the enrolment's audit record.
 */
async function updatePersonDetails(db: Database, beneficiaryId: number, input: AddProgram): Promise<FieldChange[]> {
  if (!needsEducation(input.sub_program_id)) return [];
  const [before] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${sql.raw(PERSON_DETAIL_FIELDS.join(', '))} FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId} FOR UPDATE`,
  );
  const changes = changedFields(before ?? {}, input, PERSON_DETAIL_FIELDS);
  if (changes.length === 0) return [];
  await db.execute(sql`
    UPDATE beneficiaries SET education_level_id = ${input.education_level_id ?? null}, institute = ${input.institute ?? null},
      field_of_study = ${input.field_of_study ?? null}, education_status_id = ${input.education_status_id ?? null},
      passing_year = ${input.passing_year ?? null}, is_certified = ${input.is_certified ?? null},
      certification_name = ${input.certification_name ?? null}, family_annual_source_id = ${input.family_annual_source_id ?? null},
      earning_members = ${input.earning_members ?? null}, earning_range_id = ${input.earning_range_id ?? null}
    WHERE beneficiary_id = ${beneficiaryId}`);
  return changes;
}

const enrolmentValues = (input: AddProgram) => ({
  enrollmentDate: input.enrollment_date,
  mfProvider: input.mutual_fund_provider_id ?? null,
  mfType: input.mutual_fund_type_id ?? null,
  mfDuration: input.mutual_fund_duration ?? null,
  amount: input.investment_amount ?? null,
  reason: input.reason_for_investment ?? null,
  empId: input.df_associate_emp_id ?? null,
});

export async function addProgram(db: Database, beneficiaryId: number, input: AddProgram, userId: number): Promise<number> {
  await checkBeneficiary(db, beneficiaryId);
  await checkSubProgram(db, input);
  const v = enrolmentValues(input);
  return db.transaction(async (tx) => {
    const [created] = await selectRows(
      tx,
      z.object({ id: z.number() }),
      sql`INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status,
            df_associate, df_associate_emp_id, outreach_channel_id, mutual_fund_provider_id, mutual_fund_type_id,
            mutual_fund_duration, investment_amount, reason_for_investment, created_by)
          VALUES (${beneficiaryId}, ${input.program_id}, ${input.sub_program_id}, ${v.enrollmentDate}, ${input.enrollment_status},
            ${input.df_associate}, ${v.empId}, ${input.outreach_channel_id}, ${v.mfProvider}, ${v.mfType}, ${v.mfDuration},
            ${v.amount}, ${v.reason}, ${userId})
          ON CONFLICT DO NOTHING RETURNING beneficiary_program_id AS id`,
    );
    if (!created) throw new AppError('alreadyEnrolled');
    const changes = await updatePersonDetails(tx, beneficiaryId, input);
    await recordAudit(tx, { beneficiaryId, beneficiaryProgramId: created.id, action: 'enrolmentCreated', userId, changes });
    return created.id;
  });
}

/**
 * Locks the enrolment for the rest of the transaction and applies the rule to the locked row: a
 * missing one is the spec's not-found, one the caller may not change is 403. Nothing can change the
 * row between this answer and the transaction's own change.
 */
async function lockForChange(
  tx: Database,
  enrolmentId: number,
  actor: EnrolmentActor,
): Promise<{ beneficiaryId: number; before: Record<string, unknown> }> {
  const [row] = await queryRows<Record<string, unknown> & { beneficiary_id: number; allowed: boolean }>(
    tx,
    sql`SELECT bp.beneficiary_id, ${sql.raw(ENROLMENT_COLUMNS)}, ${mayChangeEnrolment(actor)} AS allowed
        FROM beneficiary_programs bp
        WHERE bp.beneficiary_program_id = ${enrolmentId} AND bp.deleted_at IS NULL FOR UPDATE`,
  );
  if (!row) throw new AppError('programNotFound');
  if (!row.allowed) throw new EnrolmentForbidden();
  return { beneficiaryId: row.beneficiary_id, before: row };
}

// as the form sends them: the date as YYYY-MM-DD, the amount as a number's text
const ENROLMENT_COLUMNS = ENROLMENT_FIELDS.map((f) =>
  f === 'enrollment_date'
    ? `to_char(bp.enrollment_date, 'YYYY-MM-DD') AS enrollment_date`
    : f === 'investment_amount'
      ? 'bp.investment_amount::float8 AS investment_amount'
      : `bp.${f}`,
).join(', ');

export async function updateProgram(db: Database, enrolmentId: number, input: AddProgram, actor: EnrolmentActor): Promise<void> {
  await checkSubProgram(db, input);
  const v = enrolmentValues(input);
  await db.transaction(async (tx) => {
    const { beneficiaryId, before } = await lockForChange(tx, enrolmentId, actor);
    const [taken] = await selectRows(
      tx,
      z.object({ ok: z.number() }),
      sql`SELECT 1 AS ok FROM beneficiary_programs WHERE beneficiary_id = ${beneficiaryId} AND deleted_at IS NULL
          AND sub_program_id = ${input.sub_program_id} AND beneficiary_program_id <> ${enrolmentId}`,
    );
    if (taken) throw new AppError('alreadyEnrolled');
    await tx.execute(sql`
      UPDATE beneficiary_programs bp SET program_id = ${input.program_id}, sub_program_id = ${input.sub_program_id},
        enrollment_date = ${v.enrollmentDate}, enrollment_status = ${input.enrollment_status}, df_associate = ${input.df_associate},
        df_associate_emp_id = ${v.empId}, outreach_channel_id = ${input.outreach_channel_id}, mutual_fund_provider_id = ${v.mfProvider},
        mutual_fund_type_id = ${v.mfType}, mutual_fund_duration = ${v.mfDuration}, investment_amount = ${v.amount},
        reason_for_investment = ${v.reason}, updated_by = ${actor.userId}, updated_at = now()
      WHERE bp.beneficiary_program_id = ${enrolmentId} AND ${mayChangeEnrolment(actor)}`);
    const changes = [...changedFields(before, input, ENROLMENT_FIELDS), ...(await updatePersonDetails(tx, beneficiaryId, input))];
    if (changes.length > 0)
      await recordAudit(tx, {
        beneficiaryId,
        beneficiaryProgramId: enrolmentId,
        action: 'enrolmentUpdated',
        userId: actor.userId,
        changes,
      });
  });
}

/**
 * Marks the enrolment deleted, only where the rule allows it, and records it: it leaves every answer
 * but the history, and can be restored. When nothing was marked, a read tells why.
 */
export async function deleteProgram(db: Database, enrolmentId: number, actor: EnrolmentActor): Promise<void> {
  await markDeleted(db, enrolmentId, actor, true);
}

/** Undoes a delete: the enrolment is back, unless the person was enrolled in its sub-programme since (409). */
export async function restoreProgram(db: Database, enrolmentId: number, actor: EnrolmentActor): Promise<void> {
  try {
    await markDeleted(db, enrolmentId, actor, false);
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') throw new AppError('alreadyEnrolled');
    throw error;
  }
}

async function markDeleted(db: Database, enrolmentId: number, actor: EnrolmentActor, deleted: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await selectRows(
      tx,
      z.object({ beneficiary_id: z.number() }),
      deleted
        ? sql`UPDATE beneficiary_programs bp SET deleted_at = now(), deleted_by = ${actor.userId}
              WHERE bp.beneficiary_program_id = ${enrolmentId} AND bp.deleted_at IS NULL AND ${mayChangeEnrolment(actor)}
              RETURNING bp.beneficiary_id`
        : sql`UPDATE beneficiary_programs bp SET deleted_at = NULL, deleted_by = NULL
              WHERE bp.beneficiary_program_id = ${enrolmentId} AND bp.deleted_at IS NOT NULL AND ${mayChangeEnrolment(actor)}
              RETURNING bp.beneficiary_id`,
    );
    if (changed) {
      await recordAudit(tx, {
        beneficiaryId: changed.beneficiary_id,
        beneficiaryProgramId: enrolmentId,
        action: deleted ? 'enrolmentDeleted' : 'enrolmentRestored',
        userId: actor.userId,
      });
      return;
    }
    const [exists] = await selectRows(
      tx,
      z.object({ ok: z.number() }),
      sql`SELECT 1 AS ok FROM beneficiary_programs WHERE beneficiary_program_id = ${enrolmentId}
            AND (deleted_at IS NULL) = ${deleted}`,
    );
    if (exists) throw new EnrolmentForbidden();
    throw new AppError('programNotFound');
  });
}

/** Programmes and sub-programmes the beneficiary is not enrolled in yet. */
export async function getMissingSubPrograms(db: Database, beneficiaryId: number) {
  await checkBeneficiary(db, beneficiaryId);
  const subPrograms = await selectRows(
    db,
    z.object({ sub_program_id: z.number(), sub_program_name: z.string(), program_id: z.number() }),
    sql`SELECT sp.sub_program_id, sp.sub_program_name, sp.program_id FROM sub_programs sp
        WHERE NOT EXISTS (SELECT 1 FROM beneficiary_programs bp WHERE bp.beneficiary_id = ${beneficiaryId}
                          AND bp.sub_program_id = sp.sub_program_id AND bp.deleted_at IS NULL)
        ORDER BY sp.sub_program_id`,
  );
  const programs = await selectRows(
    db,
    z.object({ program_id: z.number(), program_name: z.string() }),
    sql`SELECT program_id, program_name FROM programs
        WHERE program_id = ANY(${sql.param([...new Set(subPrograms.map((s) => s.program_id))])}::int[]) ORDER BY program_id`,
  );
  return { Status: true as const, programs, subPrograms };
}
