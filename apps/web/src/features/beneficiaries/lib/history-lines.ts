import type { MessageId } from '@portal/contract/i18n/en-IN';
import { districtNameKn, PLACE_NAMES_KN, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import type { LookupGroup } from '@portal/contract/lookups';
import type { HistoryChange, HistoryEntry } from '@portal/contract/records';
import type { BeneficiaryText } from './use-beneficiary-text.ts';

/** Each audited column's label, as the form and the details card show it. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  first_name: 'beneficiaryScreen.form.firstName',
  last_name: 'beneficiaryScreen.form.lastName',
  gender_id: 'beneficiaryScreen.form.gender',
  aadhaar_no: 'beneficiaryScreen.form.aadhaar',
  dob: 'beneficiaryScreen.form.dob',
  mobile_no: 'beneficiaryScreen.form.mobile',
  email_id: 'beneficiaryScreen.form.email',
  permanent_address: 'beneficiaryScreen.form.permanentAddress',
  pincode: 'beneficiaryScreen.form.pincode',
  state_id: 'beneficiaryScreen.form.state',
  district_id: 'beneficiaryScreen.form.district',
  taluka_id: 'beneficiaryScreen.form.taluk',
  village_id: 'beneficiaryScreen.form.village',
  total_family_members: 'beneficiaryScreen.form.familyMembers',
  beneficiary_annual_source_id: 'beneficiaryScreen.form.occupation',
  education_level_id: 'beneficiaryScreen.field.educationLevel',
  institute: 'beneficiaryScreen.field.institution',
  field_of_study: 'beneficiaryScreen.field.fieldOfStudy',
  education_status_id: 'beneficiaryScreen.field.educationStatus',
  passing_year: 'beneficiaryScreen.field.passingYear',
  is_certified: 'beneficiaryScreen.field.certified',
  certification_name: 'beneficiaryScreen.field.certificationName',
  family_annual_source_id: 'beneficiaryScreen.field.familyIncomeSource',
  earning_members: 'beneficiaryScreen.field.earningMembers',
  earning_range_id: 'beneficiaryScreen.field.familyIncome',
  program_id: 'beneficiaryScreen.program.program',
  sub_program_id: 'beneficiaryScreen.program.subProgram',
  enrollment_date: 'beneficiaryScreen.program.enrollmentDate',
  enrollment_status: 'beneficiaryScreen.program.enrollmentStatus',
  df_associate: 'beneficiaryScreen.program.dfAssociate',
  df_associate_emp_id: 'beneficiaryScreen.program.associateEmpId',
  outreach_channel_id: 'beneficiaryScreen.program.outreachChannel',
  mutual_fund_provider_id: 'beneficiaryScreen.program.mfProvider',
  mutual_fund_type_id: 'beneficiaryScreen.program.mfType',
  mutual_fund_duration: 'beneficiaryScreen.program.mfDuration',
  investment_amount: 'beneficiaryScreen.program.investedAmount',
  reason_for_investment: 'beneficiaryScreen.program.reason',
};

/** Columns whose value is a lookup id, by the lookup's group in the catalogue. */
const LOOKUP_FIELDS: Readonly<Record<string, LookupGroup>> = {
  gender_id: 'gender',
  state_id: 'state',
  beneficiary_annual_source_id: 'occupation',
  family_annual_source_id: 'occupation',
  education_level_id: 'educationLevel',
  education_status_id: 'educationStatus',
  earning_range_id: 'incomeRange',
  enrollment_status: 'enrollmentStatus',
  outreach_channel_id: 'outreachChannel',
  mutual_fund_provider_id: 'mutualFundProvider',
  mutual_fund_type_id: 'mutualFundType',
  is_certified: 'yesNo',
  df_associate: 'yesNo',
};

const DATE_FIELDS = new Set(['dob', 'enrollment_date']);

/**
 * A taluk's Kannada name: by its district when the entry changed that too, else when every district
 * with a taluk of that name gives it one Kannada name.
 */
function talukKannada(taluk: string, district: string | null | undefined): string | undefined {
  const inDistrict = district ? talukNameKn(district, taluk) : undefined;
  if (inDistrict) return inDistrict;
  const names = new Set(Object.keys(PLACE_NAMES_KN).flatMap((d) => talukNameKn(d, taluk) ?? []));
  return names.size === 1 ? [...names][0] : undefined;
}

/** A district's or taluk's name as the server keeps it, in Kannada in Kannada; villages keep the Census spelling. */
function placeName(change: HistoryChange, side: 'from' | 'to', entry: HistoryEntry, text: BeneficiaryText): string | undefined {
  const name = change[side].name;
  if (name === null || text.locale !== 'kn-IN') return undefined;
  if (change.field === 'district_id') return districtNameKn(name);
  if (change.field === 'taluka_id') {
    const district = entry.changes.find((c) => c.field === 'district_id')?.[side].name;
    return talukKannada(name, district);
  }
  return undefined;
}

/** One side of a change as the user reads it: a name for an id, a date in their language, Aadhaar masked. */
function shownValue(change: HistoryChange, side: 'from' | 'to', entry: HistoryEntry, text: BeneficiaryText): string {
  const { value, name } = change[side];
  if (value === null) return text.t('records.emptyValue');
  const group = LOOKUP_FIELDS[change.field];
  if (group) return text.lookup(group, Number(value), name) ?? value;
  if (change.field === 'program_id') return text.program(Number(value), name ?? value);
  if (change.field === 'sub_program_id') return text.subProgram(Number(value), name ?? value);
  if (DATE_FIELDS.has(change.field)) return text.date(value);
  if (change.field === 'investment_amount') return text.rupees(value);
  // districts, taluks and villages: the names as the server keeps them (districts and taluks in Kannada)
  return placeName(change, side, entry, text) ?? name ?? value;
}

/**
 * The sentences of one history entry, in the language shown: "Asha Rao changed Mobile from … to …
 * on 23 Nov 2026, 14:05", one per changed field.
 */
export function historyLines(entry: HistoryEntry, text: BeneficiaryText, when: string): string[] {
  const { t } = text;
  const user = entry.user_name;
  const programme = entry.sub_program_id !== null ? text.subProgram(entry.sub_program_id, entry.sub_program_name ?? '') : '';
  const changes = entry.changes.map((change) => ({
    field: FIELD_LABELS[change.field] ? t(FIELD_LABELS[change.field]) : change.field,
    from: shownValue(change, 'from', entry, text),
    to: shownValue(change, 'to', entry, text),
  }));
  const changeLines = (id: 'records.changed' | 'records.enrolmentChanged') =>
    changes.map((c) => t(id, { user, when, programme, ...c }));
  const row = entry.upload_row ?? '';
  // the file's name comes only to those who may read the uploads history; others read the sheet row
  const file = entry.upload_file_name;
  switch (entry.action) {
    case 'beneficiaryCreated':
      return [
        entry.upload_row === null
          ? t('records.created', { user, when })
          : file === null
            ? t('records.uploadRowOnly', { row, user, when })
            : t('records.createdFromUpload', { file, row, user, when }),
      ];
    case 'beneficiaryUpdated':
      return changeLines('records.changed');
    case 'beneficiaryDeactivated':
      return [t('records.deactivatedEntry', { user, when, reason: entry.reason ?? '' })];
    case 'beneficiaryReactivated':
      return [t('records.reactivatedEntry', { user, when })];
    case 'enrolmentCreated':
      return [
        entry.upload_row === null
          ? t('records.enrolmentCreated', { programme, user, when })
          : file === null
            ? t('records.enrolmentFromUploadRowOnly', { programme, row, user, when })
            : t('records.enrolmentCreatedFromUpload', { programme, file, row, user, when }),
        // education and income an enrolment form wrote on the person before decision 012 made that a
        // correction of its own
        ...changeLines('records.changed'),
      ];
    case 'enrolmentUpdated':
      return changeLines('records.enrolmentChanged');
    case 'enrolmentDeleted':
      return [t('records.enrolmentDeleted', { programme, user, when })];
    case 'enrolmentRestored':
      return [t('records.enrolmentRestored', { programme, user, when })];
    case 'talukFromReferenceList':
      return [referenceListLine(entry, text, when)];
    case 'consentWithdrawn':
      return [t('leaving.withdrawnEntry', { user, when })];
    case 'beneficiaryErased':
      // the portal's own erasure, a withdrawal's days having passed, names no user
      return [entry.user_name === '' ? t('leaving.erasedByPortalEntry', { when }) : t('leaving.erasedEntry', { user, when })];
  }
}

/**
 * A village the reference list moved to a taluk created after 2011 (decision 013): no user acted, so
 * the line names none. Taluks and districts in the language shown where their Kannada name is known.
 */
function referenceListLine(entry: HistoryEntry, text: BeneficiaryText, when: string): string {
  const change = (field: string) => entry.changes.find((c) => c.field === field);
  const district = change('district_id');
  const taluk = change('taluka_id');
  const kannada = text.locale === 'kn-IN';
  const districtName = (side: 'from' | 'to') => district?.[side].name ?? district?.[side].value ?? '';
  const shown = (side: 'from' | 'to') => {
    const english = taluk?.[side].name ?? taluk?.[side].value ?? '';
    return (kannada ? talukNameKn(districtName(side), english) : undefined) ?? english;
  };
  const shownDistrict = (side: 'from' | 'to') => (kannada ? districtNameKn(districtName(side)) : undefined) ?? districtName(side);
  const values = { when, from: shown('from'), to: shown('to') };
  return district && district.from.value !== district.to.value
    ? text.t('records.talukAndDistrictFromReferenceList', {
        ...values,
        fromDistrict: shownDistrict('from'),
        toDistrict: shownDistrict('to'),
      })
    : text.t('records.talukFromReferenceList', values);
}
