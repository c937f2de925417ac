import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { ENROLMENT_FIELDS, type EnrolmentField, PERSON_DETAIL_FIELDS } from '@portal/contract/program';

export const PROGRAM_FIELDS = ENROLMENT_FIELDS;
export type ProgramFormValues = Record<EnrolmentField, string>;

export const INCOME_FIELDS = [
  'family_annual_source_id',
  'earning_members',
  'earning_range_id',
] as const satisfies readonly EnrolmentField[];
export const EDUCATION_FIELDS = PERSON_DETAIL_FIELDS.filter(
  (field): field is Exclude<(typeof PERSON_DETAIL_FIELDS)[number], (typeof INCOME_FIELDS)[number]> =>
    !(INCOME_FIELDS as readonly string[]).includes(field),
);
export const INSTITUTION_FIELDS = EDUCATION_FIELDS.slice(1);
export const MUTUAL_FUND_FIELDS = [
  'mutual_fund_provider_id',
  'mutual_fund_type_id',
  'mutual_fund_duration',
  'investment_amount',
  'reason_for_investment',
] as const;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The beneficiary's own education and income: where the modal starts, and what sub-programme 5 resets to. */
export const personValues = (d: BeneficiaryDetails): Partial<ProgramFormValues> =>
  Object.fromEntries(PERSON_DETAIL_FIELDS.map((field) => [field, text(d[field])]));

/** The enrolment's own fields as the details answer names them (the amount under its spec name). */
const enrolmentValue = (enrolment: EnrolledProgram, field: EnrolmentField): string => {
  if (field === 'investment_amount') {
    const amount = enrolment.mutual_fund_investment_amount;
    return amount === null ? '' : String(Number(amount));
  }
  return text((enrolment as Partial<Record<EnrolmentField, string | number | null>>)[field]);
};

export function initialProgramValues(details: BeneficiaryDetails, enrolment: EnrolledProgram | null): ProgramFormValues {
  const empty = Object.fromEntries(PROGRAM_FIELDS.map((f) => [f, ''])) as ProgramFormValues;
  const base = { ...empty, ...personValues(details) };
  if (!enrolment) return base;
  const own = PROGRAM_FIELDS.filter((field) => !(PERSON_DETAIL_FIELDS as readonly string[]).includes(field));
  return { ...base, ...Object.fromEntries(own.map((field) => [field, enrolmentValue(enrolment, field)])) };
}
