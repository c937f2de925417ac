import {
  PERSON_READS_PAGE,
  type PersonRead,
  PersonReadSchema,
  type ReadKind,
  type StaffReads,
  type StaffReadsQuery,
} from '@portal/contract/access-records';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** The first moment of an India day, and of the day after another: a range of days as instants. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`;

/**
 * Records that `userId` read the person's personal data: ids, the person's district and what was
 * read, never the data. Nothing is recorded for a person there is not.
 */
export async function recordRead(db: Database, userId: number, beneficiaryId: number, kind: ReadKind): Promise<void> {
  await db.execute(
    sql`INSERT INTO person_reads (user_id, beneficiary_id, district_id, kind)
        SELECT ${userId}, beneficiary_id, district_id, ${kind} FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId}`,
  );
}

/** Who looked at this person, newest first, a page at a time (`before`: the last read's id). */
export async function personReads(
  db: Database,
  beneficiaryId: number,
  before: number | undefined,
): Promise<{ reads: PersonRead[]; more: boolean }> {
  const rows = await selectRows(
    db,
    PersonReadSchema,
    sql`SELECT r.read_id::float8 AS read_id, r.user_id, u.emp_name, u.work_email AS email, r.kind, ${iso('r.read_at')} AS read_at
        FROM person_reads r JOIN users u ON u.user_id = r.user_id
        WHERE r.beneficiary_id = ${beneficiaryId} ${before === undefined ? sql`` : sql`AND r.read_id < ${before}`}
        ORDER BY r.read_id DESC LIMIT ${PERSON_READS_PAGE + 1}`,
  );
  return { reads: rows.slice(0, PERSON_READS_PAGE), more: rows.length > PERSON_READS_PAGE };
}

const FoundRow = z.object({ found: z.boolean() });

/** Whether there is such a person: the answer for one there is not is 404, as their page's. */
export async function personExists(db: Database, beneficiaryId: number): Promise<boolean> {
  const rows = await selectRows(
    db,
    FoundRow,
    sql`SELECT EXISTS (SELECT 1 FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId}) AS found`,
  );
  return rows[0]?.found ?? false;
}

const ExportRow = z.object({
  export_id: z.number(),
  started_at: z.string(),
  format: z.string(),
  rows: z.number(),
  outcome: z.string().nullable(),
  district_counts: z.record(z.string(), z.number()).nullable(),
});

const UserIdEmpNameEmailRow = z.object({ user_id: z.number(), emp_name: z.string(), email: z.string() });
const DistrictIdPeopleReadsRow = z.object({ district_id: z.number().nullable(), people: z.number(), reads: z.number() });
const DistrictIdDistrictNameRow = z.object({ district_id: z.number(), district_name: z.string() });

/**
 * Which people a member of staff saw between two India days (both included): the people whose page,
 * History or printed record they opened, and their exports of the list, by district (the question a
 * breach notification asks when an account is compromised).
 */
export async function staffReads(db: Database, userId: number, { from, to }: StaffReadsQuery): Promise<StaffReads> {
  const [user] = await selectRows(
    db,
    UserIdEmpNameEmailRow,
    sql`SELECT user_id, emp_name, work_email AS email FROM users WHERE user_id = ${userId}`,
  );
  if (!user) throw new AppError('staffNotFound');
  const inRange = (column: SQL) => sql`${column} >= ${dayStart(from)} AND ${column} < ${dayAfter(to)}`;
  const [viewed, exports] = await Promise.all([
    selectRows(
      db,
      DistrictIdPeopleReadsRow,
      // each district, and (district null) all of them: a person seen in two districts counts in each
      sql`SELECT district_id, count(DISTINCT beneficiary_id)::int AS people, count(*)::int AS reads
          FROM person_reads WHERE user_id = ${userId} AND ${inRange(sql`read_at`)}
          GROUP BY GROUPING SETS ((district_id), ())`,
    ),
    selectRows(
      db,
      ExportRow,
      sql`SELECT export_id, ${iso('started_at')} AS started_at, format, coalesce(row_count, 0) AS rows, outcome,
            district_counts
          FROM exports WHERE user_id = ${userId} AND report = 'list' AND ${inRange(sql`started_at`)}
          ORDER BY export_id`,
    ),
  ]);
  const byDistrict = new Map<number, { viewed: number; exported: number }>();
  const at = (id: number) => byDistrict.get(id) ?? byDistrict.set(id, { viewed: 0, exported: 0 }).get(id)!;
  for (const row of viewed) if (row.district_id !== null) at(row.district_id).viewed = row.people;
  for (const e of exports) for (const [id, n] of Object.entries(e.district_counts ?? {})) at(Number(id)).exported += n;
  const names = await selectRows(
    db,
    DistrictIdDistrictNameRow,
    sql`SELECT district_id, district_name FROM districts WHERE district_id = ANY(${sql.param([...byDistrict.keys()])}::int[])`,
  );
  const total = viewed.find((row) => row.district_id === null);
  return {
    ...user,
    from,
    to,
    people_viewed: total?.people ?? 0,
    reads: total?.reads ?? 0,
    exports: exports.map(({ district_counts: _counts, ...e }) => e),
    by_district: names
      .map((n) => ({ ...n, ...at(n.district_id) }))
      .sort((a, b) => a.district_name.localeCompare(b.district_name)),
  };
}

const CountRow = z.object({ n: z.number() });

/**
 * Deletes the access records older than the retention, the reads and the exports (whose filters may
 * hold a searched name); answers how many.
 */
export async function purgeAccessRecords(db: Database, keepDays: number): Promise<number> {
  const before = sql`now() - make_interval(days => ${keepDays})`;
  const rows = await selectRows(
    db,
    CountRow,
    sql`WITH reads AS (DELETE FROM person_reads WHERE read_at < ${before} RETURNING 1),
          exported AS (DELETE FROM exports WHERE started_at < ${before} RETURNING 1)
        SELECT ((SELECT count(*) FROM reads) + (SELECT count(*) FROM exported))::int AS n`,
  );
  return rows[0]?.n ?? 0;
}
