/** The Add Beneficiary form's values: every field as typed or chosen, '' when empty. */
export type BeneficiaryFormValues = Record<
  | 'first_name'
  | 'last_name'
  | 'gender_id'
  | 'aadhaar_no'
  | 'dob'
  | 'mobile_no'
  | 'email_id'
  | 'permanent_address'
  | 'pincode'
  | 'state_id'
  | 'district_id'
  | 'taluka_id'
  | 'village_id'
  | 'total_family_members'
  | 'beneficiary_annual_source_id',
  string
>;

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
