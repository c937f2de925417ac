import { type BeneficiaryCreate, BeneficiaryCreateSchema } from '@portal/contract/beneficiary';
import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { EDUCATION_STATUSES, GENDERS, YES_NO } from '@portal/contract/lookups';
import type { BeneficiaryUploadRecord } from '@portal/contract/org-upload';
import { type AddProgram, needsEducation } from '@portal/contract/program';
import { BENEFICIARY_FIELD_HEADINGS } from '@portal/contract/upload-headings';
import { REASONS, type Reason } from '@portal/contract/upload-reasons';
import { nameKey } from '../../lib/name-key.ts';
import { resolvePlace } from '../geography/place-resolve.ts';
import { codeCell, dateCell, lookupCell, numberCell, Reasons, text } from './upload-cells.ts';
import { resolveConsent, type UploadConsent } from './upload-consent.ts';
import type { UploadLookups } from './upload-lookups.ts';

/**
 * Every column of a beneficiary record, named by its heading in the upload template (the sheet's
 * headings of spec §3, in the contract's upload-headings.ts), for reasons about a column.
 */
export const BENEFICIARY_UPLOAD_HEADINGS = BENEFICIARY_FIELD_HEADINGS;

export interface ResolvedRow {
  row: number;
  person: BeneficiaryCreate;
  programme: AddProgram | null;
  /** Whether the enrolment brings the person's education and income (its sub-programme asks for them). */
  education: boolean;
  createdBy: number;
  /** The consent the row records; none: consent not recorded (decision 038). */
  consent: UploadConsent | undefined;
  note?: Reason;
}

/** Spec §4: text containing "completed" (any case) is 5, everything else 4; a code stays as it is. */
const enrollmentStatus = (value: string) => (/^[45]$/.test(value) ? Number(value) : /completed/i.test(value) ? 5 : 4);

/**
 * One sheet row to the same payloads the single-record screens send, names resolved to ids, checked
 * with the same contract schemas. Returns the reasons when the row cannot be stored: each says what
 * was read and what is allowed.
 */
export function resolveRow(
  record: BeneficiaryUploadRecord,
  row: number,
  lookups: UploadLookups,
  uploaderId: number,
): ResolvedRow | { row: number; reasons: Reason[] } {
  const reasons = new Reasons();
  const place = resolvePlace(
    lookups.places,
    { district: text(record.district), taluk: text(record.taluka), village: text(record.village) },
    reasons,
  );
  const person = BeneficiaryCreateSchema.safeParse({
    first_name: text(record.first_name),
    last_name: text(record.last_name),
    gender_id: reasons.cell('gender_id', codeCell(text(record.gender_id), 'gender', GENDERS)),
    aadhaar_no: text(record.aadhaar_no),
    dob: reasons.cell('dob', dateCell(text(record.dob), 'dob')),
    mobile_no: text(record.mobile_no),
    email_id: text(record.email_id),
    permanent_address: text(record.permanent_address),
    pincode: text(record.pincode),
    state_id: text(record.state_id) || KARNATAKA_STATE_ID,
    district_id: place.district,
    taluka_id: place.taluka,
    village_id: place.village,
    total_family_members: reasons.cell(
      'total_family_members',
      numberCell(text(record.total_family_members), 'familyMembers', true),
    ),
    beneficiary_annual_source_id: reasons.cell(
      'beneficiary_annual_source_id',
      lookupCell(text(record.beneficiary_annual_source), 'occupation', lookups.occupations),
    ),
  });
  if (!person.success) reasons.schema(person.error);

  let programme: AddProgram | null = null;
  const subProgramName = text(record.sub_program);
  if (subProgramName) {
    const sub = reasons.cell('sub_program_id', lookupCell(subProgramName, 'subProgram', lookups.subPrograms));
    // without its sub-programme the programme cannot be told either
    if (!sub) reasons.explained.add('program_id');
    const parsed = lookups.programmeSchema.safeParse({
      // the sub-programme decides its programme; the sheet's forced programme 1 is only a default
      program_id: sub ? sub.programId : text(record.program_id) || 1,
      sub_program_id: sub ? sub.id : '',
      enrollment_date: reasons.cell('enrollment_date', dateCell(text(record.enrollment_date), 'enrollmentDate')),
      enrollment_status: enrollmentStatus(text(record.enrollment_status)),
      df_associate: reasons.cell(
        'df_associate',
        codeCell(text(record.df_associate), 'dfAssociate', YES_NO),
        'df_associate_emp_id',
      ),
      df_associate_emp_id: text(record.df_associate_emp_id),
      outreach_channel_id: reasons.cell(
        'outreach_channel_id',
        lookupCell(text(record.outreach_channel), 'outreachChannel', lookups.outreachChannels),
      ),
      education_level_id: reasons.cell(
        'education_level_id',
        lookupCell(text(record.education_level), 'educationLevel', lookups.educationLevels),
      ),
      institute: text(record.institute),
      field_of_study: text(record.field_of_study),
      education_status_id: reasons.cell(
        'education_status_id',
        codeCell(text(record.education_status_id), 'educationStatus', EDUCATION_STATUSES),
      ),
      passing_year: reasons.cell('passing_year', numberCell(text(record.passing_year), 'passingYear', true)),
      is_certified: reasons.cell('is_certified', codeCell(text(record.is_certified), 'certified', YES_NO), 'certification_name'),
      certification_name: text(record.certification_name),
      family_annual_source_id: reasons.cell(
        'family_annual_source_id',
        lookupCell(text(record.family_annual_source), 'familyIncomeSource', lookups.familyIncomeSources),
      ),
      earning_members: reasons.cell('earning_members', numberCell(text(record.earning_members), 'earningMembers', true)),
      earning_range_id: reasons.cell(
        'earning_range_id',
        lookupCell(text(record.earning_range), 'incomeRange', lookups.incomeRanges),
      ),
      // the sheet's provider is forced (spec §5); one the office no longer has is none, and the rules say so
      mutual_fund_provider_id: lookups.mutualFundProviderIds.has(Number(text(record.mutual_fund_provider_id) || 1))
        ? text(record.mutual_fund_provider_id) || 1
        : '',
      mutual_fund_type_id: reasons.cell(
        'mutual_fund_type_id',
        codeCell(text(record.mutual_fund_type), 'mutualFundType', lookups.mutualFundTypes),
      ),
      mutual_fund_duration: reasons.cell('mutual_fund_duration', numberCell(text(record.mutual_fund_duration), 'duration', true)),
      investment_amount: reasons.cell('investment_amount', numberCell(text(record.investment_amount), 'investmentAmount', false)),
      reason_for_investment: text(record.reason_for_investment),
    });
    if (parsed.success) programme = parsed.data;
    else reasons.schema(parsed.error);
  }
  const consent = resolveConsent(record, person.success ? person.data.dob : undefined, lookups.consent, reasons);
  if (reasons.list.length || !person.success) return { row, reasons: reasons.list };

  const facilitator = text(record.ff_email);
  const staffId = facilitator
    ? (lookups.staffByEmail.get(nameKey(facilitator)) ?? lookups.staffByName.get(nameKey(facilitator)))
    : undefined;
  return {
    row,
    person: person.data,
    programme,
    education: programme !== null && needsEducation(lookups.subProgramFlags(programme.sub_program_id)),
    createdBy: staffId ?? uploaderId,
    consent,
    note: facilitator && !staffId ? REASONS.facilitatorUnknown(facilitator) : undefined,
  };
}
