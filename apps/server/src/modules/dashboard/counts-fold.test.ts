import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload } from '../../../test/fixtures.ts';
import { byAuthor, keptCells } from '../../../test/kept-counts.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { foldCounts } from './counts-fold.ts';

// The hourly fold (decision 047): the rows writers leave in their shards summed into one row a cell.

let ctx: TestContext;
let admin: TestUser;
let villages: Place[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  villages = await queryRows<Place>(
    ctx.handle.db,
    sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id DESC LIMIT 2`,
  );
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: admin.auth, payload });
const register = async (place: Place) => {
  const payload = beneficiaryPayload(place);
  const response = await call('POST', 'register-new-beneficiary', payload);
  expect(response.statusCode).toBe(200);
  return { id: response.json().beneficiaryId as number, payload };
};
const enrol = async (id: number) =>
  expect((await call('POST', `add-new-program/${id}`, programPayload({ program_id: 2, sub_program_id: 3 }))).statusCode).toBe(
    200,
  );

const unfolded = async () => {
  const [row] = await queryRows<{ cells: number; authors: number }>(
    ctx.handle.db,
    sql`SELECT (SELECT count(*)::int FROM dashboard_counts WHERE shard <> 0) AS cells,
          (SELECT count(*)::int FROM enrolment_author_counts WHERE shard <> 0) AS authors`,
  );
  return row;
};
/** The most rows any one cell has. */
const rowsOfACell = async () => {
  const [{ most }] = await queryRows<{ most: number }>(
    ctx.handle.db,
    sql`SELECT coalesce(max(n), 0)::int AS most FROM (SELECT count(*) AS n FROM dashboard_counts
          GROUP BY grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration, mutual_fund_type_id,
            creator_id, district_id, taluka_id, village_id, day, status_id) c`,
  );
  return most;
};
const rowsOfVillage = async (villageId: number) => {
  const [{ n }] = await queryRows<{ n: number }>(
    ctx.handle.db,
    sql`SELECT count(*)::int AS n FROM dashboard_counts WHERE village_id = ${villageId}`,
  );
  return n;
};

describe('the fold of the counts', () => {
  it('leaves each cell one row in shard 0 with the same figures, and none for a cell that sums to nothing', async () => {
    await foldCounts(ctx.handle.db);
    const [home, away] = villages;
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await register(home));
    await enrol(people[0].id);
    await enrol(people[1].id);
    // registered in one village, then moved: the first village's cells sum to nothing, over two shards
    const moved = await register(away);
    expect((await call('PUT', `update-beneficiary/${moved.id}`, { ...moved.payload, ...home })).statusCode).toBe(200);

    const figures = await keptCells(ctx.handle.db);
    const authors = await byAuthor(ctx.handle.db, 'counts');
    expect((await unfolded()).cells).toBeGreaterThan(0);
    expect((await unfolded()).authors).toBeGreaterThan(0);
    expect(await rowsOfACell()).toBeGreaterThan(1);
    expect(await rowsOfVillage(away.village_id)).toBeGreaterThan(0);

    expect(await foldCounts(ctx.handle.db)).toBeGreaterThan(0);
    expect(await unfolded()).toEqual({ cells: 0, authors: 0 });
    expect(await rowsOfACell()).toBe(1);
    expect(await rowsOfVillage(away.village_id)).toBe(0);
    expect(await keptCells(ctx.handle.db)).toEqual(figures);
    expect(await byAuthor(ctx.handle.db, 'counts')).toEqual(authors);
    expect(await byAuthor(ctx.handle.db, 'counts')).toEqual(await byAuthor(ctx.handle.db, 'base'));
    // nothing written since: nothing to fold
    expect(await foldCounts(ctx.handle.db)).toBe(0);
  });

  it('told to stop, takes no further batch and leaves the rest for the next run', async () => {
    await register(villages[0]);
    const left = await unfolded();
    expect(left.cells).toBeGreaterThan(0);
    expect(await foldCounts(ctx.handle.db, AbortSignal.abort())).toBe(0);
    expect(await unfolded()).toEqual(left);
    expect(await foldCounts(ctx.handle.db, new AbortController().signal)).toBe(left.cells + left.authors);
  });

  it('run among writes at once loses none of them: the figures equal a recount', async () => {
    const [home, away] = villages;
    const writes = Array.from({ length: 24 }, (_, i) => async () => {
      const person = await register(i % 2 ? home : away);
      if (i % 3 === 0) await enrol(person.id);
    });
    const folds = Array.from({ length: 6 }, () => () => foldCounts(ctx.handle.db));
    await Promise.all([...writes, ...folds].map((run) => run()));
    await foldCounts(ctx.handle.db);
    const figures = await keptCells(ctx.handle.db);
    const authors = await byAuthor(ctx.handle.db, 'counts');
    await ctx.handle.db.execute(sql`SELECT dashboard_rebuild(), enrolment_author_rebuild()`);
    expect(await keptCells(ctx.handle.db)).toEqual(figures);
    expect(await byAuthor(ctx.handle.db, 'counts')).toEqual(authors);
  });
});
