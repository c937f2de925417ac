import { z } from 'zod';
import { MIN_PASSING_YEAR, TEXT_MAX_LENGTH } from './constants.ts';
import { emptyToUndefined, isoDate, optionalId, optionalText, requiredId } from './fields.ts';
import { EDUCATION_STATUSES, ENROLLMENT_STATUSES, ids, YES_NO } from './lookups.ts';
import { PROGRAM_RULES as R } from './messages.ts';
import { isMutualFund, needsEducation, needsInstitution, type SubProgramFlagsOf } from './program-rules.ts';

export type { SubProgramFlags, SubProgramFlagsOf } from './program-rules.ts';
export { isMutualFund, needsEducation, needsInstitution };

const optionalNumber = (message: string, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: message }).min(min, message).max(max, message).optional());

/**
 * The add-program payload of spec §3, field by field (a route's body); the conditional rules, which
 * depend on the sub-programme's flags, follow below.
 */
export const ProgramFieldsSchema = z.strictObject({
  program_id: requiredId(R.program),
  sub_program_id: requiredId(R.subProgram),
  enrollment_date: isoDate(R.enrollmentDate, R.enrollmentDate),
  enrollment_status: requiredId(R.enrollmentStatus, ids(ENROLLMENT_STATUSES)),
  df_associate: requiredId(R.dfAssociate, ids(YES_NO)),
  df_associate_emp_id: optionalText(50, R.associateEmpId),
  // the office's lists (Programmes and look-ups): any id here, checked against the database by the API
  outreach_channel_id: requiredId(R.outreachChannel),
  education_level_id: optionalId(R.educationLevel),
  institute: optionalText(TEXT_MAX_LENGTH, R.institution),
  field_of_study: optionalText(TEXT_MAX_LENGTH, R.fieldOfStudy),
  education_status_id: optionalId(R.educationStatus, ids(EDUCATION_STATUSES)),
  passing_year: optionalNumber(R.passingYear, MIN_PASSING_YEAR, new Date().getFullYear() + 10),
  is_certified: optionalId(R.certification, ids(YES_NO)),
  certification_name: optionalText(TEXT_MAX_LENGTH, R.certificationName),
  family_annual_source_id: optionalId(R.familyIncome),
  earning_members: optionalNumber(R.earningMembers, 0, 99),
  earning_range_id: optionalId(R.familyIncome),
  mutual_fund_provider_id: optionalId(R.mfProvider),
  mutual_fund_type_id: optionalId(R.mfType),
  mutual_fund_duration: optionalNumber(R.mfDuration, 0, 600),
  investment_amount: optionalNumber(R.investedAmount, 0, 1_000_000_000),
  reason_for_investment: optionalText(500, R.reasonTooLong),
});

export type ProgramFields = z.output<typeof ProgramFieldsSchema>;
export type EnrolmentField = keyof ProgramFields;

/** An enrolment's fields, in the form's order: the columns every write of an enrolment names. */
export const ENROLMENT_FIELDS = Object.keys(ProgramFieldsSchema.shape) as EnrolmentField[];

/**
 * The form's education and income: kept with the enrolment, and the person's own fields too (set from
 * a sheet's row, corrected from the form under the person's edit rule).
 */
export const PERSON_DETAIL_FIELDS = [
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
] as const satisfies readonly EnrolmentField[];
export type PersonDetailField = (typeof PERSON_DETAIL_FIELDS)[number];

/** Spec §5 Add Program: the fields a choice makes required (program-rules.ts), each with its message. */
function checkConditionalRules(v: ProgramFields, ctx: z.RefinementCtx, flagsOf: SubProgramFlagsOf) {
  const subProgram = flagsOf(v.sub_program_id);
  const require = (field: keyof ProgramFields, message: string) => {
    if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (v.df_associate !== 0) require('df_associate_emp_id', R.associateEmpId);
  if (needsEducation(subProgram)) {
    require('education_level_id', R.educationLevel);
    if (needsInstitution(v.education_level_id)) {
      require('institute', R.institution);
      require('field_of_study', R.fieldOfStudy);
      require('education_status_id', R.educationStatus);
      require('passing_year', R.passingYear);
      require('is_certified', R.certification);
      if (v.is_certified === 1) require('certification_name', R.certificationName);
    }
    require('family_annual_source_id', R.familyIncome);
    require('earning_range_id', R.familyIncome);
  }
  if (isMutualFund(subProgram)) {
    require('mutual_fund_provider_id', R.mfProvider);
    require('mutual_fund_type_id', R.mfType);
    require('mutual_fund_duration', R.mfDuration);
    require('investment_amount', R.investedAmount);
  }
}

/** Spec §4 clearing rules, applied to what is stored so hidden fields never keep stale values. */
export function clearHiddenFields(v: ProgramFields, flagsOf: SubProgramFlagsOf): ProgramFields {
  const out = { ...v };
  if (out.df_associate !== 1) out.df_associate_emp_id = undefined;
  if (!isMutualFund(flagsOf(out.sub_program_id))) {
    out.mutual_fund_provider_id = undefined;
    out.mutual_fund_type_id = undefined;
    out.mutual_fund_duration = undefined;
    out.investment_amount = undefined;
    out.reason_for_investment = undefined;
  }
  if (!needsInstitution(out.education_level_id)) {
    out.institute = undefined;
    out.field_of_study = undefined;
    out.education_status_id = undefined;
    out.passing_year = undefined;
    out.is_certified = undefined;
  }
  if (out.is_certified !== 1) out.certification_name = undefined;
  return out;
}

/**
 * The whole add-program rule for the sub-programmes as they are now. `when` runs the conditional rules
 * even while other fields fail, so a form shows every message at once.
 */
export const addProgramSchema = (flagsOf: SubProgramFlagsOf) =>
  ProgramFieldsSchema.superRefine((v, ctx) => checkConditionalRules(v, ctx, flagsOf), { when: () => true }).transform((v) =>
    clearHiddenFields(v, flagsOf),
  );
export type AddProgramInput = z.input<typeof ProgramFieldsSchema>;
export type AddProgram = ProgramFields;

export {
  type AddProgramResponse,
  AddProgramResponseSchema,
  type MissingSubProgramsResponse,
  MissingSubProgramsResponseSchema,
} from './responses/beneficiary.ts';
