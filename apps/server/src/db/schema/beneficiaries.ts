import { AADHAAR_DIGITS, MIN_PASSING_YEAR, MOBILE_DIGITS, PINCODE_DIGITS } from '@portal/contract/constants';
import { EDUCATION_STATUSES, ENROLLMENT_STATUSES, GENDERS, RECORD_STATUSES } from '@portal/contract/lookups';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { villages } from './geography.ts';
import {
  digitsPattern,
  educationLevels,
  incomeRanges,
  mutualFundProviders,
  mutualFundTypes,
  occupations,
  oneOf,
  outreachChannels,
  programs,
  subPrograms,
} from './lookups.ts';
import { users } from './users.ts';

/**
 * The searched GIN indexes keep at most this many kB of new entries aside (64 pages of 4 MB by
 * default): a search reads all of them, which took 3 to 9 ms at 12,000 entries (decision 051).
 */
export const GIN_PENDING_KB = 128;

/**
 * The first name as the person key compares it: without spaces, in any case. One definition for the
 * unique index and for every query that looks a person up by that key, so they always agree.
 */
export const personName = (firstName: SQL | AnyPgColumn): SQL => sql`lower(regexp_replace(${firstName}, '\\s', '', 'g'))`;

/**
 * A person's education and income: on the person, and as stated on an enrolment's form, kept with the
 * enrolment (decision 012). One definition for both tables, so their columns and rules cannot drift.
 */
const educationAndIncome = () => ({
  educationLevelId: smallint('education_level_id').references(() => educationLevels.id),
  institute: text('institute'),
  fieldOfStudy: text('field_of_study'),
  educationStatusId: smallint('education_status_id'),
  passingYear: integer('passing_year'),
  isCertified: smallint('is_certified'),
  certificationName: text('certification_name'),
  familyAnnualSourceId: smallint('family_annual_source_id').references(() => occupations.id),
  earningMembers: integer('earning_members'),
  earningRangeId: smallint('earning_range_id').references(() => incomeRanges.id),
});

/** The rules of those columns, named after the table they are in. */
const educationAndIncomeChecks = (
  table: string,
  t: { educationStatusId: AnyPgColumn; isCertified: AnyPgColumn; passingYear: AnyPgColumn; earningMembers: AnyPgColumn },
) => [
  check(`${table}_education_status_check`, oneOf(t.educationStatusId, EDUCATION_STATUSES)),
  check(`${table}_certified_check`, sql`${t.isCertified} in (0, 1)`),
  check(`${table}_passing_year_check`, sql`${t.passingYear} >= ${sql.raw(String(MIN_PASSING_YEAR))}`),
  check(`${table}_earning_members_check`, sql`${t.earningMembers} >= 0`),
];

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    beneficiaryId: serial('beneficiary_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    genderId: smallint('gender_id').notNull(),
    // only the last 4 digits are ever accepted or stored (Aadhaar Act s.29)
    aadhaarNo: text('aadhaar_no'),
    dob: date('dob').notNull(),
    mobileNo: text('mobile_no'),
    emailId: text('email_id'),
    permanentAddress: text('permanent_address'),
    pincode: text('pincode'),
    // the place hierarchy is checked by one key below: village in taluk in district in state
    stateId: smallint('state_id').notNull(),
    districtId: integer('district_id').notNull(),
    talukaId: integer('taluka_id').notNull(),
    villageId: integer('village_id').notNull(),
    totalFamilyMembers: integer('total_family_members').notNull(),
    beneficiaryAnnualSourceId: smallint('beneficiary_annual_source_id')
      .notNull()
      .references(() => occupations.id),
    ...educationAndIncome(),
    statusId: smallint('status_id').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // the last correction through the API (empty until the person is first corrected)
    updatedBy: integer('updated_by').references(() => users.userId),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    // why the person was deactivated (status Inactive): kept with the row, also in its history
    deactivationReason: text('deactivation_reason'),
    // provenance: the upload (uploads.upload_id) and its sheet row that created the person, if one did
    uploadId: integer('upload_id'),
    uploadRow: integer('upload_row'),
    // the full name lower-cased: any part of the first, last or full name is a part of it
    nameText: text('name_text').generatedAlwaysAs(sql`lower(first_name || coalesce(' ' || last_name, ''))`),
    // the same in Latin letters, Kannada script transliterated (migration 0017 defines the function):
    // what the search matches, so ಯಶೋದಾ finds Yashoda and yashoda finds ಯಶೋದಾ (decision 014)
    nameLatin: text('name_latin').generatedAlwaysAs(sql`kannada_to_latin(lower(first_name || coalesce(' ' || last_name, '')))`),
  },
  (t) => [
    check('beneficiaries_gender_check', oneOf(t.genderId, GENDERS)),
    check('beneficiaries_status_check', oneOf(t.statusId, RECORD_STATUSES)),
    ...educationAndIncomeChecks('beneficiaries', t),
    check('beneficiaries_aadhaar_check', sql`${t.aadhaarNo} ~ ${digitsPattern(AADHAAR_DIGITS)}`),
    check('beneficiaries_mobile_check', sql`${t.mobileNo} ~ ${digitsPattern(MOBILE_DIGITS)}`),
    check('beneficiaries_pincode_check', sql`${t.pincode} ~ ${digitsPattern(PINCODE_DIGITS)}`),
    check('beneficiaries_family_check', sql`${t.totalFamilyMembers} >= 0`),
    // the same person: first name without spaces in any case, date of birth and Aadhaar last 4 digits
    uniqueIndex('beneficiaries_person_key').on(personName(t.firstName), t.dob, t.aadhaarNo),
    index('beneficiaries_created_by_idx').on(t.createdBy, t.beneficiaryId),
    // the list's filters by place and date, each newest first
    index('beneficiaries_district_idx').on(t.districtId, t.beneficiaryId),
    index('beneficiaries_taluka_idx').on(t.talukaId, t.beneficiaryId),
    index('beneficiaries_village_idx').on(t.villageId, t.beneficiaryId),
    index('beneficiaries_created_at_idx').on(t.createdAt),
    // the list by name: a page, and the page after a cursor, read in order from here
    index('beneficiaries_name_order_idx').on(t.nameText, t.beneficiaryId),
    // few people are deactivated: the filter asking for them reads only theirs
    index('beneficiaries_inactive_idx').on(t.beneficiaryId).where(sql`${t.statusId} <> 1`),
    // one key checks the whole chain state > district > taluk > village (the village row carries it):
    // one lookup per row where a key per level cost three, a third of an upload's time in the database
    foreignKey({
      name: 'beneficiaries_place_fk',
      columns: [t.talukaId, t.villageId, t.districtId, t.stateId],
      foreignColumns: [villages.talukaId, villages.villageId, villages.districtId, villages.stateId],
    }),
    // a small list of entries not yet in the index (gin_pending_list_limit, kB): every search reads it all
    index('beneficiaries_name_latin_trgm_idx')
      .using('gin', sql`${t.nameLatin} gin_trgm_ops`)
      .with({ gin_pending_list_limit: GIN_PENDING_KB }),
    // every 4 digits in a row of the mobile, Aadhaar and pincode (migration 0004 defines the function):
    // a digit search reads the ~0.1% of rows holding its digits, where digit trigrams hit ~1.5%
    index('beneficiaries_digit_grams_idx')
      .using('gin', sql`beneficiary_digit_grams(${t.mobileNo}, ${t.aadhaarNo}, ${t.pincode})`)
      .with({ gin_pending_list_limit: GIN_PENDING_KB }),
  ],
);

