import { PERSON_DETAIL_FIELDS } from '@portal/contract/program';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beneficiaries, beneficiaryPrograms } from '../../db/schema/beneficiaries.ts';
import { PERSON_COLUMNS } from '../../db/schema/entity-columns.ts';

/**
 * What an erasure leaves of a person (decision 039): the place and the codes the figures count by.
 * Every other field of the person is emptied, or, where the table requires a value, given a stand-in.
 */
export const ERASURE_KEEPS = ['state_id', 'district_id', 'taluka_id', 'village_id', 'gender_id', 'beneficiary_annual_source_id'];
const STAND_INS: Record<string, SQL> = {
  // the person key (name, date of birth, Aadhaar digits; NULLs not distinct) stays unique: no name of a
  // form or a sheet has a '#', letters only being accepted
  first_name: sql`'#' || beneficiary_id`,
  dob: sql`'1900-01-01'::date`,
  total_family_members: sql`0`,
};

/** `column = NULL` (or its stand-in) for each field of `fields` not kept: a required one without a stand-in stops the start. */
function emptied(table: PgTable, fields: readonly string[]): SQL[] {
  const byName = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column]));
  return fields
    .filter((name) => !ERASURE_KEEPS.includes(name))
    .map((name) => {
      const column = byName.get(name);
      if (!column) throw new Error(`No column ${name} in the table`);
      const value = STAND_INS[name] ?? (column.notNull ? undefined : sql`NULL`);
      if (!value) throw new Error(`The erasure has no stand-in for the required column ${name}`);
      return sql`${sql.identifier(name)} = ${value}`;
    });
}

/** The person's own fields emptied, with the deactivation's reason (free text). */
export const PERSON_ERASED = sql.join(
  [
    ...emptied(
      beneficiaries,
      PERSON_COLUMNS.map((c) => c.name),
    ),
    sql`deactivation_reason = NULL`,
  ],
  sql`, `,
);
/** An enrolment's education and income as stated on its form, and its reason for investing. */
export const ENROLMENT_ERASED = sql.join(
  emptied(beneficiaryPrograms, [...PERSON_DETAIL_FIELDS, 'reason_for_investment']),
  sql`, `,
);
