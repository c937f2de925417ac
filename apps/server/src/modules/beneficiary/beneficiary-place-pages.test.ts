import { BeneficiaryListQuerySchema } from '@portal/contract/beneficiary';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { insertSyntheticBeneficiaries } from '../../db/seed/synthetic-beneficiaries.ts';
import { findBeneficiaries } from './beneficiary-list.service.ts';

// A place's page in id order is read from the place's own index (decision 046): the people of one
// village's sheet are registered together, so the newest rows of the list may hold none of them. At
// this size the planner reads the place's index either way (the bench shows the walk at 1,000,000);
// this holds the pages' rows and order, and that no page reads past the place's own people.
let ctx: TestContext;
let me: TestUser;
let place: { district_id: number; taluka_id: number; village_id: number };

const OLDER = 2100;
const NEWER = 3000;

beforeAll(async () => {
  ctx = await createTestContext();
  me = await ctx.signIn('Administrator');
  await insertSyntheticBeneficiaries(ctx.handle.db, { count: OLDER + NEWER, creatorIds: [me.userId] });
  const [first] = await queryRows<{ id: number }>(ctx.handle.db, sql`SELECT min(beneficiary_id) AS id FROM beneficiaries`);
  [place] = await queryRows<typeof place>(
    ctx.handle.db,
    sql`SELECT district_id, taluka_id, village_id FROM beneficiaries WHERE beneficiary_id = ${first.id}`,
  );
  const [elsewhere] = await queryRows<typeof place>(
    ctx.handle.db,
    sql`SELECT district_id, taluka_id, village_id FROM villages WHERE district_id <> ${place.district_id} LIMIT 1`,
  );
  // the oldest people of one village's sheet, and none of its district among the newest
  const moveTo = (to: typeof place, rows: SQL) =>
    ctx.handle.db.execute(sql`UPDATE beneficiaries SET district_id = ${to.district_id}, taluka_id = ${to.taluka_id},
      village_id = ${to.village_id} WHERE ${rows}`);
  await moveTo(place, sql`beneficiary_id < ${first.id + OLDER}`);
  await moveTo(elsewhere, sql`beneficiary_id >= ${first.id + OLDER} AND district_id = ${place.district_id}`);
  await ctx.handle.db.execute(sql`ANALYZE beneficiaries`);
});
afterAll(() => ctx.close());

