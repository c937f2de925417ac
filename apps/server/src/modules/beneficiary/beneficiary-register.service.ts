import type { AuditAction } from '@portal/contract/audit-actions';
import { type BeneficiaryCreate, PERSON_FIELDS } from '@portal/contract/beneficiary';
import type { ConsentMethod, GuardianRelationship } from '@portal/contract/consent';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { personName } from '../../db/schema/beneficiaries.ts';
import { columnList, valueList } from '../../db/schema/entity-columns.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** The same person: first name without spaces in any case, date of birth, Aadhaar last 4 digits. */
export const personKeySql = (firstName: string, dob: string, aadhaar: string | undefined) =>
  sql`${personName(sql`first_name`)} = ${personName(sql`${firstName}`)}
      AND dob = ${dob}::date AND aadhaar_no = ${aadhaar ?? null}`;

const TalukaIdDistrictIdRow = z.object({ taluka_id: z.number(), district_id: z.number() });

/**
 * The village must lie in the taluk, district and state given (a village row carries its whole chain),
 * or in a taluk the reference list relates to the one given (decision 013): the given taluk has no
 * villages of its own and was carved from the village's, whose villages its Village select offers; or
 * the village has moved from the given taluk to one carved from it (a form opened before the move).
 * Answers the input with the village's own taluk and district: what is stored is always the village's chain.
 */
export async function placeOf<T extends BeneficiaryCreate>(db: Database, input: T): Promise<T> {
  const [place] = await selectRows(
    db,
    TalukaIdDistrictIdRow,
    sql`SELECT v.taluka_id, v.district_id FROM villages v
        WHERE v.village_id = ${input.village_id} AND v.state_id = ${input.state_id}
          AND ((v.taluka_id = ${input.taluka_id} AND v.district_id = ${input.district_id})
            OR EXISTS (
              SELECT 1 FROM talukas t
              WHERE t.taluka_id = ${input.taluka_id} AND t.district_id = ${input.district_id}
                AND ((EXISTS (SELECT 1 FROM taluk_parents p WHERE p.taluka_id = t.taluka_id AND p.parent_taluka_id = v.taluka_id)
                    AND NOT EXISTS (SELECT 1 FROM villages o WHERE o.taluka_id = t.taluka_id))
                  OR EXISTS (SELECT 1 FROM taluk_parents p WHERE p.taluka_id = v.taluka_id AND p.parent_taluka_id = t.taluka_id))))`,
  );
  if (!place) throw fieldError('addressMismatch', 'village_id');
  return { ...input, taluka_id: place.taluka_id, district_id: place.district_id };
}

/** A person's consent as the registration records it (decision 036). */
export interface ConsentRecord {
  notice_version: number;
  consent_method: ConsentMethod;
  consent_witness?: string;
  guardian_name?: string;
  guardian_relationship?: GuardianRelationship;
}

const BeneficiaryIdRow = z.object({ beneficiary_id: z.number() });

/**
 * Registers the person, with their consent when given, and writes the audit record of it, in one
 * statement: all or nothing.
 */
export async function registerBeneficiary(
  db: Database,
  sent: BeneficiaryCreate,
  userId: number,
  consent?: ConsentRecord,
): Promise<number> {
  const input = await placeOf(db, sent);
  const [created] = await selectRows(
    db,
    BeneficiaryIdRow,
    sql`WITH created AS (INSERT INTO beneficiaries (${columnList(PERSON_FIELDS)}, created_by)
        VALUES (${valueList(input, PERSON_FIELDS)}, ${userId})
        ON CONFLICT DO NOTHING
        RETURNING beneficiary_id),
        consent AS (INSERT INTO consents (beneficiary_id, notice_version, method, witness_name, guardian_name,
            guardian_relationship, given_on, recorded_by, source)
          SELECT beneficiary_id, ${consent?.notice_version ?? null}, ${consent?.consent_method ?? null},
            ${consent?.consent_witness ?? null}, ${consent?.guardian_name ?? null}, ${consent?.guardian_relationship ?? null},
            (now() AT TIME ZONE 'Asia/Kolkata')::date, ${userId}, 'form'
          FROM created WHERE ${consent !== undefined})
        INSERT INTO audit_events (beneficiary_id, action, user_id, user_name)
        SELECT beneficiary_id, ${'beneficiaryCreated' satisfies AuditAction}, ${userId},
          (SELECT emp_name FROM users WHERE user_id = ${userId}) FROM created
        RETURNING beneficiary_id`,
  );
  if (created) return created.beneficiary_id;
  const [existing] = await selectRows(
    db,
    BeneficiaryIdRow,
    sql`SELECT beneficiary_id FROM beneficiaries WHERE ${personKeySql(input.first_name, input.dob, input.aadhaar_no)}`,
  );
  throw new DuplicatePersonError(existing?.beneficiary_id);
}

export class DuplicatePersonError extends AppError {
  constructor(readonly existingId: number | undefined) {
    super('duplicateBeneficiary');
  }
}
