import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { countBeneficiaries, sampledCount } from './beneficiary-list-count.ts';

// A table of more pages than the sample reads: the total past the exact limit is scaled from a sample.

let ctx: TestContext;
let clerk: TestUser;
const PEOPLE = 24_000;

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = await ctx.signIn('Field Facilitator');
  const place = await somePlace(ctx.handle.db);
  // every second person a Yashoda, a near spelling of "yashodha" the planner takes for rare
  await ctx.handle.db.execute(sql`
    INSERT INTO beneficiaries (first_name, last_name, gender_id, dob, state_id, district_id, taluka_id, village_id,
                               total_family_members, beneficiary_annual_source_id, status_id, created_by)
    SELECT CASE WHEN i % 2 = 0 THEN 'Yashoda' ELSE 'Ravi' END, 'Rao' || i, 1, date '1950-01-01' + i,
           ${KARNATAKA_STATE_ID},
           ${place.district_id}, ${place.taluka_id}, ${place.village_id}, 3, 1, 1, ${clerk.userId}
    FROM generate_series(1, ${PEOPLE}) AS i`);
  await ctx.handle.db.execute(sql`ANALYZE beneficiaries`);
}, 120_000);
afterAll(() => ctx.close());

describe('a total past the exact limit', () => {
  it('is the matches of a sample of pages, scaled to the table', async () => {
    const [{ pages }] = await queryRows<{ pages: number }>(
      ctx.handle.db,
      sql`SELECT (pg_relation_size('beneficiaries') / current_setting('block_size')::int)::int AS pages`,
    );
    // more pages than the sample reads (256): it reads some of them only
    expect(pages).toBeGreaterThan(256);
    const yashodas = await sampledCount(ctx.handle.db, sql`first_name = 'Yashoda'`);
    expect(yashodas).toBeGreaterThan(PEOPLE * 0.4);
    expect(yashodas).toBeLessThan(PEOPLE * 0.6);
    // the same pages every time: the total does not move between two looks
    expect(await sampledCount(ctx.handle.db, sql`first_name = 'Yashoda'`)).toBe(yashodas);
  });

  it('for a near spelling, is near the true count, not the exact limit', async () => {
    const answer = await countBeneficiaries(
      ctx.handle.db,
      { isChecked: 'true', status: 'active', sort: 'newest', search: 'yashodha' },
      clerk.userId,
    );
    expect(answer.estimated).toBe(true);
    expect(answer.count).toBeGreaterThan(PEOPLE * 0.4);
    expect(answer.count).toBeLessThan(PEOPLE * 0.6);
  });
});
