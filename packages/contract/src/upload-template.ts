import { UPLOAD_MAX_ROWS } from './constants.ts';
import { indianDigits } from './format.ts';
import { CONSENT_UPLOAD_FIELDS } from './upload-consent-fields.ts';

export const VILLAGE_HEADINGS = ['Village', 'Taluk', 'District'] as const;

/**
 * A beneficiary record as the upload dialog sends it (spec §3), values as read from the sheet, then
 * the consent columns (decision 038).
 */
export const BENEFICIARY_UPLOAD_FIELDS = [
  'ff_email',
  'first_name',
  'last_name',
  'aadhaar_no',
  'gender_id',
  'dob',
  'mobile_no',
  'email_id',
  'permanent_address',
  'state_id',
  'district',
  'taluka',
  'village',
  'pincode',
  'total_family_members',
  'beneficiary_annual_source',
  'education_level',
  'institute',
  'field_of_study',
  'education_status_id',
  'passing_year',
  'is_certified',
  'certification_name',
  'family_annual_source',
  'earning_range',
  'earning_members',
  'df_associate',
  'df_associate_emp_id',
  'outreach_channel',
  'enrollment_date',
  'enrollment_status',
  'investment_amount',
  'mutual_fund_provider_id',
  'mutual_fund_type',
  'mutual_fund_duration',
  'reason_for_investment',
  'program_id',
  'sub_program',
  ...CONSENT_UPLOAD_FIELDS,
] as const;
export type BeneficiaryUploadField = (typeof BENEFICIARY_UPLOAD_FIELDS)[number];

/** Texts of the upload workbooks the portal writes: the rejected-rows download and the two templates. */
export const REJECTED_SHEET_NAME = 'Rejected rows';
export const REJECTED_REASON_HEADING = 'Reason';

const rows = indianDigits(UPLOAD_MAX_ROWS);

/** Names inside the workbooks (files, sheets, the hidden lists): the same in every language, formulas refer to them. */
export const TEMPLATE_NAMES = {
  beneficiaryFile: 'beneficiaries-template.xlsx',
  villageFile: 'villages-template.xlsx',
  beneficiarySheet: 'Beneficiaries',
  villageSheet: 'Villages',
  instructionsSheet: 'Instructions',
  /** The hidden sheet the drop-downs take their values from. */
  listsSheet: 'Lists',
  listDistricts: 'District',
  listTaluks: 'Taluk',
  listDistrictOfTaluk: 'District of the taluk',
  listTalukOfDistrict: 'Taluk of the district',
} as const;

/** The texts of a template the office reads (instructions and drop-down messages), in the user's language. */
export const TEMPLATE_TEXT = {
  columnHeading: 'Column',
  helpHeading: 'What to enter',
  pickTitle: 'Pick from the list',
  pick: 'Choose a value from the drop-down list. Other spellings may be rejected on upload.',
  talukPick: 'Choose the district first: the list shows the taluks of the district in this row.',
  aadhaarTitle: 'Last 4 digits only',
  aadhaar: 'Only the last 4 digits of the Aadhaar number, never the full number.',
  dateTitle: 'Date',
  date: 'Day/month/year, e.g. 05/03/1985.',
} as const;

/**
 * The Instructions sheet, one paragraph a text. `{sheet}` is the data sheet's name; `{check}` and
 * `{download}` the dialog's buttons, as the user's language names them.
 */
export const TEMPLATE_INSTRUCTIONS = {
  fillSheet:
    'Fill the first sheet, "{sheet}": one row per record from row 2. Keep the headings of row 1 as they are; columns may be left empty where this sheet says so.',
  dropDowns:
    'Columns with a drop-down show a small arrow when a cell is selected: pick the value from the list rather than typing it. Pasted values are not checked by the drop-downs, so paste only values spelt as in the lists.',
  maxRows: `At most ${rows} rows in one file (the heading row not counted); split a longer list into several files.`,
  checkFirst:
    'Before uploading, "{check}" shows which rows would be rejected and why. After an upload, "{download}" gives those rows back with a Reason column: correct them and upload that file again.',
  beneficiaryDates:
    'Dates (Date of Birth, Enrollment Date, Consent Date): day/month/year, e.g. 05/03/1985. Date cells and text written 05/03/1985, 05-03-1985 or 1985-03-05 are all read.',
  beneficiaryAadhaar:
    'Aadhaar: only the LAST 4 DIGITS (e.g. 0123). Never write a full 12-digit Aadhaar number anywhere in the sheet: a row holding one is not uploaded and the number is cleared.',
  beneficiaryPlaces:
    'District and Taluk: choose the district first; the Taluk drop-down then lists the taluks of that district. The village must be one the portal knows in that taluk (add new villages first with Upload Villages).',
  beneficiaryProgramme:
    'Programme columns (Program to Reason for Investment) are only needed to enrol the beneficiary in a sub-programme at the same time; leave them all empty to register the beneficiary alone.',
  beneficiaryConsent:
    'Consent columns (Consent to Guardian Relationship): Consent Yes when the person, or for a person under 18 a parent or guardian, was shown the notice and consents; then how it was given, a witness for spoken consent, and the parent or guardian of a person under 18 on the Consent Date (empty: the day of the upload). Consent empty or No: consent not recorded. While this office requires consent, such a row is not uploaded; otherwise the person is registered without it.',
  villagePlaces:
    'District and Taluk: pick them from the drop-downs. Once a district is chosen, the Taluk drop-down lists only its taluks. Villages already in the portal are skipped, not added twice.',
} as const;

