import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** One small table per enumeration of spec §3, so foreign keys keep bad codes out. */
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