/** The statements a call runs, recorded as it runs them. */
function recording(db: Database): { db: Database; statements: SQL[] } {
  const statements: SQL[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        statements.push(query);
        return target.execute(query);
      };
    },
  });
  return { db: proxy, statements };
}

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/** The rows of `beneficiaries` a statement reads, kept or passed over, as PostgreSQL ran it. */
async function peopleRead(statement: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(ctx.handle.db, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
  const raw = Object.values(row)[0];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const walk = (node: PlanNode): number =>
    (node['Relation Name'] === 'beneficiaries'
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(Plan);
}

const query = (fields: Record<string, unknown>) => ({
  ...BeneficiaryListQuerySchema.parse({ isChecked: 'true', limit: 15, ...fields }),
  userId: me.userId,
});

describe('a page of one place', () => {
  const filters = () =>
    [
      ['district', { district_id: place.district_id }],
      ['taluk', { taluka_id: place.taluka_id }],
      ['village', { village_id: place.village_id }],
      ['village in its taluk and district', { ...place }],
    ] as const;

  it("is the place's newest people, and reads none of the newer people of other places", async () => {
    for (const [label, filter] of filters()) {
      const expected = await queryRows<{ beneficiary_id: number }>(
        ctx.handle.db,
        sql`SELECT beneficiary_id FROM beneficiaries WHERE village_id = ${place.village_id} AND status_id = 1
            ORDER BY beneficiary_id DESC LIMIT 30`,
      );
      const first = recording(ctx.handle.db);
      const page = await findBeneficiaries(first.db, query(filter));
      expect(
        page.map((r) => r.beneficiary_id),
        label,
      ).toEqual(expected.slice(0, 15).map((r) => r.beneficiary_id));
      const second = recording(ctx.handle.db);
      const next = await findBeneficiaries(second.db, query({ ...filter, cursor: page[14].beneficiary_id }));
      expect(
        next.map((r) => r.beneficiary_id),
        `${label}, next page`,
      ).toEqual(expected.slice(15).map((r) => r.beneficiary_id));
      for (const statement of [...first.statements, ...second.statements])
        expect(await peopleRead(statement), label).toBeLessThanOrEqual(OLDER + 30);
    }
  });

  it('is in the order asked for: the oldest first, by offset and after a cursor, and with a short fragment', async () => {
    const oldest = await queryRows<{ beneficiary_id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_id FROM beneficiaries WHERE district_id = ${place.district_id} AND status_id = 1
          ORDER BY beneficiary_id LIMIT 30`,
    );
    const ids = (rows: { beneficiary_id: number }[]) => rows.map((r) => r.beneficiary_id);
    const district = { district_id: place.district_id, sort: 'oldest' };
    expect(ids(await findBeneficiaries(ctx.handle.db, query(district)))).toEqual(ids(oldest.slice(0, 15)));
    expect(ids(await findBeneficiaries(ctx.handle.db, query({ ...district, offset: 15 })))).toEqual(ids(oldest.slice(15)));
    expect(ids(await findBeneficiaries(ctx.handle.db, query({ ...district, cursor: oldest[14].beneficiary_id })))).toEqual(
      ids(oldest.slice(15)),
    );
    // two letters: too short for an index, read along the place's own
    const named = await queryRows<{ beneficiary_id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_id FROM beneficiaries WHERE district_id = ${place.district_id} AND status_id = 1
            AND name_latin LIKE '%sh%' ORDER BY beneficiary_id DESC LIMIT 15`,
    );
    const recorded = recording(ctx.handle.db);
    expect(ids(await findBeneficiaries(recorded.db, query({ district_id: place.district_id, search: 'sh' })))).toEqual(
      ids(named),
    );
    for (const statement of recorded.statements) expect(await peopleRead(statement)).toBeLessThanOrEqual(OLDER + 30);
  });

  it("finds a name among the place's people: a common one along the place, a rare one as in the whole list", async () => {
    const ids = (rows: { beneficiary_id: number }[]) => rows.map((r) => r.beneficiary_id);
    const exact = (like: SQL) =>
      queryRows<{ beneficiary_id: number }>(
        ctx.handle.db,
        sql`SELECT beneficiary_id FROM beneficiaries WHERE district_id = ${place.district_id} AND status_id = 1
            AND ${like} ORDER BY beneficiary_id DESC LIMIT 30`,
      );
    const common = await exact(sql`name_latin LIKE '%esh%'`);
    expect(common.length).toBe(30);
    const district = { district_id: place.district_id, search: 'esh' };
    const first = await findBeneficiaries(ctx.handle.db, query(district));
    expect(ids(first)).toEqual(ids(common.slice(0, 15)));
    const next = await findBeneficiaries(ctx.handle.db, query({ ...district, cursor: first[14].beneficiary_id }));
    expect(ids(next)).toEqual(ids(common.slice(15)));
    expect(ids(await findBeneficiaries(ctx.handle.db, query({ ...district, offset: 15 })))).toEqual(ids(common.slice(15)));
    // fewer than a page in the place: every exact match first, newest first, then the near ones
    // three of the place's oldest people, beyond its first 2,000, and two elsewhere, of a family name nobody else has
    await ctx.handle.db.execute(
      sql`UPDATE beneficiaries SET last_name = 'Odeyar' WHERE beneficiary_id IN (
            (SELECT beneficiary_id FROM beneficiaries WHERE district_id = ${place.district_id} ORDER BY beneficiary_id LIMIT 3)
            UNION ALL (SELECT beneficiary_id FROM beneficiaries WHERE district_id <> ${place.district_id} LIMIT 2))`,
    );
    const rare = await exact(sql`name_latin LIKE '%odeyar%'`);
    expect(rare.length).toBe(3);
    const found = await findBeneficiaries(ctx.handle.db, query({ district_id: place.district_id, search: 'odeyar' }));
    expect(ids(found).slice(0, rare.length)).toEqual(ids(rare));
  });
});