export const beneficiaryPrograms = pgTable(
  'beneficiary_programs',
  {
    beneficiaryProgramId: serial('beneficiary_program_id').primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.beneficiaryId, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.programId),
    subProgramId: integer('sub_program_id')
      .notNull()
      .references(() => subPrograms.subProgramId),
    enrollmentDate: date('enrollment_date').notNull(),
    enrollmentStatus: smallint('enrollment_status').notNull(),
    dfAssociate: smallint('df_associate').notNull(),
    dfAssociateEmpId: text('df_associate_emp_id'),
    outreachChannelId: smallint('outreach_channel_id')
      .notNull()
      .references(() => outreachChannels.id),
    mutualFundProviderId: smallint('mutual_fund_provider_id').references(() => mutualFundProviders.id),
    // an office may add a type (Programmes and look-ups): a key to its list, no longer a CHECK of the two codes
    mutualFundTypeId: smallint('mutual_fund_type_id').references(() => mutualFundTypes.id),
    mutualFundDuration: integer('mutual_fund_duration'),
    investmentAmount: numeric('investment_amount', { precision: 14, scale: 2 }),
    reasonForInvestment: text('reason_for_investment'),
    // the education and income stated on the enrolment form, kept with the enrolment: the person's own
    // fields change only under the person's edit rule (decision 012)
    ...educationAndIncome(),
    statusId: smallint('status_id').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // the last change through the API: who made it and when (empty until the enrolment is first changed)
    updatedBy: integer('updated_by').references(() => users.userId),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    // a deleted enrolment stays (its history, and Undo): it is gone from every answer but the history
    deletedBy: integer('deleted_by').references(() => users.userId),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    uploadId: integer('upload_id'),
    uploadRow: integer('upload_row'),
  },
  (t) => [
    check('beneficiary_programs_enrollment_status_check', oneOf(t.enrollmentStatus, ENROLLMENT_STATUSES)),
    check('beneficiary_programs_status_check', oneOf(t.statusId, RECORD_STATUSES)),
    ...educationAndIncomeChecks('beneficiary_programs', t),
    check('beneficiary_programs_df_check', sql`${t.dfAssociate} in (0, 1)`),
    check('beneficiary_programs_duration_check', sql`${t.mutualFundDuration} >= 0`),
    check('beneficiary_programs_amount_check', sql`${t.investmentAmount} >= 0`),
    // one live enrolment per sub-programme; a deleted one does not keep the person from enrolling again
    uniqueIndex('beneficiary_programs_enrolment_key').on(t.beneficiaryId, t.subProgramId).where(sql`${t.deletedAt} IS NULL`),
    // the list's programme filters: who is enrolled in a sub-programme or programme
    index('beneficiary_programs_sub_program_idx').on(t.subProgramId, t.beneficiaryId),
    index('beneficiary_programs_program_idx').on(t.programId, t.beneficiaryId),
    // a person's enrolments, deleted ones too: what the foreign key looks up when a person goes (an
    // upload undone), which the partial key above cannot answer (decision 053)
    index('beneficiary_programs_beneficiary_idx').on(t.beneficiaryId),
  ],
);
