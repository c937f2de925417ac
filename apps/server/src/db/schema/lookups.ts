import { ids, type LookupOption } from '@portal/contract/lookups';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One small table per list of spec §3, holding the names. Lists a deployer may grow (occupations,
 * education levels, ...) are referenced by foreign keys; the fixed codes of spec §9 by {@link oneOf}.
 */
function lookupTable(name: string) {
  return pgTable(name, { id: smallint('id').primaryKey(), name: text('name').notNull().unique() });
}

export const occupations = lookupTable('occupations');
export const educationLevels = lookupTable('education_levels');
export const educationStatuses = lookupTable('education_statuses');
export const incomeRanges = lookupTable('income_ranges');
export const mutualFundProviders = lookupTable('mutual_fund_providers');
export const mutualFundTypes = lookupTable('mutual_fund_types');
export const outreachChannels = lookupTable('outreach_channels');
export const enrollmentStatuses = lookupTable('enrollment_statuses');
export const recordStatuses = lookupTable('record_statuses');
export const genders = lookupTable('genders');

/**
 * A CHECK for a column of fixed codes (gender, education and enrolment status, SIP or LUMPSUM, record
 * status), with the codes of the contract the tables are seeded from. A foreign key to a table of two
 * rows would look up and lock one of them for every row written: a quarter of a bulk upload's time.
 */
export const oneOf = (column: AnyPgColumn, options: readonly LookupOption[]) =>
  sql`${column} in (${sql.raw(ids(options).join(', '))})`;

export const programs = pgTable('programs', {
  programId: integer('program_id').primaryKey(),
  programName: text('program_name').notNull().unique(),
});

export const subPrograms = pgTable('sub_programs', {
  subProgramId: integer('sub_program_id').primaryKey(),
  programId: integer('program_id')
    .notNull()
    .references(() => programs.programId),
  subProgramName: text('sub_program_name').notNull().unique(),
});

/** A text of exactly `count` digits, the pattern of the Aadhaar, mobile and pincode checks. */
export const digitsPattern = (count: number) => sql.raw(`'^[0-9]{${count}}$'`);
