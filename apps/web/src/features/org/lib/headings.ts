import type { BeneficiaryUploadField } from '@portal/contract/org-upload';

/** Headings compare on letters and digits only, so case, spaces and punctuation never matter. */
export const headingKey = (heading: unknown) =>
  String(heading ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The template's headings: the old sheets' source headings (spec §3) and plain ones for the rest. */
export const BENEFICIARY_TEMPLATE: [string, BeneficiaryUploadField][] = [
  ['FF Name', 'ff_email'],
  ['Name of Beneficiary according to Aadhaar', 'first_name'],
  ['Last Name', 'last_name'],
  ['Aadhaar number last 4 digits', 'aadhaar_no'],
  ['Gender', 'gender_id'],
  ['Date of Birth', 'dob'],
  ['Mobile Number', 'mobile_no'],
  ['Email', 'email_id'],
  ['Permanent Address', 'permanent_address'],
  ['District', 'district'],
  ['Taluk', 'taluka'],
  ['P_Village / P_City', 'village'],
  ['Pincode', 'pincode'],
  ['Total Family Members', 'total_family_members'],
  ['Beneficiary Occupation Status', 'beneficiary_annual_source'],
  ['Program', 'program_id'],
  ['Sub Program Name', 'sub_program'],
  ['Enrollment Date', 'enrollment_date'],
  ['Enrollment Status', 'enrollment_status'],
  ['Awareness Through', 'outreach_channel'],
  ['Related to DF Associate (Yes or No)', 'df_associate'],
  ['Employee ID (If Yes)', 'df_associate_emp_id'],
  ['Education Level', 'education_level'],
  ['Institution', 'institute'],
  ['Field of Study', 'field_of_study'],
  ['Education Status', 'education_status_id'],
  ['Passing Year', 'passing_year'],
  ['Did Certification course ? (Yes / No)', 'is_certified'],
  ['Certification Name', 'certification_name'],
  ['Family Income Source', 'family_annual_source'],
  ['Family Income Range', 'earning_range'],
  ['Earning Members', 'earning_members'],
  ['SIP / LUMPSUM', 'mutual_fund_type'],
  ['Investment Amount', 'investment_amount'],
  ['Duration', 'mutual_fund_duration'],
  ['Reason for Investment', 'reason_for_investment'],
];

/** Other spellings met in the field's sheets. */
const ALIASES: [string, BeneficiaryUploadField][] = [
  ['FF Email', 'ff_email'],
  ['First Name', 'first_name'],
  ['Aadhaar', 'aadhaar_no'],
  ['DOB', 'dob'],
  ['Mobile', 'mobile_no'],
  ['Mobile No', 'mobile_no'],
  ['Email ID', 'email_id'],
  ['Address', 'permanent_address'],
  ['Taluka', 'taluka'],
  ['Village', 'village'],
  ['Pin Code', 'pincode'],
  ['Did Certification course ?', 'is_certified'],
  ['Sub Program', 'sub_program'],
];

export const BENEFICIARY_HEADINGS = new Map<string, BeneficiaryUploadField>(
  [...BENEFICIARY_TEMPLATE, ...ALIASES].map(([heading, field]) => [headingKey(heading), field]),
);
