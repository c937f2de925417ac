import type { AddProgram } from '@portal/contract/program';
import { needsEducation } from '@portal/contract/program';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
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

/** Education and income belong to the person: every sub-programme but 5 records them on the beneficiary. */
async function updatePersonDetails(db: Database, beneficiaryId: number, input: AddProgram) {
  if (!needsEducation(input.sub_program_id)) return;
  await db.execute(sql`
    UPDATE beneficiaries SET education_level_id = ${input.education_level_id ?? null}, institute = ${input.institute ?? null},
      field_of_study = ${input.field_of_study ?? null}, education_status_id = ${input.education_status_id ?? null},
      passing_year = ${input.passing_year ?? null}, is_certified = ${input.is_certified ?? null},
      certification_name = ${input.certification_name ?? null}, family_annual_source_id = ${input.family_annual_source_id ?? null},
      earning_members = ${input.earning_members ?? null}, earning_range_id = ${input.earning_range_id ?? null}
    WHERE beneficiary_id = ${beneficiaryId}`);
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
    await updatePersonDetails(tx, beneficiaryId, input);
    return created.id;
  });
}

/**
 * Locks the enrolment for the rest of the transaction and applies the rule to the locked row: a
 * missing one is the spec's not-found, one the caller may not change is 403. Nothing can change the
 * row between this answer and the transaction's own change.
 */
async function lockForChange(tx: Database, enrolmentId: number, actor: EnrolmentActor): Promise<{ beneficiaryId: number }> {
  const [row] = await selectRows(
    tx,
    z.object({ beneficiary_id: z.number(), allowed: z.boolean() }),
    sql`SELECT bp.beneficiary_id, ${mayChangeEnrolment(actor)} AS allowed FROM beneficiary_programs bp
        WHERE bp.beneficiary_program_id = ${enrolmentId} FOR UPDATE`,
  );
  if (!row) throw new AppError('programNotFound');
  if (!row.allowed) throw new EnrolmentForbidden();
  return { beneficiaryId: row.beneficiary_id };
}

export async function updateProgram(db: Database, enrolmentId: number, input: AddProgram, actor: EnrolmentActor): Promise<void> {
  await checkSubProgram(db, input);
  const v = enrolmentValues(input);
  await db.transaction(async (tx) => {
    const { beneficiaryId } = await lockForChange(tx, enrolmentId, actor);
    const [taken] = await selectRows(
      tx,
      z.object({ ok: z.number() }),
      sql`SELECT 1 AS ok FROM beneficiary_programs WHERE beneficiary_id = ${beneficiaryId}
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
    await updatePersonDetails(tx, beneficiaryId, input);
  });
}

/** One statement deletes the row only where the rule allows it; when nothing went, a read tells why. */
export async function deleteProgram(db: Database, enrolmentId: number, actor: EnrolmentActor): Promise<void> {
  const deleted = await selectRows(
    db,
    z.object({ id: z.number() }),
    sql`DELETE FROM beneficiary_programs bp WHERE bp.beneficiary_program_id = ${enrolmentId} AND ${mayChangeEnrolment(actor)}
        RETURNING bp.beneficiary_program_id AS id`,
  );
  if (deleted.length > 0) return;
  const [exists] = await selectRows(
    db,
    z.object({ ok: z.number() }),
    sql`SELECT 1 AS ok FROM beneficiary_programs WHERE beneficiary_program_id = ${enrolmentId}`,
  );
  if (exists) throw new EnrolmentForbidden();
  throw new AppError('programNotFound');
}

/** Programmes and sub-programmes the beneficiary is not enrolled in yet. */
export async function getMissingSubPrograms(db: Database, beneficiaryId: number) {
  await checkBeneficiary(db, beneficiaryId);
  const subPrograms = await selectRows(
    db,
    z.object({ sub_program_id: z.number(), sub_program_name: z.string(), program_id: z.number() }),
    sql`SELECT sp.sub_program_id, sp.sub_program_name, sp.program_id FROM sub_programs sp
        WHERE NOT EXISTS (SELECT 1 FROM beneficiary_programs bp WHERE bp.beneficiary_id = ${beneficiaryId}
                          AND bp.sub_program_id = sp.sub_program_id)
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
