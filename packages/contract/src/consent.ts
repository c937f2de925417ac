import { z } from 'zod';
import { CONSENT_RULES as R } from './consent-text.ts';
import { emptyToUndefined, optionalText } from './fields.ts';
import { ageOn, indiaToday } from './india-days.ts';
import { BENEFICIARY_RULES } from './messages.ts';

/** How consent was given: a signed form, a thumb impression, or spoken before a witness. */
export const CONSENT_METHODS = ['signed_form', 'thumb_impression', 'verbal_witness'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
/** Who consents for a person under 18 (DPDP Act s. 9). */
export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
/** Under this age on the day of registration, a parent or guardian consents. */
export const ADULT_AGE = 18;
export const CONSENT_NAME_MAX = 100;

/** Whether someone born on `dob` is under 18 on `day`. */
export const isMinorOn = (dob: string | undefined, day: string) => {
  const age = dob ? ageOn(dob, day) : null;
  return age !== null && age < ADULT_AGE;
};

/**
 * What is wrong with `givenOn` as the day consent was given (an upload's Consent Date): a day after
 * today, or one before the person was born. Undefined when it may be.
 */
export function consentDayIssue(givenOn: string, dob: string | undefined, today = indiaToday()) {
  if (givenOn > today) return 'future' as const;
  if (dob && givenOn < dob) return 'beforeBirth' as const;
  return undefined;
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());

/**
 * The consent fields of a registration. The form holds them as text (the box ticked is `yes`); the
 * API takes `consent_given` as true or false.
 */
export const ConsentFieldsSchema = z.object({
  consent_given: z.preprocess((v) => (v === 'yes' ? true : v === '' ? undefined : v), z.boolean().optional()),
  consent_method: optionalEnum(CONSENT_METHODS, R.method),
  consent_witness: optionalText(CONSENT_NAME_MAX, BENEFICIARY_RULES.tooLong),
  guardian_name: optionalText(CONSENT_NAME_MAX, BENEFICIARY_RULES.tooLong),
  guardian_relationship: optionalEnum(GUARDIAN_RELATIONSHIPS, R.guardianRelationship),
  /** The version of the notice shown. */
  notice_version: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: R.notice }).int(R.notice).positive(R.notice).optional(),
  ),
});
export type ConsentFields = z.output<typeof ConsentFieldsSchema>;

export interface ConsentRuleOptions {
  /** The office's setting: no registration without consent (the default). */
  consentRequired: boolean;
  /** The day of registration, India's. */
  today?: string;
}

type Issue = { path: string; message: string };

/**
 * What the consent of a person born on `dob` lacks: consent when the office requires it, and with
 * consent the notice shown, how it was given, a witness for spoken consent, and for a person under 18
 * the parent's or guardian's name and relationship.
 */
export function consentIssues(
  values: ConsentFields & { dob?: string },
  { consentRequired, today = indiaToday() }: ConsentRuleOptions,
) {
  const issues: Issue[] = [];
  if (!values.consent_given) {
    if (consentRequired) issues.push({ path: 'consent_given', message: R.consentRequired });
    return issues;
  }
  if (values.notice_version === undefined) issues.push({ path: 'notice_version', message: R.notice });
  if (!values.consent_method) issues.push({ path: 'consent_method', message: R.method });
  if (values.consent_method === 'verbal_witness' && !values.consent_witness)
    issues.push({ path: 'consent_witness', message: R.witness });
  if (isMinorOn(values.dob, today)) {
    if (!values.guardian_name) issues.push({ path: 'guardian_name', message: R.guardianName });
    if (!values.guardian_relationship) issues.push({ path: 'guardian_relationship', message: R.guardianRelationship });
  }
  return issues;
}
