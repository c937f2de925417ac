import {
  CONSENT_METHODS,
  ConsentFieldsSchema,
  type ConsentMethod,
  consentDayIssue,
  consentIssues,
  GUARDIAN_RELATIONSHIPS,
  type GuardianRelationship,
  isMinorOn,
} from '@portal/contract/consent';
import { CONSENT_TEXT } from '@portal/contract/consent-text';
import { CONSENT_KN } from '@portal/contract/i18n/kn/consent';
import { indiaToday } from '@portal/contract/india-days';
import { YES, YES_NO } from '@portal/contract/lookups';
import type { BeneficiaryUploadRecord } from '@portal/contract/org-upload';
import { REASONS } from '@portal/contract/upload-reasons';
import type { Database } from '../../db/client.ts';
import { looseKey } from '../geography/place-names.ts';
import { currentNotice, privacySettings } from '../privacy/notice.service.ts';
import {
  codeCell,
  dateCell,
  type LookupValues,
  lookupCell,
  lookupValues,
  type Reasons,
  ruleReason,
  text,
} from './upload-cells.ts';

/**
 * A row's consent as the upload stores it (decision 038), by the `consents` column each value goes
 * into: the witness for spoken consent only, the parent or guardian for a person under 18 only.
 */
export interface UploadConsent {
  notice_version: number;
  method: ConsentMethod;
  witness_name: string | null;
  guardian_name: string | null;
  guardian_relationship: GuardianRelationship | null;
  given_on: string;
}

/** A choice of a consent column by its English or Kannada name (as the form shows them) or its code. */
function choices<T extends string>(codes: readonly T[], name: (code: T) => string, nameKn: (code: T) => string) {
  const values = lookupValues(
    codes.map((code) => ({ code, name: name(code), name_kn: nameKn(code) })),
    (row) => row.code,
  );
  for (const code of codes) values.byKey.set(looseKey(code), code);
  return values;
}

const METHODS: LookupValues<ConsentMethod> = choices(
  CONSENT_METHODS,
  (code) => CONSENT_TEXT.methods[code],
  (code) => CONSENT_KN[`consent.methods.${code}`],
);
const RELATIONSHIPS: LookupValues<GuardianRelationship> = choices(
  GUARDIAN_RELATIONSHIPS,
  (code) => CONSENT_TEXT.relationships[code],
  (code) => CONSENT_KN[`consent.relationships.${code}`],
);

/** What an upload reads once about consent: the office's setting, the notice in force, and the day. */
export interface UploadConsentContext {
  required: boolean;
  noticeVersion: number;
  today: string;
}

export async function loadUploadConsent(db: Database): Promise<UploadConsentContext> {
  const [{ consent_required }, notice] = await Promise.all([privacySettings(db), currentNotice(db)]);
  return { required: consent_required, noticeVersion: notice.version, today: indiaToday() };
}

/**
 * The consent a sheet row records, checked with the contract's rules for a person born on `dob` (when
 * it could be read): its reasons go into `reasons`. Undefined when the row records none (Consent empty
 * or No), which the office's setting either allows or refuses (`consentNotRecorded`).
 */
export function resolveConsent(
  record: BeneficiaryUploadRecord,
  dob: string | undefined,
  context: UploadConsentContext,
  reasons: Reasons,
): UploadConsent | undefined {
  const consent = codeCell(text(record.consent), 'consent', YES_NO);
  if (consent.reason) {
    reasons.add(consent.reason, 'consent_given');
    return undefined;
  }
  if (consent.value !== YES) {
    if (context.required) reasons.add(REASONS.consentNotRecorded(), 'consent_given');
    return undefined;
  }
  const typedDay = text(record.consent_date);
  const day = reasons.cell('consent_date', dateCell(typedDay, 'consentDate'));
  // an empty Consent Date is the day of the upload; an unreadable one has its reason already
  const givenOn = day || context.today;
  const dayIssue = day ? consentDayIssue(day, dob, context.today) : undefined;
  if (dayIssue) reasons.add(REASONS.consentDay(dayIssue, typedDay), 'consent_date');
  const fields = ConsentFieldsSchema.safeParse({
    consent_given: true,
    consent_method: reasons.cell('consent_method', lookupCell(text(record.consent_method), 'consentMethod', METHODS)),
    consent_witness: text(record.consent_witness),
    guardian_name: text(record.guardian_name),
    guardian_relationship: reasons.cell(
      'guardian_relationship',
      lookupCell(text(record.guardian_relationship), 'guardianRelationship', RELATIONSHIPS),
    ),
    notice_version: context.noticeVersion,
  });
  if (!fields.success) {
    reasons.schema(fields.error);
    return undefined;
  }
  // under 18 on the day consent was given: a parent or guardian consents (DPDP Act s. 9)
  for (const issue of consentIssues({ ...fields.data, dob }, { consentRequired: context.required, today: givenOn })) {
    if (!reasons.explained.has(issue.path)) reasons.add(ruleReason(issue.message), issue.path);
  }
  // a row with reasons is rejected whole: what is answered then is never stored
  const { consent_method: method, consent_witness, guardian_name, guardian_relationship } = fields.data;
  if (!method) return undefined;
  const minor = isMinorOn(dob, givenOn);
  return {
    notice_version: context.noticeVersion,
    method,
    witness_name: method === 'verbal_witness' ? (consent_witness ?? null) : null,
    guardian_name: minor ? (guardian_name ?? null) : null,
    guardian_relationship: minor ? (guardian_relationship ?? null) : null,
    given_on: givenOn,
  };
}
