import { ConsentSummarySchema, type PersonRecordResponse } from '@portal/contract/person-record';
import { NoticeSchema } from '@portal/contract/privacy-notice';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBeneficiaryDetails } from '../beneficiary/beneficiary-details.service.ts';
import { recordRead } from './access-records.service.ts';
import { currentNotice } from './notice.service.ts';

/**
 * A person's record to print for them: their details and enrolments (as their page reads them, no
 * staff contact), their consent, and the notice they consented to. Recorded as a read (`print`).
 */
export async function personRecord(db: Database, beneficiaryId: number, userId: number): Promise<PersonRecordResponse> {
  const details = await getBeneficiaryDetails(db, beneficiaryId);
  // an erased person has no record left to print (decision 039)
  if (details.standing.erasure) throw new AppError('alreadyErased');
  const [consent] = await selectRows(
    db,
    ConsentSummarySchema,
    sql`SELECT notice_version, method, witness_name, guardian_name, guardian_relationship, given_on::text AS given_on
        FROM consents WHERE beneficiary_id = ${beneficiaryId}`,
  );
  const [consented] = consent
    ? await selectRows(
        db,
        NoticeSchema,
        sql`SELECT n.version, n.text_en, n.text_kn,
              to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              u.emp_name AS created_by_name
            FROM privacy_notices n LEFT JOIN users u ON u.user_id = n.created_by WHERE n.version = ${consent.notice_version}`,
      )
    : [];
  await recordRead(db, userId, beneficiaryId, 'print');
  return { ...details, consent: consent ?? null, notice: consented ?? (await currentNotice(db)) };
}
