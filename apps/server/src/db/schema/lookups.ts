import { ids, type LookupOption } from '@portal/contract/lookups';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One small table per list of spec §3, holding the names. Lists a deployer may grow (occupations,
 * education levels, ...) are referenced by foreign keys; the fixed codes of spec §9 by {@link oneOf}.
 */
function lookupTable(name: string) {
  return pgTable(name, { id: smallint('id').primaryKey(), name: text('name').notNull().unique() });
}

/** A list an office keeps on the Programmes and look-ups screen: names in both languages, retired values kept. */
function officeLookupTable(name: string, extra: { familyIncomeSource?: ReturnType<typeof boolean> } = {}) {
  return pgTable(name, {
    ...extra,
    id: smallint('id').primaryKey(),
    name: text('name').notNull().unique(),
    // the name on Kannada screens, in files and in uploads; none: the English name (Programmes and look-ups)
    nameKn: text('name_kn'),
    // a retired value (2) is offered for nothing new and kept on the records that hold it
    statusId: smallint('status_id').notNull().default(1),
    version: integer('version').notNull().default(1),
  });
}

// an occupation may also be a family's income source (spec §3: all but 10, 11 and 12 by default)
export const occupations = officeLookupTable('occupations', {
  familyIncomeSource: boolean('family_income_source').notNull().default(true),
});
export const educationLevels = officeLookupTable('education_levels');
export const educationStatuses = lookupTable('education_statuses');
export const incomeRanges = officeLookupTable('income_ranges');
export const mutualFundProviders = officeLookupTable('mutual_fund_providers');
export const mutualFundTypes = officeLookupTable('mutual_fund_types');
export const outreachChannels = officeLookupTable('outreach_channels');
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

/** Programmes and sub-programmes are never deleted nor renumbered: retired (2), they take no new enrolment. */
export const programs = pgTable('programs', {
  programId: integer('program_id').primaryKey(),
  programName: text('program_name').notNull().unique(),
  programNameKn: text('program_name_kn'),
  statusId: smallint('status_id').notNull().default(1),
  version: integer('version').notNull().default(1),
});

export const subPrograms = pgTable('sub_programs', {
  subProgramId: integer('sub_program_id').primaryKey(),
  programId: integer('program_id')
    .notNull()
    .references(() => programs.programId),
  subProgramName: text('sub_program_name').notNull().unique(),
  subProgramNameKn: text('sub_program_name_kn'),
  statusId: smallint('status_id').notNull().default(1),
  version: integer('version').notNull().default(1),
  // what the sub-programme asks of an enrolment (spec §9's 1 and 5 by default): the mutual fund's
  // fields, or no education and income
  isMutualFund: boolean('is_mutual_fund').notNull().default(false),
  skipsEducation: boolean('skips_education').notNull().default(false),
});

/** A text of exactly `count` digits, the pattern of the Aadhaar, mobile and pincode checks. */
export const digitsPattern = (count: number) => sql.raw(`'^[0-9]{${count}}$'`);
