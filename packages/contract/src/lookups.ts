/** Lookup enumerations of spec §3. The database holds the same rows (seeded from here). */
export interface LookupOption {
  readonly id: number;
  readonly name: string;
}

export const OCCUPATIONS: readonly LookupOption[] = [
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
];

/** Family income source: the occupation list without 10, 11 and 12. */
export const FAMILY_INCOME_SOURCES: readonly LookupOption[] = OCCUPATIONS.filter((o) => ![10, 11, 12].includes(o.id));

export const EDUCATION_LEVELS: readonly LookupOption[] = [
  { id: 1, name: 'Illiterate' },
  { id: 2, name: 'Primary School' },
  { id: 3, name: 'High School' },
  { id: 4, name: 'Pre-University/Diploma/Class 11-12' },
  { id: 5, name: 'Graduate' },
  { id: 6, name: 'Post Graduate' },
  { id: 7, name: 'PhD' },
  { id: 8, name: 'NA' },
];

export const EDUCATION_STATUSES: readonly LookupOption[] = [
  { id: 6, name: 'Pursuing' },
  { id: 5, name: 'Completed' },
];

export const YES_NO: readonly LookupOption[] = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];

export const INCOME_RANGES: readonly LookupOption[] = [
  { id: 1, name: '0 - 2,00,000' },
  { id: 2, name: '2,00,001 - 5,00,000' },
  { id: 3, name: '5,00,001 - 10,00,000' },
  { id: 4, name: '>10,00,000' },
];

export const MUTUAL_FUND_PROVIDERS: readonly LookupOption[] = [{ id: 1, name: 'SBI Mutual Fund' }];

export const MUTUAL_FUND_TYPES: readonly LookupOption[] = [
  { id: 1, name: 'SIP' },
  { id: 2, name: 'LUMPSUM' },
];

export const OUTREACH_CHANNELS: readonly LookupOption[] = [
  { id: 1, name: 'Field facilitator' },
  { id: 2, name: 'Word of mouth' },
  { id: 3, name: 'Media/Communication platform' },
];

export const ENROLLMENT_STATUSES: readonly LookupOption[] = [
  { id: 4, name: 'In Progress' },
  { id: 5, name: 'Completed' },
];

export const GENDERS: readonly LookupOption[] = [
  { id: 1, name: 'Male' },
  { id: 2, name: 'Female' },
];

export const STATES: readonly LookupOption[] = [{ id: 1, name: 'Karnataka' }];

/** Record status shown on beneficiaries, enrolments and users. */
export const RECORD_STATUSES: readonly LookupOption[] = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'Inactive' },
];

export const ids = (options: readonly LookupOption[]): number[] => options.map((o) => o.id);
export const nameOf = (options: readonly LookupOption[], id: number | null | undefined): string | null =>
  options.find((o) => o.id === id)?.name ?? null;
