import type { BeneficiaryCreate } from '@portal/contract/beneficiary';
import { isMinorOn } from '@portal/contract/consent';
import { CONSENT_RULES } from '@portal/contract/consent-text';
import { indiaToday } from '@portal/contract/india-days';
import type { RegisterBeneficiarySchema } from '@portal/contract/registration';
import { registerBeneficiarySchema } from '@portal/contract/registration';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { InputRejected, parseInput } from '../../lib/app-error.ts';
import type { ConsentRecord } from '../beneficiary/beneficiary-register.service.ts';
import { noticeExists, privacySettings } from './notice.service.ts';

/**
 * A registration's person and consent, by the office's setting read in the request: no consent when
 * it is required, a notice that never was, or a minor without a parent or guardian is refused like
 * the schema's own rules (400 with each field's message).
 */
export async function registration(
  db: Database,
  body: z.output<typeof RegisterBeneficiarySchema>,
): Promise<{ person: BeneficiaryCreate; consent: ConsentRecord | undefined }> {
  const { consent_required } = await privacySettings(db);
  const input = parseInput(registerBeneficiarySchema({ consentRequired: consent_required }), body);
  const { consent_given, consent_method, consent_witness, guardian_name, guardian_relationship, notice_version, ...person } =
    input;
  if (!consent_given || consent_method === undefined || notice_version === undefined) return { person, consent: undefined };
  if (!(await noticeExists(db, notice_version)))
    throw new InputRejected([{ field: 'notice_version', message: CONSENT_RULES.notice }]);
  // a witness for spoken consent only; a parent or guardian for a person under 18 only
  const minor = isMinorOn(person.dob, indiaToday());
  return {
    person,
    consent: {
      notice_version,
      consent_method,
      consent_witness: consent_method === 'verbal_witness' ? consent_witness : undefined,
      guardian_name: minor ? guardian_name : undefined,
      guardian_relationship: minor ? guardian_relationship : undefined,
    },
  };
}
