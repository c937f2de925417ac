import type { RegisterBeneficiary, RegisterBeneficiaryInput } from '@portal/contract/registration';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The Add Beneficiary form's values: every field of the contract's registration (the person and their
 * consent) as typed or chosen, '' when empty. A correction leaves the consent fields empty.
 */
export type BeneficiaryFormValues = Record<keyof RegisterBeneficiaryInput, string>;

/** The form as its sections see it: the fields' text in, the contract's registration out of a valid submit. */
export type BeneficiaryForm = UseFormReturn<BeneficiaryFormValues, unknown, RegisterBeneficiary>;

export const EMPTY_BENEFICIARY: BeneficiaryFormValues = {
  first_name: '',
  last_name: '',
  gender_id: '',
  aadhaar_no: '',
  dob: '',
  mobile_no: '',
  email_id: '',
  permanent_address: '',
  pincode: '',
  state_id: '',
  district_id: '',
  taluka_id: '',
  village_id: '',
  total_family_members: '',
  beneficiary_annual_source_id: '',
  consent_given: '',
  consent_method: '',
  consent_witness: '',
  guardian_name: '',
  guardian_relationship: '',
  notice_version: '',
};
