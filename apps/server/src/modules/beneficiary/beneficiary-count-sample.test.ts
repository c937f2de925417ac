import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyYashodas } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { queryRows } from '../../db/client.ts';
import { countBeneficiaries, sampledCount } from './beneficiary-list-count.ts';

// A table of more pages than the sample reads: the total past the exact limit is scaled from a sample.

let ctx: TestContext;
let clerk: TestUser;
const PEOPLE = 16_000;

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = await ctx.signIn('Field Facilitator');
  await manyYashodas(ctx.handle.db, clerk.userId, PEOPLE);
}, 120_000);
afterAll(() => ctx.close());

describe('a total past the exact limit', () => {
  it('is the matches of a sample of pages, scaled to the table', async () => {
    const [{ pages }] = await queryRows<{ pages: number }>(
      ctx.handle.db,
      sql`SELECT (pg_relation_size('beneficiaries') / current_setting('block_size')::int)::int AS pages`,
    );
    // more pages than the sample reads (128): it reads about half of them
    expect(pages).toBeGreaterThan(2 * 128);
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

  it('where the planner expects more than the limit, mostly near spellings, is the sample, not its guess', async () => {
    // the planner's figure: its fixed share for the near spellings, a few dozen here; its exact matches: none
    const answer = await countBeneficiaries(
      ctx.handle.db,
      { isChecked: 'true', status: 'active', sort: 'newest', search: 'yashodha' },
      clerk.userId,
      { exactLimit: 10 },
    );
    expect(answer.estimated).toBe(true);
    expect(answer.count).toBeGreaterThan(PEOPLE * 0.4);
    expect(answer.count).toBeLessThan(PEOPLE * 0.6);
  });

  it('past the budget of the exact count, is the sample on PostgreSQL; the embedded database counts on', async () => {
    const query = { isChecked: 'true', status: 'active', sort: 'newest', search: 'yashodha' } as const;
    const within = await countBeneficiaries(ctx.handle.db, query, clerk.userId, { exactLimit: PEOPLE, budgetMs: 30_000 });
    expect(within).toEqual({ count: PEOPLE / 2, estimated: false });
    // 8,000 near spellings are not counted in a millisecond (a budget for every count, whatever its
    // cost); PGlite cannot stop a statement
    const past = await countBeneficiaries(ctx.handle.db, query, clerk.userId, {
      exactLimit: PEOPLE,
      budgetMs: 1,
      budgetFromCost: 0,
    });
    if (testDatabaseKind() === 'postgres') {
      expect(past.estimated).toBe(true);
      expect(past.count).toBeGreaterThan(PEOPLE * 0.4);
      expect(past.count).toBeLessThan(PEOPLE * 0.6);
    } else expect(past).toEqual(within);
  });
});
