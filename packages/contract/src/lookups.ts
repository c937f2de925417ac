/** Lookup enumerations of spec §3. The database holds the same rows (seeded from here). */
export interface LookupOption {
  readonly id: number;
  readonly name: string;
}

const OCCUPATIONS_ROWS = [
  { id: 1, name: 'Unemployed' },
  { id: 2, name: 'Primary Agriculture' },
  { id: 3, name: 'Secondary Agriculture' },
  { id: 4, name: 'Asset rental' },
  { id: 5, name: 'Enterprise' },
  { id: 6, name: 'Employment – Formal sector' },
  { id: 7, name: 'Employment – Informal sector' },
  { id: 8, name: 'Freelance' },
  { id: 10, name: 'Student' },
  { id: 11, name: 'Agriculture Labour' },
  { id: 12, name: 'House Wife' },
  { id: 9, name: 'Others' },
] as const satisfies readonly LookupOption[];
export const OCCUPATIONS: readonly LookupOption[] = OCCUPATIONS_ROWS;

/** Family income source: the occupation list without 10, 11 and 12. */
export const FAMILY_INCOME_SOURCES: readonly LookupOption[] = OCCUPATIONS.filter((o) => ![10, 11, 12].includes(o.id));

const EDUCATION_LEVELS_ROWS = [
  { id: 1, name: 'Illiterate' },
  { id: 2, name: 'Primary School' },
  { id: 3, name: 'High School' },
  { id: 4, name: 'Pre-University/Diploma/Class 11-12' },
  { id: 5, name: 'Graduate' },
  { id: 6, name: 'Post Graduate' },
  { id: 7, name: 'PhD' },
  { id: 8, name: 'NA' },
] as const satisfies readonly LookupOption[];
export const EDUCATION_LEVELS: readonly LookupOption[] = EDUCATION_LEVELS_ROWS;

const EDUCATION_STATUSES_ROWS = [
  { id: 6, name: 'Pursuing' },
  { id: 5, name: 'Completed' },
] as const satisfies readonly LookupOption[];
export const EDUCATION_STATUSES: readonly LookupOption[] = EDUCATION_STATUSES_ROWS;

/** Yes/No as the forms and the database hold it. */
export const YES = 1;
export const NO = 0;

const YES_NO_ROWS = [
  { id: YES, name: 'Yes' },
  { id: NO, name: 'No' },
] as const satisfies readonly LookupOption[];
export const YES_NO: readonly LookupOption[] = YES_NO_ROWS;

const INCOME_RANGES_ROWS = [
  { id: 1, name: '0 - 2,00,000' },
  { id: 2, name: '2,00,001 - 5,00,000' },
  { id: 3, name: '5,00,001 - 10,00,000' },
  { id: 4, name: '>10,00,000' },
] as const satisfies readonly LookupOption[];
export const INCOME_RANGES: readonly LookupOption[] = INCOME_RANGES_ROWS;

const MUTUAL_FUND_PROVIDERS_ROWS = [{ id: 1, name: 'SBI Mutual Fund' }] as const satisfies readonly LookupOption[];
export const MUTUAL_FUND_PROVIDERS: readonly LookupOption[] = MUTUAL_FUND_PROVIDERS_ROWS;

const MUTUAL_FUND_TYPES_ROWS = [
  { id: 1, name: 'SIP' },
  { id: 2, name: 'LUMPSUM' },
] as const satisfies readonly LookupOption[];
export const MUTUAL_FUND_TYPES: readonly LookupOption[] = MUTUAL_FUND_TYPES_ROWS;

const OUTREACH_CHANNELS_ROWS = [
  { id: 1, name: 'Field facilitator' },
  { id: 2, name: 'Word of mouth' },
  { id: 3, name: 'Media/Communication platform' },
] as const satisfies readonly LookupOption[];
export const OUTREACH_CHANNELS: readonly LookupOption[] = OUTREACH_CHANNELS_ROWS;

export const ENROLLMENT_IN_PROGRESS = 4;
export const ENROLLMENT_COMPLETED = 5;

