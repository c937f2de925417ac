import type { BeneficiaryCreate } from '@portal/contract/beneficiary';
import type { UseFormReturn } from 'react-hook-form';

/** The Add Beneficiary form's values: every field of the contract's person as typed or chosen, '' when empty. */
export type BeneficiaryFormValues = Record<keyof BeneficiaryCreate, string>;

/** The form as its sections see it: the fields' text in, the contract's person out of a valid submit. */
export type BeneficiaryForm = UseFormReturn<BeneficiaryFormValues, unknown, BeneficiaryCreate>;

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
};
