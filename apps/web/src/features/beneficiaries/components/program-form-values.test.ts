import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { ENROLMENT_FIELDS } from '@portal/contract/program';
import { describe, expect, it } from 'vitest';
import { EDUCATION_FIELDS, INCOME_FIELDS, initialProgramValues } from './program-form-values.ts';

const person = {
  education_level_id: 3,
  institute: 'Government PU College',
  field_of_study: 'Commerce',
  education_status_id: 1,
  passing_year: 2015,
  is_certified: 1,
  certification_name: 'Tally',
  family_annual_source_id: 2,
  earning_members: 2,
  earning_range_id: 4,
} as unknown as BeneficiaryDetails;

const enrolment = {
  program_id: 2,
  sub_program_id: 6,
  enrollment_date: '2024-06-01',
  enrollment_status: 4,
  df_associate: '1',
  df_associate_emp_id: 'DF-17',
  outreach_channel_id: 3,
  mutual_fund_provider_id: 5,
  mutual_fund_type_id: 2,
  mutual_fund_duration: 24,
  mutual_fund_investment_amount: '2500.00',
  reason_for_investment: 'Daughter’s education',
} as unknown as EnrolledProgram;

describe('the Add Program form’s starting values', () => {
  it('a new enrolment starts from the person’s education and income, every other field empty', () => {
    const values = initialProgramValues(person, null);
    expect(Object.keys(values).sort()).toEqual([...ENROLMENT_FIELDS].sort());
    expect(values).toMatchObject({ institute: 'Government PU College', passing_year: '2015', earning_range_id: '4' });
    expect([values.program_id, values.enrollment_date, values.investment_amount]).toEqual(['', '', '']);
  });

  it('an enrolment being edited shows each of its own fields, the amount as the number typed', () => {
    expect(initialProgramValues(person, enrolment)).toMatchObject({
      program_id: '2',
      sub_program_id: '6',
      enrollment_date: '2024-06-01',
      enrollment_status: '4',
      df_associate: '1',
      df_associate_emp_id: 'DF-17',
      outreach_channel_id: '3',
      mutual_fund_provider_id: '5',
      mutual_fund_type_id: '2',
      mutual_fund_duration: '24',
      investment_amount: '2500',
      reason_for_investment: 'Daughter’s education',
      certification_name: 'Tally',
    });
  });

  it('the education and income sections together hold the person’s details', () => {
    expect([...EDUCATION_FIELDS, ...INCOME_FIELDS].sort()).toEqual(
      [
        'certification_name',
        'earning_members',
        'earning_range_id',
        'education_level_id',
        'education_status_id',
        'family_annual_source_id',
        'field_of_study',
        'institute',
        'is_certified',
        'passing_year',
      ].sort(),
    );
  });
});
