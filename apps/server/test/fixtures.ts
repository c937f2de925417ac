import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

export interface Place {
  district_id: number;
  taluka_id: number;
  village_id: number;
}

/** A real village with its taluk and district, for payloads. */
export async function somePlace(db: Database, offset = 0): Promise<Place> {
  const [place] = await queryRows<Place>(
    db,
    sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id
        ORDER BY v.village_id LIMIT 1 OFFSET ${offset}`,
  );
  return place;
}

// a random start, then one more each time: a random number per name repeated one in a few hundred
// names of a long run (a duplicate person, 409)
let counter = Math.floor(Math.random() * 1e6);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A first name no other test uses, letters only. */
export function uniqueName(prefix = 'Test'): string {
  counter += 1;
  let n = counter;
  let suffix = '';
  while (n > 0) {
    suffix += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return `${prefix}${suffix}`;
}

export function beneficiaryPayload(place: Place, overrides: Record<string, unknown> = {}) {
  return {
    first_name: uniqueName('Lakshmi'),
    last_name: 'Gowda',
    gender_id: 2,
    aadhaar_no: '4321',
    dob: '1990-05-17',
    mobile_no: '9876543210',
    email_id: 'lakshmi@example.org',
    permanent_address: 'House 4, Temple Street',
    pincode: '560001',
    state_id: 1,
    ...place,
    total_family_members: 4,
    beneficiary_annual_source_id: 2,
    ...overrides,
  };
}

export function programPayload(overrides: Record<string, unknown> = {}) {
  return {
    program_id: 1,
    sub_program_id: 2,
    enrollment_date: '2025-01-15',
    enrollment_status: 4,
    df_associate: 0,
    outreach_channel_id: 1,
    education_level_id: 5,
    institute: 'Government College',
    field_of_study: 'Commerce',
    education_status_id: 5,
    passing_year: 2012,
    is_certified: 0,
    family_annual_source_id: 2,
    earning_members: 2,
    earning_range_id: 1,
    ...overrides,
  };
}

/** Consent as a registration records it (decision 036): on a signed form, after the portal's own notice. */
export const GIVEN_CONSENT = { consent_given: true, consent_method: 'signed_form', notice_version: 1 } as const;

/**
 * `people` registered by `userId` in one statement, every second one a Yashoda (a near spelling of
 * "yashodha"), ANALYZEd: a table of more pages than the list's total samples (decision 050).
 */
export async function manyYashodas(db: Database, userId: number, people: number): Promise<void> {
  const place = await somePlace(db);
  await db.execute(sql`
    INSERT INTO beneficiaries (first_name, last_name, gender_id, dob, state_id, district_id, taluka_id, village_id,
                               total_family_members, beneficiary_annual_source_id, status_id, created_by)
    SELECT CASE WHEN i % 2 = 0 THEN 'Yashoda' ELSE 'Ravi' END, 'Rao' || i, 1, date '1950-01-01' + i,
           ${KARNATAKA_STATE_ID}, ${place.district_id}, ${place.taluka_id}, ${place.village_id}, 3, 1, 1, ${userId}
    FROM generate_series(1, ${people}) AS i`);
  await db.execute(sql`ANALYZE beneficiaries`);
}
