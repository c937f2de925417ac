import type { BeneficiaryCreate } from './beneficiary.ts';
import type { EnrolmentField } from './program.ts';
import type { BeneficiaryUploadField } from './upload-template.ts';

/**
 * The column each field of a person and of an enrolment is read from. Places and look-ups are typed
 * as names, so their columns carry the name's word; a field of the contract without its column here
 * does not compile, and the template's columns (upload-template.ts) are these, the facilitator's e-mail and
 * the consent columns (upload-consent-fields.ts; tested).
 */
export const UPLOAD_COLUMN_OF: { readonly [Field in keyof BeneficiaryCreate | EnrolmentField]: BeneficiaryUploadField } = {
  first_name: 'first_name',
  last_name: 'last_name',
  aadhaar_no: 'aadhaar_no',
  gender_id: 'gender_id',
  dob: 'dob',
  mobile_no: 'mobile_no',
  email_id: 'email_id',
  permanent_address: 'permanent_address',
  state_id: 'state_id',
  district_id: 'district',
  taluka_id: 'taluka',
  village_id: 'village',
  pincode: 'pincode',
  total_family_members: 'total_family_members',
  beneficiary_annual_source_id: 'beneficiary_annual_source',
  education_level_id: 'education_level',
  institute: 'institute',
  field_of_study: 'field_of_study',
  education_status_id: 'education_status_id',
  passing_year: 'passing_year',
  is_certified: 'is_certified',
  certification_name: 'certification_name',
  family_annual_source_id: 'family_annual_source',
  earning_range_id: 'earning_range',
  earning_members: 'earning_members',
  df_associate: 'df_associate',
  df_associate_emp_id: 'df_associate_emp_id',
  outreach_channel_id: 'outreach_channel',
  enrollment_date: 'enrollment_date',
  enrollment_status: 'enrollment_status',
  investment_amount: 'investment_amount',
  mutual_fund_provider_id: 'mutual_fund_provider_id',
  mutual_fund_type_id: 'mutual_fund_type',
  mutual_fund_duration: 'mutual_fund_duration',
  reason_for_investment: 'reason_for_investment',
  program_id: 'program_id',
  sub_program_id: 'sub_program',
};