type Instruction = keyof typeof TEMPLATE_INSTRUCTIONS;
const COMMON: readonly Instruction[] = ['fillSheet', 'dropDowns', 'maxRows', 'checkFirst'];
export const BENEFICIARY_INSTRUCTIONS: readonly Instruction[] = [
  ...COMMON,
  'beneficiaryDates',
  'beneficiaryAadhaar',
  'beneficiaryPlaces',
  'beneficiaryProgramme',
  'beneficiaryConsent',
];
export const VILLAGE_INSTRUCTIONS: readonly Instruction[] = [...COMMON, 'villagePlaces'];

const withSubProgramme = 'Needed when a Sub Program Name is given.';
const withEducation = 'Needed when the Education Level is neither Illiterate nor NA.';

/** What each beneficiary column holds, by the field it is read into. */
export const BENEFICIARY_COLUMN_HELP = {
  ff_email:
    "Optional. The field facilitator's work e-mail (or name) as in the portal; empty or unknown: the record is created in your name.",
  first_name: 'Required. The first name as on the Aadhaar card: letters only, at least 3, no spaces.',
  last_name: 'Optional.',
  aadhaar_no: 'Optional. The LAST 4 DIGITS of the Aadhaar number only (e.g. 0123), never the full number.',
  gender_id: 'Required. Drop-down: Male or Female.',
  dob: 'Required. Day/month/year, e.g. 05/03/1985.',
  mobile_no: 'Required. The 10-digit mobile number; +91 and spaces may stay (e.g. +91 98450 11122).',
  email_id: 'Optional. An e-mail address such as name@example.com.',
  permanent_address: 'Optional.',
  state_id: 'Always Karnataka; no column needed.',
  district: 'Required. Drop-down: the districts of Karnataka.',
  taluka: 'Required. Drop-down: the taluks of the district in this row.',
  village: 'Required. The village or city as the portal names it in that taluk.',
  pincode: 'Optional. 6 digits.',
  total_family_members: 'Required. A number from 1 to 99.',
  beneficiary_annual_source: 'Required. Drop-down: the occupation.',
  program_id: 'Optional. The programme of the sub-programme (the sub-programme decides it).',
  sub_program:
    'Optional. To enrol the beneficiary: the sub-programme as the portal names it. Empty: registered without an enrolment.',
  enrollment_date: `${withSubProgramme} Day/month/year, e.g. 10/01/2024.`,
  enrollment_status: 'Drop-down: In Progress or Completed (empty is In Progress).',
  outreach_channel: `${withSubProgramme} Drop-down: how the beneficiary heard of the programme.`,
  df_associate: `${withSubProgramme} Drop-down: Yes or No.`,
  df_associate_emp_id: 'Needed when Related to DF Associate is Yes: that employee ID.',
  education_level: `${withSubProgramme} Drop-down.`,
  institute: withEducation,
  field_of_study: withEducation,
  education_status_id: `${withEducation} Drop-down: Pursuing or Completed.`,
  passing_year: `${withEducation} A year such as 2015.`,
  is_certified: `${withEducation} Drop-down: Yes or No.`,
  certification_name: 'Needed when Did Certification course is Yes.',
  family_annual_source: `${withSubProgramme} Drop-down: the family's main income source.`,
  earning_range: `${withSubProgramme} Drop-down: the family's yearly income in rupees.`,
  earning_members: 'Optional. How many in the family earn (0 or more).',
  mutual_fund_provider_id: 'Always the portal’s one provider; no column needed.',
  mutual_fund_type: 'Needed for a mutual fund enrolment. Drop-down: SIP or LUMPSUM.',
  investment_amount: 'Needed for a mutual fund enrolment. The amount in rupees, e.g. 5000.',
  mutual_fund_duration: 'Needed for a mutual fund enrolment. The number of months, e.g. 12.',
  reason_for_investment: 'Optional.',
  consent:
    'Drop-down: Yes when the person (under 18: a parent or guardian) was shown the notice and consents. No or empty: consent not recorded.',
  consent_date:
    'The day consent was given: day/month/year, e.g. 05/03/2025, not after today nor before the Date of Birth. Empty: the day of the upload.',
  consent_method: 'Needed when Consent is Yes. Drop-down: Signed form, Thumb impression or Spoken, before a witness.',
  consent_witness: "Needed for consent spoken before a witness: the witness's name.",
  guardian_name: "Needed when the person is under 18 on the Consent Date: the parent's or guardian's name.",
  guardian_relationship: 'Needed when the person is under 18 on the Consent Date. Drop-down: Mother, Father or Other guardian.',
} as const satisfies Record<BeneficiaryUploadField, string>;

export const VILLAGE_COLUMN_HELP = {
  Village: 'Required. The village name.',
  Taluk: 'Required. Drop-down: the taluks of the district in this row (all taluks while the district is empty).',
  District: 'Required. Drop-down: the districts of Karnataka.',
} as const satisfies Record<'Village' | 'Taluk' | 'District', string>;
