import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';

export const PROGRAM_FIELDS = [
  'program_id',
  'sub_program_id',
  'enrollment_date',
  'enrollment_status',
  'df_associate',
  'df_associate_emp_id',
  'outreach_channel_id',
  'education_level_id',
  'institute',
  'field_of_study',
  'education_status_id',
  'passing_year',
  'is_certified',
  'certification_name',
  'family_annual_source_id',
  'earning_members',
  'earning_range_id',
  'mutual_fund_provider_id',
  'mutual_fund_type_id',
  'mutual_fund_duration',
  'investment_amount',
  'reason_for_investment',
] as const;
export type ProgramFormValues = Record<(typeof PROGRAM_FIELDS)[number], string>;

export const EDUCATION_FIELDS = [
  'education_level_id',
  'institute',
  'field_of_study',
  'education_status_id',
  'passing_year',
  'is_certified',
  'certification_name',
] as const;
export const INSTITUTION_FIELDS = EDUCATION_FIELDS.slice(1);
export const INCOME_FIELDS = ['family_annual_source_id', 'earning_members', 'earning_range_id'] as const;
export const MUTUAL_FUND_FIELDS = [
  'mutual_fund_provider_id',
  'mutual_fund_type_id',
  'mutual_fund_duration',
  'investment_amount',
  'reason_for_investment',
] as const;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The beneficiary's own education and income: where the modal starts, and what sub-programme 5 resets to. */
export const personValues = (d: BeneficiaryDetails): Partial<ProgramFormValues> => ({
  education_level_id: text(d.education_level_id),
  institute: text(d.institute),
  field_of_study: text(d.field_of_study),
  education_status_id: text(d.education_status_id),
  passing_year: text(d.passing_year),
  is_certified: text(d.is_certified),
  certification_name: text(d.certification_name),
  family_annual_source_id: text(d.family_annual_source_id),
  earning_members: text(d.earning_members),
  earning_range_id: text(d.earning_range_id),
});

export function initialProgramValues(details: BeneficiaryDetails, enrolment: EnrolledProgram | null): ProgramFormValues {
  const empty = Object.fromEntries(PROGRAM_FIELDS.map((f) => [f, ''])) as ProgramFormValues;
  const base = { ...empty, ...personValues(details) };
  if (!enrolment) return base;
  return {
    ...base,
    program_id: text(enrolment.program_id),
    sub_program_id: text(enrolment.sub_program_id),
    enrollment_date: enrolment.enrollment_date,
    enrollment_status: text(enrolment.enrollment_status),
    df_associate: enrolment.df_associate,
    df_associate_emp_id: text(enrolment.df_associate_emp_id),
    outreach_channel_id: text(enrolment.outreach_channel_id),
    mutual_fund_provider_id: text(enrolment.mutual_fund_provider_id),
    mutual_fund_type_id: text(enrolment.mutual_fund_type_id),
    mutual_fund_duration: text(enrolment.mutual_fund_duration),
    investment_amount:
      enrolment.mutual_fund_investment_amount === null ? '' : String(Number(enrolment.mutual_fund_investment_amount)),
    reason_for_investment: text(enrolment.reason_for_investment),
  };
}
