import type { BeneficiaryUploadField } from '@portal/contract/org-upload';

/** Headings compare on letters and digits only, so case, spaces and punctuation never matter. */
export const headingKey = (heading: unknown) =>
  String(heading ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

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

/** The heading each field has in the template, for the column mapping and the reasons. */
export const TEMPLATE_HEADING = Object.fromEntries(BENEFICIARY_TEMPLATE.map(([heading, field]) => [field, heading])) as Record<
  BeneficiaryUploadField,
  string
>;

/** Other spellings met in the offices' sheets, matched as surely as the template's own headings. */
const ALIASES: [string, BeneficiaryUploadField][] = [
  ['FF Email', 'ff_email'],
  ['Field Facilitator', 'ff_email'],
  ['Facilitator', 'ff_email'],
  ['First Name', 'first_name'],
  ['Beneficiary Name', 'first_name'],
  ['Name of Beneficiary', 'first_name'],
  ['Name', 'first_name'],
  ['Full Name', 'first_name'],
  ['Surname', 'last_name'],
  ['Aadhaar', 'aadhaar_no'],
  ['Aadhar', 'aadhaar_no'],
  ['Adhar', 'aadhaar_no'],
  ['Aadhaar No', 'aadhaar_no'],
  ['Aadhar No', 'aadhaar_no'],
  ['Aadhaar Number', 'aadhaar_no'],
  ['Aadhar Number', 'aadhaar_no'],
  ['Aadhaar last 4 digits', 'aadhaar_no'],
  ['Aadhar last 4 digits', 'aadhaar_no'],
  ['Aadhaar Number (Last 4 digits)', 'aadhaar_no'],
  ['Aadhar Number (Last 4 digits)', 'aadhaar_no'],
  ['Aadhar number last 4 digits', 'aadhaar_no'],
  ['Sex', 'gender_id'],
  ['DOB', 'dob'],
  ['D.O.B', 'dob'],
  ['Birth Date', 'dob'],
  ['Mobile', 'mobile_no'],
  ['Mobile No', 'mobile_no'],
  ['Mobile No.', 'mobile_no'],
  ['Phone', 'mobile_no'],
  ['Phone Number', 'mobile_no'],
  ['Contact Number', 'mobile_no'],
  ['Contact No', 'mobile_no'],
  ['Email ID', 'email_id'],
  ['E-mail', 'email_id'],
  ['Address', 'permanent_address'],
  ['Taluka', 'taluka'],
  ['Village', 'village'],
  ['Village/City', 'village'],
  ['Village / City', 'village'],
  ['City', 'village'],
  ['Pin Code', 'pincode'],
  ['PIN', 'pincode'],
  ['Family Members', 'total_family_members'],
  ['No of Family Members', 'total_family_members'],
  ['Number of Family Members', 'total_family_members'],
  ['Occupation', 'beneficiary_annual_source'],
  ['Occupation Status', 'beneficiary_annual_source'],
  ['Beneficiary Occupation', 'beneficiary_annual_source'],
  ['Programme', 'program_id'],
  ['Sub Program', 'sub_program'],
  ['Sub Programme', 'sub_program'],
  ['Sub Programme Name', 'sub_program'],
  ['Enrolment Date', 'enrollment_date'],
  ['Enrolment Status', 'enrollment_status'],
  ['Outreach Channel', 'outreach_channel'],
  ['DF Associate', 'df_associate'],
  ['Related to DF Associate', 'df_associate'],
  ['Employee ID', 'df_associate_emp_id'],
  ['Institute', 'institute'],
  ['Did Certification course ?', 'is_certified'],
  ['Certified', 'is_certified'],
  ['Certification', 'is_certified'],
  ['Family Income', 'earning_range'],
  ['Income Range', 'earning_range'],
  ['SIP or LUMPSUM', 'mutual_fund_type'],
  ['Mutual Fund Type', 'mutual_fund_type'],
  ['Amount', 'investment_amount'],
  ['Invested Amount', 'investment_amount'],
  ['Investment Duration', 'mutual_fund_duration'],
];

export const BENEFICIARY_HEADINGS = new Map<string, BeneficiaryUploadField>(
  [...BENEFICIARY_TEMPLATE, ...ALIASES].map(([heading, field]) => [headingKey(heading), field]),
);
const TEMPLATE_KEYS = new Set(BENEFICIARY_TEMPLATE.map(([heading]) => headingKey(heading)));

/**
 * Columns a sheet must have for its rows to be stored whole. Aadhaar is among them though its cells may
 * be empty: a sheet whose Aadhaar column was not recognised would store the same people again, under a
 * different person key, on every corrected upload.
 */
export const REQUIRED_FIELDS: readonly BeneficiaryUploadField[] = [
  'first_name',
  'aadhaar_no',
  'gender_id',
  'dob',
  'mobile_no',
  'district',
  'taluka',
  'village',
  'total_family_members',
  'beneficiary_annual_source',
];

/** How a heading was matched: exactly the template's, a known other spelling, or a near one the office confirms. */
export type HeadingMatch = 'exact' | 'alias' | 'near';

/** Levenshtein distance, stopping early past `limit` (headings are short). */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Words that name one field wherever they stand in a heading ("Aadhar No. (last four)", "Mobile of beneficiary"). */
const KEYWORDS: [RegExp, BeneficiaryUploadField][] = [
  [/a+d+h+a+r/, 'aadhaar_no'],
  [/mobile|phone/, 'mobile_no'],
  [/birth|dob/, 'dob'],
  [/gender/, 'gender_id'],
  [/pin(code)?$|pincode/, 'pincode'],
  [/taluk/, 'taluka'],
  [/district|zilla/, 'district'],
  [/village/, 'village'],
  [/familymember/, 'total_family_members'],
  [/occupation/, 'beneficiary_annual_source'],
  [/email/, 'email_id'],
];

/**
 * The field a sheet's heading fills, and how surely: the template's heading or a known spelling, else a
 * heading within a typo or two of one (`Aadhaar nmber last 4 digits`), else one naming a field by a
 * word only it uses (`Aadhar No. (last four)`). Undefined when nothing fits.
 */
export function matchHeading(heading: unknown): { field: BeneficiaryUploadField; match: HeadingMatch } | undefined {
  const key = headingKey(heading);
  if (!key) return undefined;
  const known = BENEFICIARY_HEADINGS.get(key);
  if (known) return { field: known, match: TEMPLATE_KEYS.has(key) ? 'exact' : 'alias' };
  if (key.length >= 5) {
    const limit = key.length >= 12 ? 2 : 1;
    for (const [other, field] of BENEFICIARY_HEADINGS) {
      if (other.length >= 5 && distance(key, other, limit) <= limit) return { field, match: 'near' };
    }
  }
  const keyword = KEYWORDS.find(([pattern]) => pattern.test(key));
  return keyword && { field: keyword[1], match: 'near' };
}
