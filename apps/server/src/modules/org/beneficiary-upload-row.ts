import { type BeneficiaryCreate, BeneficiaryCreateSchema } from '@portal/contract/beneficiary';
import { BENEFICIARY_RULES as B, PROGRAM_RULES as P } from '@portal/contract/messages';
import type { BeneficiaryUploadField, BeneficiaryUploadRecord } from '@portal/contract/org-upload';
import { type AddProgram, AddProgramSchema } from '@portal/contract/program';
import type { z } from 'zod';
import type { UploadLookups } from './upload-lookups.ts';
import { nameKey } from './upload-support.ts';

/**
 * Every column of a beneficiary record, named by its heading in the upload template (the sheet's
 * headings of spec §3, apps/web/src/features/org/lib/headings.ts), for reasons about a column.
 */
export const BENEFICIARY_UPLOAD_HEADINGS: Readonly<Record<BeneficiaryUploadField, string>> = {
  ff_email: 'FF Name',
  first_name: 'Name of Beneficiary according to Aadhaar',
  last_name: 'Last Name',
  aadhaar_no: 'Aadhaar number last 4 digits',
  gender_id: 'Gender',
  dob: 'Date of Birth',
  mobile_no: 'Mobile Number',
  email_id: 'Email',
  permanent_address: 'Permanent Address',
  state_id: 'State',
  district: 'District',
  taluka: 'Taluk',
  village: 'P_Village / P_City',
  pincode: 'Pincode',
  total_family_members: 'Total Family Members',
  beneficiary_annual_source: 'Beneficiary Occupation Status',
  program_id: 'Program',
  sub_program: 'Sub Program Name',
  enrollment_date: 'Enrollment Date',
  enrollment_status: 'Enrollment Status',
  outreach_channel: 'Awareness Through',
  df_associate: 'Related to DF Associate (Yes or No)',
  df_associate_emp_id: 'Employee ID (If Yes)',
  education_level: 'Education Level',
  institute: 'Institution',
  field_of_study: 'Field of Study',
  education_status_id: 'Education Status',
  passing_year: 'Passing Year',
  is_certified: 'Did Certification course ? (Yes / No)',
  certification_name: 'Certification Name',
  family_annual_source: 'Family Income Source',
  earning_range: 'Family Income Range',
  earning_members: 'Earning Members',
  mutual_fund_provider_id: 'Mutual Fund Provider',
  mutual_fund_type: 'SIP / LUMPSUM',
  investment_amount: 'Investment Amount',
  mutual_fund_duration: 'Duration',
  reason_for_investment: 'Reason for Investment',
};

export interface ResolvedRow {
  row: number;
  person: BeneficiaryCreate;
  programme: AddProgram | null;
  createdBy: number;
  note?: string;
}

/** A sheet cell as trimmed text; '' for an empty cell. */
export const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const messages = (error: z.ZodError) => [...new Set(error.issues.map((i) => i.message))];

/**
 * One sheet row to the same payloads the single-record screens send, names resolved to ids, checked
 * with the same contract schemas. Returns the reasons when the row cannot be stored.
 */
