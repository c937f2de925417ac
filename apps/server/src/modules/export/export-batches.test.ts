import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { ExportQuerySchema } from '@portal/contract/export';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { type ExportResult, exportFile } from './export.service.ts';
import type { Cell } from './export-format.ts';
import { ExportNames, readListNames } from './export-names.ts';
import { CsvZipWriter } from './export-writers.ts';

let ctx: TestContext;
let clerk: TestUser;
let busyClerk: TestUser;

/** `people` people of this clerk, each enrolled once (born on a day of the clerk's own: no two are one person). */
async function registered(user: TestUser, people: number) {
  const place = await somePlace(ctx.handle.db);
  await ctx.handle.db.execute(sql`
    INSERT INTO beneficiaries (first_name, gender_id, dob, state_id, district_id, taluka_id, village_id, total_family_members,
                               beneficiary_annual_source_id, status_id, created_by)
    SELECT 'Ravi' || i, 1, date '1980-01-01' + ${user.userId}::int, ${KARNATAKA_STATE_ID}, ${place.district_id}, ${place.taluka_id}, ${place.village_id},
           3, 1, 1, ${user.userId}
    FROM generate_series(1, ${people}) AS i`);
  await ctx.handle.db.execute(sql`
    INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status,
                                      df_associate, outreach_channel_id, created_by)
    SELECT beneficiary_id, 2, 3, date '2025-02-01', 4, 0, 1, ${user.userId} FROM beneficiaries WHERE created_by = ${user.userId}`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = await ctx.signIn('Field Facilitator');
  await registered(clerk, 45);
  busyClerk = await ctx.signIn('Field Facilitator');
  await registered(busyClerk, 600);
}, 60_000);

afterAll(() => ctx.close());

describe('an export reads ahead', () => {
  it('asks for each next batch before it writes the one it has, so the database and the writing overlap', async () => {
    const events: string[] = [];
    const db = ctx.handle.db;
    // every statement the export sends, in the order it asks for them
    const watched = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (query: Parameters<Database['execute']>[0]) => {
              events.push('read');
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    });
    class Watched extends CsvZipWriter {
      override row(cells: readonly Cell[]) {
        if (events.at(-1) !== 'write') events.push('write');
        super.row(cells);
      }
    }
    const names = new ExportNames('en-IN', await readListNames(db));
    const result: ExportResult = { rows: 0, enrolmentRows: 0, outcome: null };
    const query = ExportQuerySchema.parse({ format: 'csv' });
    for await (const _ of exportFile(watched, query, clerk.userId, { names, day: '2026-03-14' }, new Watched(), result, {
      batch: 10,
    })) {
    }
    expect(result).toMatchObject({ rows: 45, enrolmentRows: 45, outcome: 'completed' });
    // people in batches of 10, 10, 10, 10 and 5: the next one asked for before each is written (none after the
    // short last one, whose rows follow the fourth's); then their enrolments, a statement per batch of people,
    // read ahead the same way
    const readAhead = ['read', 'read', 'write', 'read', 'write', 'read', 'write', 'read', 'write'];
    expect(events).toEqual([...readAhead, ...readAhead]);
  });

  it('stops cleanly when the reader leaves with a batch still asked for', async () => {
    const names = new ExportNames('en-IN', await readListNames(ctx.handle.db));
    const result: ExportResult = { rows: 0, enrolmentRows: 0, outcome: null };
    const query = ExportQuerySchema.parse({ format: 'csv' });
    // bytes after every batch (a .zip's text waits for 256 kB otherwise): the reader can leave after the first
    class EveryBatch extends CsvZipWriter {
      override take() {
        return [...super.take(), Buffer.alloc(1)];
      }
    }
    const file = exportFile(ctx.handle.db, query, clerk.userId, { names, day: '2026-03-14' }, new EveryBatch(), result, {
      batch: 10,
    });
    await file.next();
    await file.return(undefined);
    expect(result).toMatchObject({ rows: 10, outcome: 'cancelled' });
  });
});

describe('an export shares the event loop', () => {
  it('writes at most 250 rows in one turn, so another request waits for a few milliseconds, not a batch', async () => {
    // a turn's number: one more at each turn of the event loop while the export runs
    let turn = 0;
    let running = true;
    const tick = () => {
      turn += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const rowsInTurn = new Map<number, number>();
    class Counted extends CsvZipWriter {
      override row(cells: readonly Cell[]) {
        rowsInTurn.set(turn, (rowsInTurn.get(turn) ?? 0) + 1);
        super.row(cells);
      }
    }
    const names = new ExportNames('en-IN', await readListNames(ctx.handle.db));
    const result: ExportResult = { rows: 0, enrolmentRows: 0, outcome: null };
    const query = ExportQuerySchema.parse({ format: 'csv' });
    try {
      for await (const _ of exportFile(
        ctx.handle.db,
        query,
        busyClerk.userId,
        { names, day: '2026-03-14' },
        new Counted(),
        result,
      )) {
      }
    } finally {
      running = false;
    }
    // 600 people in one batch of 1,000, then their 600 enrolments
    expect(result).toMatchObject({ rows: 600, enrolmentRows: 600, outcome: 'completed' });
    expect([...rowsInTurn.values()].reduce((a, b) => a + b)).toBe(1200);
    expect(Math.max(...rowsInTurn.values())).toBe(250);
  });
});