const ENROLLMENT_STATUSES_ROWS = [
  { id: ENROLLMENT_IN_PROGRESS, name: 'In Progress' },
  { id: ENROLLMENT_COMPLETED, name: 'Completed' },
] as const satisfies readonly LookupOption[];
export const ENROLLMENT_STATUSES: readonly LookupOption[] = ENROLLMENT_STATUSES_ROWS;

const GENDERS_ROWS = [
  { id: 1, name: 'Male' },
  { id: 2, name: 'Female' },
] as const satisfies readonly LookupOption[];
export const GENDERS: readonly LookupOption[] = GENDERS_ROWS;

const STATES_ROWS = [{ id: 1, name: 'Karnataka' }] as const satisfies readonly LookupOption[];
export const STATES: readonly LookupOption[] = STATES_ROWS;

/** A record in use; a deactivated beneficiary is Inactive. */
export const RECORD_ACTIVE = 1;
export const RECORD_INACTIVE = 2;

/** Record status shown on beneficiaries, enrolments and users. */
const RECORD_STATUSES_ROWS = [
  { id: RECORD_ACTIVE, name: 'Active' },
  { id: RECORD_INACTIVE, name: 'Inactive' },
] as const satisfies readonly LookupOption[];
export const RECORD_STATUSES: readonly LookupOption[] = RECORD_STATUSES_ROWS;

/**
 * Programmes and sub-programmes as the database is seeded with them (a deployer may rename them there;
 * a name the catalogue does not know is shown as the server sends it). Sub-programme 1 is Mutual Fund
 * and 5 the one without education and income details (spec §9).
 */
const PROGRAM_ROWS = [
  { id: 1, name: 'Financial Inclusion' },
  { id: 2, name: 'Livelihood Support' },
] as const satisfies readonly LookupOption[];
export const PROGRAMS: readonly LookupOption[] = PROGRAM_ROWS;

const SUB_PROGRAM_ROWS = [
  { id: 1, programId: 1, name: 'Mutual Fund' },
  { id: 2, programId: 1, name: 'Financial Literacy' },
  { id: 3, programId: 2, name: 'Skill Development' },
  { id: 4, programId: 2, name: 'Enterprise Development' },
  { id: 5, programId: 1, name: 'Community Awareness' },
] as const satisfies readonly (LookupOption & { readonly programId: number })[];
export const SUB_PROGRAMS: readonly (LookupOption & { readonly programId: number })[] = SUB_PROGRAM_ROWS;

/**
 * Every list whose names the screens show, by the name of its group of message ids
 * (`lookup.occupation.1`); the literal ids give each language's catalogue its exact keys.
 * The family income sources are occupations, so they share the occupation ids.
 */
export const LOOKUP_GROUPS = {
  occupation: OCCUPATIONS_ROWS,
  educationLevel: EDUCATION_LEVELS_ROWS,
  educationStatus: EDUCATION_STATUSES_ROWS,
  yesNo: YES_NO_ROWS,
  incomeRange: INCOME_RANGES_ROWS,
  mutualFundProvider: MUTUAL_FUND_PROVIDERS_ROWS,
  mutualFundType: MUTUAL_FUND_TYPES_ROWS,
  outreachChannel: OUTREACH_CHANNELS_ROWS,
  enrollmentStatus: ENROLLMENT_STATUSES_ROWS,
  gender: GENDERS_ROWS,
  state: STATES_ROWS,
  recordStatus: RECORD_STATUSES_ROWS,
} as const;
export type LookupGroup = keyof typeof LOOKUP_GROUPS;

/** The programme and sub-programme names, keyed as `program.1` and `subProgram.5`. */
export const PROGRAM_GROUPS = { program: PROGRAM_ROWS, subProgram: SUB_PROGRAM_ROWS } as const;

export const ids = (options: readonly LookupOption[]): number[] => options.map((o) => o.id);
export const nameOf = (options: readonly LookupOption[], id: number | null | undefined): string | null =>
  options.find((o) => o.id === id)?.name ?? null;
/** The id of an English name the server sent (its rows are seeded from these lists), or null. */
export const idOf = (options: readonly LookupOption[], name: string | null | undefined): number | null =>
  options.find((o) => o.name === name)?.id ?? null;
