import { YES } from '@portal/contract/lookups';
import { ProgramFieldsSchema } from '@portal/contract/program';
import { useFormContext } from 'react-hook-form';
import { limitsOf } from '../lib/schema-limits.ts';
import type { ProgramFormValues } from './program-form-values.ts';

const FIELDS = ProgramFieldsSchema.shape;

/** The programme form's inputs take their lengths and bounds from the contract's schema. */
export const PROGRAM_LIMITS = {
  associateEmpId: limitsOf(FIELDS.df_associate_emp_id),
  institute: limitsOf(FIELDS.institute),
  fieldOfStudy: limitsOf(FIELDS.field_of_study),
  passingYear: limitsOf(FIELDS.passing_year),
  certificationName: limitsOf(FIELDS.certification_name),
  earningMembers: limitsOf(FIELDS.earning_members),
  mfDuration: limitsOf(FIELDS.mutual_fund_duration),
  investment: limitsOf(FIELDS.investment_amount),
  reason: limitsOf(FIELDS.reason_for_investment),
};

/** A select's value is the option id as text. */
export const YES_TEXT = String(YES);

export const asNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Empties the given fields of the programme form: what a choice takes away (spec §4). */
export function useClearFields() {
  const { setValue } = useFormContext<ProgramFormValues>();
  return (fields: readonly (keyof ProgramFormValues)[]) => {
    for (const field of fields) setValue(field, '');
  };
}
