import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures, kept in the transaction of every write by the triggers of migration 0021
 * (decision 030). A row is one cell of one grain (`DASHBOARD_GRAINS`): the people of that place,
 * registrant and registration day who hold the key's enrolment, and those enrolments. A dimension the
 * grain leaves out is 0 (the day: 'infinity'); a key column 0 means any. `shard` spreads concurrent
 * writers of one cell over rows of their own (1 to 63); a figure is the sum over the shards. Shard 0
 * holds what the rebuild counted and the hourly fold gathered (migration 0035, decision 047).
 */
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    grain: smallint('grain').notNull(),
    programId: integer('program_id').notNull(),
    subProgramId: integer('sub_program_id').notNull(),
    enrollmentStatus: smallint('enrollment_status').notNull(),
    mutualFundDuration: integer('mutual_fund_duration').notNull(),
    mutualFundTypeId: integer('mutual_fund_type_id').notNull(),
    creatorId: integer('creator_id').notNull(),
    districtId: integer('district_id').notNull(),
    talukaId: integer('taluka_id').notNull(),
    villageId: integer('village_id').notNull(),
    day: date('day').notNull(),
    statusId: smallint('status_id').notNull(),
    shard: smallint('shard').notNull(),
    people: integer('people').notNull(),
    enrolments: integer('enrolments').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_counts_pkey',
      columns: [
        t.grain,
        t.programId,
        t.subProgramId,
        t.enrollmentStatus,
        t.mutualFundDuration,
        t.mutualFundTypeId,
        t.creatorId,
        t.districtId,
        t.talukaId,
        t.villageId,
        t.day,
        t.statusId,
        t.shard,
      ],
    }),
    check('dashboard_counts_grain_check', sql`${t.grain} BETWEEN 1 AND 10`),
    // the registrant and place first: a figure by every key of a place or registrant (its programmes,
    // its statuses) reads that place's cells, where the key's index would read the grain's
    index('dashboard_counts_place_idx').on(t.grain, t.creatorId, t.districtId, t.talukaId, t.villageId, t.day),
    // the rows written since the last fold, which it finds here without reading the table; by shard,
    // so that writers at once, each in its own, add to other pages of it
    index('dashboard_counts_unfolded_idx').on(t.shard).where(sql`${t.shard} <> 0`),
  ],
);

/**
 * The live enrolments each member of staff made, by India's day of making them (migration 0034,
 * decision 045): the team's figures read these few rows instead of counting every enrolment. Kept by
 * triggers in the write's transaction like the dashboard's counts, sharded the same way.
 */
export const enrolmentAuthorCounts = pgTable(
  'enrolment_author_counts',
  {
    createdBy: integer('created_by').notNull(),
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    enrolments: integer('enrolments').notNull(),
  },
  (t) => [
    primaryKey({ name: 'enrolment_author_counts_pkey', columns: [t.createdBy, t.day, t.shard] }),
    index('enrolment_author_counts_unfolded_idx').on(t.shard).where(sql`${t.shard} <> 0`),
  ],
);

/** A column of a composite type of the counts' functions (migration 0021), written and read in SQL only. */
const composite = (type: string) => customType<{ data: string }>({ dataType: () => type });

/**
 * The people a statement deletes, with their live enrolments read before the cascade removes them,
 * gathered row by row and taken out of the counts once when the statement ends (migration 0041,
 * decision 054): taken out a person at a time, the cells they all share were written again for each,
 * a longer chain of versions each time. Rows live only inside the deleting statement.
 */
export const dashboardPending = pgTable('dashboard_pending', {
  txid: bigint('txid', { mode: 'number' }).notNull(),
  person: composite('dashboard_person')('person').notNull(),
  enrolments: composite('dashboard_enrolment')('enrolments').array(),
});
