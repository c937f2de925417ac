import { PERSON_FIELDS } from '@portal/contract/beneficiary';
import { ENROLMENT_FIELDS, PERSON_DETAIL_FIELDS } from '@portal/contract/program';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beneficiaries, beneficiaryPrograms } from './beneficiaries.ts';

/** A field of the contract as its table stores it: the column's name and SQL type. */
export interface FieldColumn<F extends string = string> {
  name: F;
  type: string;
}

/**
 * The columns of a table that no form or sheet writes: keys, status, who and when, provenance and
 * generated columns. Every other column is a field of the contract (entity-columns.test.ts checks both ways).
 */
const RECORD_COLUMNS = ['status_id', 'created_by', 'created_at', 'updated_by', 'updated_at'] as const;
/** The upload and sheet row that created the record, if one did. */
const PROVENANCE_COLUMNS = ['upload_id', 'upload_row'] as const;

export const SYSTEM_COLUMNS = {
  beneficiaries: ['beneficiary_id', ...RECORD_COLUMNS, 'deactivation_reason', ...PROVENANCE_COLUMNS, 'name_text', 'name_latin'],
  beneficiary_programs: [
    'beneficiary_program_id',
    'beneficiary_id',
    ...RECORD_COLUMNS,
    'deleted_by',
    'deleted_at',
    ...PROVENANCE_COLUMNS,
  ],
} as const;

/** The table's column of each field, in the fields' order; a field without a column stops the start. */
export function fieldColumns<F extends string>(table: PgTable, fields: readonly F[]): FieldColumn<F>[] {
  const byName = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column]));
  return fields.map((name) => {
    const column = byName.get(name);
    if (!column) throw new Error(`No column ${name} in the table`);
    return { name, type: column.getSQLType() };
  });
}

/** The person's registration fields, then the education and income a sheet's row gives the person. */
export const PERSON_COLUMNS = fieldColumns(beneficiaries, [...PERSON_FIELDS, ...PERSON_DETAIL_FIELDS]);
/** An enrolment's fields, in the form's order. */
export const ENROLMENT_COLUMNS = fieldColumns(beneficiaryPrograms, ENROLMENT_FIELDS);

/** `a, b, c`: the fields' columns, for an INSERT's column list. */
export const columnList = (fields: readonly string[]): SQL =>
  sql.join(
    fields.map((f) => sql.identifier(f)),
    sql`, `,
  );

/** The record's values of the fields, in the same order; an absent one is NULL. */
export const valueList = (record: object, fields: readonly string[]): SQL =>
  sql.join(
    fields.map((f) => sql`${(record as Record<string, unknown>)[f] ?? null}`),
    sql`, `,
  );

/** `a = $1, b = $2`: each field's column set to the record's value, for an UPDATE. */
export const assignments = (record: object, fields: readonly string[]): SQL =>
  sql.join(
    fields.map((f) => sql`${sql.identifier(f)} = ${(record as Record<string, unknown>)[f] ?? null}`),
    sql`, `,
  );
