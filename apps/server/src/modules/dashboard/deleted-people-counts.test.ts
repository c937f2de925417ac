import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload } from '../../../test/fixtures.ts';
import { keptCells } from '../../../test/kept-counts.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { arrayParam, queryRows } from '../../db/client.ts';

// people deleted in one statement (an upload's chunk undone) leave the counts in one write a cell:
// written a person at a time, the cells they share took a write each, 19 ms a person at 10,000,000
// people (decision 054)

let ctx: TestContext;
let admin: TestUser;
let village: Place;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  [village] = await queryRows<Place>(
    ctx.handle.db,
    sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
  );
});
afterAll(() => ctx.close());

const call = (method: 'POST', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: admin.auth, payload });

it('takes people deleted together out of the counts with one write a cell, leaving the figures as before them', async () => {
  const before = await keptCells(ctx.handle.db);
  const ids: number[] = [];
  for (let i = 0; i < 24; i++) {
    const response = await call('POST', 'register-new-beneficiary', beneficiaryPayload(village));
    expect(response.statusCode).toBe(200);
    const id = response.json().beneficiaryId as number;
    ids.push(id);
    if (i % 3 === 0) {
      const enrolled = await call('POST', `add-new-program/${id}`, programPayload({ program_id: 2, sub_program_id: 3 }));
      expect(enrolled.statusCode).toBe(200);
    }
  }
  expect(await keptCells(ctx.handle.db)).not.toEqual(before);

  const { cells, writes } = await ctx.handle.db.transaction(async (tx) => {
    // the cells these people and their enrolments count in
    const [{ n: cells }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM dashboard_cells(dashboard_people(${arrayParam(ids)}::int[], -1),
            dashboard_enrolments(ARRAY(SELECT bp FROM beneficiary_programs bp WHERE bp.beneficiary_id = ANY(${arrayParam(ids)}::int[])), -1))`,
    );
    // the writes so far (which may hold a transaction's before it, not yet gathered), then those of the delete
    const written = async () =>
      (
        await queryRows<{ n: number }>(
          tx,
          sql`SELECT (n_tup_ins + n_tup_upd)::int AS n FROM pg_stat_xact_user_tables WHERE relname = 'dashboard_counts'`,
        )
      )[0].n;
    const earlier = await written();
    await tx.execute(sql`DELETE FROM beneficiaries WHERE beneficiary_id = ANY(${arrayParam(ids)}::int[])`);
    return { cells, writes: (await written()) - earlier };
  });
  expect(cells).toBeGreaterThan(10);
  expect(writes).toBe(cells);
  expect(await keptCells(ctx.handle.db)).toEqual(before);
  const [{ n: pending }] = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM dashboard_pending`);
  expect(pending).toBe(0);
});
