import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { beneficiaries, beneficiaryPrograms } from './beneficiaries.ts';
import {
  assignments,
  columnList,
  ENROLMENT_COLUMNS,
  fieldColumns,
  PERSON_COLUMNS,
  SYSTEM_COLUMNS,
  valueList,
} from './entity-columns.ts';

const columnNames = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .map((column) => column.name)
    .sort();

describe('one description of each entity’s fields', () => {
  it('every column of the people’s table is a person field or a system column, and the other way round', () => {
    const described = [...PERSON_COLUMNS.map((c) => c.name), ...SYSTEM_COLUMNS.beneficiaries].sort();
    expect(described).toEqual(columnNames(beneficiaries));
  });

  it('every column of the enrolments’ table is an enrolment field or a system column, and the other way round', () => {
    const described = [...ENROLMENT_COLUMNS.map((c) => c.name), ...SYSTEM_COLUMNS.beneficiary_programs].sort();
    expect(described).toEqual(columnNames(beneficiaryPrograms));
  });

  it('each field carries its column’s SQL type', () => {
    const type = (name: string) => PERSON_COLUMNS.find((c) => c.name === name)?.type;
    expect([type('first_name'), type('dob'), type('gender_id'), type('village_id')]).toEqual([
      'text',
      'date',
      'smallint',
      'integer',
    ]);
    expect(ENROLMENT_COLUMNS.find((c) => c.name === 'investment_amount')?.type).toMatch(/^numeric/);
  });

  it('a field without a column is refused', () => {
    expect(() => fieldColumns(beneficiaries, ['first_name', 'favourite_colour'])).toThrow(/favourite_colour/);
  });
});

describe('writes named by the fields', () => {
  const dialect = new PgDialect();
  const person = { first_name: 'Sowmya', dob: '1995-04-12' };

  it('an INSERT names every field in order and binds an absent one as NULL', () => {
    const query = dialect.sqlToQuery(sql`INSERT INTO t (${columnList(['first_name', 'last_name', 'dob'])})
      VALUES (${valueList(person, ['first_name', 'last_name', 'dob'])})`);
    expect(query.sql.replace(/\s+/g, ' ')).toBe('INSERT INTO t ("first_name", "last_name", "dob") VALUES ($1, $2, $3)');
    expect(query.params).toEqual(['Sowmya', null, '1995-04-12']);
  });

  it('an UPDATE sets every field, never a value into the statement text', () => {
    const query = dialect.sqlToQuery(
      sql`UPDATE t SET ${assignments({ ...person, first_name: "O'Neil" }, ['first_name', 'dob'])}`,
    );
    expect(query.sql).toBe('UPDATE t SET "first_name" = $1, "dob" = $2');
    expect(query.params).toEqual(["O'Neil", '1995-04-12']);
  });
});
