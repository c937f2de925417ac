import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/** Every dashboard cell's figures, summed over its shards; a cell that sums to nothing is left out. */
export const keptCells = (db: Database) =>
  queryRows(
    db,
    sql`SELECT grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration, mutual_fund_type_id,
          creator_id, district_id, taluka_id, village_id, day::text AS day, status_id, sum(people)::int AS people,
          sum(enrolments)::int AS enrolments, sum(amount)::text AS amount
        FROM dashboard_counts GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
        HAVING sum(people) <> 0 OR sum(enrolments) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
  );

/** The live enrolments by author and India's day: as kept (decision 045), or counted from the enrolments. */
export const byAuthor = (db: Database, from: 'counts' | 'base') =>
  queryRows(
    db,
    from === 'counts'
      ? sql`SELECT created_by, day::text AS day, sum(enrolments)::int AS enrolments FROM enrolment_author_counts
            GROUP BY 1, 2 HAVING sum(enrolments) <> 0 ORDER BY 1, 2`
      : sql`SELECT created_by, dashboard_day(created_at)::text AS day, count(*)::int AS enrolments FROM beneficiary_programs
            WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  );