export function resolveRow(
  record: BeneficiaryUploadRecord,
  row: number,
  lookups: UploadLookups,
  uploaderId: number,
): ResolvedRow | { row: number; reasons: string[] } {
  const reasons: string[] = [];
  // an unknown name already explains the "required" messages of the fields it would have filled
  const explained = new Set<string>();
  const lookup = <T>(map: Map<string, T>, key: string, label: string, value: string, ...covers: string[]): T | '' => {
    if (!value) return '';
    const found = map.get(key);
    if (found === undefined) {
      reasons.push(`Unknown ${label} "${value}"`);
      for (const message of covers) explained.add(message);
    }
    return found ?? '';
  };
  const districtName = text(record.district);
  const talukName = text(record.taluka);
  const villageName = text(record.village);
  const districtId = lookup(lookups.districts, nameKey(districtName), 'district', districtName, B.district, B.taluk, B.village);
  const talukaId = districtId
    ? lookup(lookups.taluks, `${districtId}|${nameKey(talukName)}`, `taluk in ${districtName}`, talukName, B.taluk, B.village)
    : '';
  const villageId = talukaId
    ? lookup(lookups.villages, `${talukaId}|${nameKey(villageName)}`, `village in ${talukName}`, villageName, B.village)
    : '';
  const occupation = text(record.beneficiary_annual_source);

  const person = BeneficiaryCreateSchema.safeParse({
    first_name: text(record.first_name),
    last_name: text(record.last_name),
    gender_id: text(record.gender_id),
    aadhaar_no: text(record.aadhaar_no),
    dob: text(record.dob),
    mobile_no: text(record.mobile_no),
    email_id: text(record.email_id),
    permanent_address: text(record.permanent_address),
    pincode: text(record.pincode),
    state_id: text(record.state_id) || 1,
    district_id: districtId,
    taluka_id: talukaId,
    village_id: villageId,
    total_family_members: text(record.total_family_members),
    beneficiary_annual_source_id: lookup(lookups.occupations, nameKey(occupation), 'occupation', occupation, B.occupation),
  });
  if (!person.success) reasons.push(...messages(person.error));

  let programme: AddProgram | null = null;
  const subProgramName = text(record.sub_program);
  if (subProgramName) {
    const sub = lookup(lookups.subPrograms, nameKey(subProgramName), 'sub-programme', subProgramName, P.subProgram);
    const channel = text(record.outreach_channel);
    const level = text(record.education_level);
    const source = text(record.family_annual_source);
    const range = text(record.earning_range);
    const parsed = AddProgramSchema.safeParse({
      // the sub-programme decides its programme; the sheet's forced programme 1 is only a default
      program_id: sub ? sub.programId : text(record.program_id) || 1,
      sub_program_id: sub ? sub.id : '',
      enrollment_date: text(record.enrollment_date),
      enrollment_status: text(record.enrollment_status) || 4,
      df_associate: text(record.df_associate),
      df_associate_emp_id: text(record.df_associate_emp_id),
      outreach_channel_id: lookup(lookups.outreachChannels, nameKey(channel), 'outreach channel', channel, P.outreachChannel),
      education_level_id: lookup(lookups.educationLevels, nameKey(level), 'education level', level, P.educationLevel),
      institute: text(record.institute),
      field_of_study: text(record.field_of_study),
      education_status_id: text(record.education_status_id),
      passing_year: text(record.passing_year),
      is_certified: text(record.is_certified),
      certification_name: text(record.certification_name),
      family_annual_source_id: lookup(lookups.occupations, nameKey(source), 'family income source', source, P.familyIncome),
      earning_members: text(record.earning_members),
      earning_range_id: lookup(lookups.incomeRanges, nameKey(range).replace(/[\s,]/g, ''), 'income range', range, P.familyIncome),
      mutual_fund_provider_id: text(record.mutual_fund_provider_id) || 1,
      mutual_fund_type_id: text(record.mutual_fund_type),
      mutual_fund_duration: text(record.mutual_fund_duration),
      investment_amount: text(record.investment_amount).replace(/,/g, ''),
      reason_for_investment: text(record.reason_for_investment),
    });
    if (parsed.success) programme = parsed.data;
    else reasons.push(...messages(parsed.error));
  }
  if (reasons.length || !person.success) return { row, reasons: [...new Set(reasons)].filter((r) => !explained.has(r)) };

  const facilitator = text(record.ff_email);
  const staffId = facilitator
    ? (lookups.staffByEmail.get(nameKey(facilitator)) ?? lookups.staffByName.get(nameKey(facilitator)))
    : undefined;
  return {
    row,
    person: person.data,
    programme,
    createdBy: staffId ?? uploaderId,
    note:
      facilitator && !staffId ? `Facilitator "${facilitator}" matches no staff member; recorded as created by you.` : undefined,
  };
}
