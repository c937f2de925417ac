import { sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../client.ts';

const FIRST_NAMES = [
  'Ramesh',
  'Suresh',
  'Lakshmi',
  'Manjunath',
  'Savitha',
  'Basavaraj',
  'Shivakumar',
  'Geetha',
  'Nagaraj',
  'Pooja',
  'Mahesh',
  'Kavya',
  'Prakash',
  'Anitha',
  'Raghavendra',
  'Shobha',
  'Venkatesh',
  'Sunitha',
  'Mallikarjun',
  'Roopa',
  'Chandrashekar',
  'Nethra',
  'Siddappa',
  'Yashoda',
  'Hanumanthappa',
  'Bhagya',
  'Krishnappa',
  'Asha',
  'Lingaraj',
  'Deepa',
  'Puttaswamy',
  'Renuka',
  'Girish',
  'Sowmya',
  'Tippeswamy',
  'Parvathi',
  'Umesh',
  'Jyothi',
  'Shankar',
  'Rekha',
  'Honnappa',
  'Veena',
  'Santosh',
  'Sharada',
  'Ningappa',
  'Latha',
  'Mohan',
  'Kamala',
  'Ravi',
  'Padma',
];
const LAST_NAMES = [
  'Gowda',
  'Naik',
  'Patil',
  'Shetty',
  'Hegde',
  'Rao',
  'Kulkarni',
  'Reddy',
  'Nayak',
  'Poojary',
  'Hosamani',
  'Biradar',
  'Kamble',
  'Desai',
  'Bhat',
  'Angadi',
  'Hiremath',
  'Swamy',
  'Kumar',
  'Devi',
];

export interface SyntheticOptions {
  count: number;
  /** Creators are spread round-robin over these users. */
  creatorIds: number[];
  /** Varies the generated values between batches. */
  seed?: number;
  /** Registrations spread over this many days from 2024-01-01 (India's mornings); else all now. */
  spreadDays?: number;
}

/**
 * Set-based generation of realistic beneficiaries spread over the real villages, with ~1.5
 * enrolments each. One INSERT … SELECT per table; the person key's rare collisions are skipped.
 */
export async function insertSyntheticBeneficiaries(db: Database, options: SyntheticOptions): Promise<void> {
  const seed = options.seed ?? 0;
  const [{ last }] = await queryRows<{ last: number }>(
    db,
    sql`SELECT coalesce(max(beneficiary_id), 0) AS last FROM beneficiaries`,
  );
  await db.execute(sql`
    WITH v AS (
      SELECT row_number() OVER (ORDER BY v.village_id) AS rn, v.village_id, v.taluka_id, v.district_id
      FROM villages v
    ), n AS (SELECT count(*) AS total FROM v),
    fn AS (SELECT ${arrayParam(FIRST_NAMES)}::text[] AS a), ln AS (SELECT ${arrayParam(LAST_NAMES)}::text[] AS a),
    cr AS (SELECT ${arrayParam(options.creatorIds)}::int[] AS a)
    INSERT INTO beneficiaries (first_name, last_name, gender_id, aadhaar_no, dob, mobile_no, email_id,
      permanent_address, pincode, state_id, district_id, taluka_id, village_id, total_family_members,
      beneficiary_annual_source_id, education_level_id, family_annual_source_id, earning_members,
      earning_range_id, created_by, created_at)
    SELECT fn.a[1 + h.h1 % array_length(fn.a, 1)],
      ln.a[1 + h.h2 % array_length(ln.a, 1)],
      1 + h.h3 % 2,
      lpad((h.h4 % 10000)::text, 4, '0'),
      date '1950-01-01' + (h.h5 % 20000)::int,
      (6 + h.h3 % 4)::text || lpad((h.h6 % 1000000000)::text, 9, '0'),
      CASE WHEN g % 5 = 0 THEN 'person' || g || '@example.org' END,
      'House ' || (1 + g % 300) || ', Main Road',
      CASE WHEN g % 7 <> 0 THEN (560000 + h.h2 % 30000)::text END,
      1, v.district_id, v.taluka_id, v.village_id,
      1 + g % 8,
      (ARRAY[1,2,3,4,5,6,7,8,9,10,11,12])[1 + g % 12],
      1 + g % 8,
      (ARRAY[1,2,3,4,5,6,7,8,9])[1 + g % 9],
      g % 4,
      1 + g % 4,
      cr.a[1 + g % array_length(cr.a, 1)],
      ${
        options.spreadDays
          ? sql`timestamptz '2024-01-01 09:00+05:30' + make_interval(days => (h.h1 % ${options.spreadDays})::int, secs => (h.h2 % 36000)::int)`
          : sql`now()`
      }
    FROM generate_series(1, ${options.count}) AS g
    -- independent pseudo-random draws per row, so name, birth date and Aadhaar do not repeat together
    CROSS JOIN LATERAL (SELECT abs(hashint4(g * 3 + ${seed})::bigint) AS h1, abs(hashint4(g * 5 + ${seed})::bigint) AS h2,
      abs(hashint4(g * 7 + ${seed})::bigint) AS h3, abs(hashint4(g * 11 + ${seed})::bigint) AS h4,
      abs(hashint4(g * 13 + ${seed})::bigint) AS h5, abs(hashint4(g * 17 + ${seed})::bigint) AS h6,
      abs(hashint4(g * 19 + ${seed})::bigint) AS h7) AS h
    CROSS JOIN n CROSS JOIN fn CROSS JOIN ln CROSS JOIN cr
    JOIN v ON v.rn = 1 + h.h7 % n.total
    ON CONFLICT DO NOTHING`);
  await insertSyntheticEnrolments(db, last);
}

/** Every beneficiary after `after` without an enrolment gets one; every second one a second. */
async function insertSyntheticEnrolments(db: Database, after: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date,
      enrollment_status, df_associate, outreach_channel_id, mutual_fund_provider_id, mutual_fund_type_id,
      mutual_fund_duration, investment_amount, created_by)
    SELECT b.beneficiary_id, sp.program_id, sp.sub_program_id, date '2024-01-01' + (b.beneficiary_id * 3 + k) % 700,
      CASE WHEN (b.beneficiary_id + k) % 3 = 0 THEN 5 ELSE 4 END, 0, 1 + (b.beneficiary_id + k) % 3,
      CASE WHEN sp.sub_program_id = 1 THEN 1 END,
      CASE WHEN sp.sub_program_id = 1 THEN 1 + b.beneficiary_id % 2 END,
      CASE WHEN sp.sub_program_id = 1 THEN 12 * (1 + b.beneficiary_id % 5) END,
      CASE WHEN sp.sub_program_id = 1 THEN 500 * (1 + b.beneficiary_id % 20) END,
      b.created_by
    FROM beneficiaries b
    CROSS JOIN generate_series(0, 1) AS k
    JOIN sub_programs sp ON sp.sub_program_id = 1 + (b.beneficiary_id + 2 * k) % 5
    WHERE b.beneficiary_id > ${after} AND (k = 0 OR b.beneficiary_id % 2 = 0)
      AND NOT EXISTS (SELECT 1 FROM beneficiary_programs bp WHERE bp.beneficiary_id = b.beneficiary_id)
    ON CONFLICT DO NOTHING`);
}
