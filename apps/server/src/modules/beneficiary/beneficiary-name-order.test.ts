import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { arrayParam, queryRows } from '../../db/client.ts';
import { insertSyntheticBeneficiaries } from '../../db/seed/synthetic-beneficiaries.ts';
import { erasePerson } from '../privacy/leaving.service.ts';
import { filterCondition } from './beneficiary-filters.ts';
import { searchPlan } from './beneficiary-search.ts';

// The list sorted by name with a search (decision 040): more matches than are sorted at once go by
// the matching names (person_names), which the triggers keep as the people's names are.
let ctx: TestContext;
let me: TestUser;
let other: TestUser;
let here: Place;
const ESH_NAMES = ['Ganesh', 'Mahesh', 'Suresh', 'Ramesh', 'Yogesh', 'Umesh'];

const api = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: user.auth, payload });

async function register(user: TestUser, fields: Record<string, unknown>) {
  const payload = beneficiaryPayload(here, fields);
  const response = await api(user, 'POST', 'register-new-beneficiary', payload);
  expect(response.statusCode).toBe(200);
  return { id: response.json().beneficiaryId as number, payload };
}

beforeAll(async () => {
  ctx = await createTestContext();
  me = await ctx.signIn('Administrator');
  other = await ctx.signIn('Field Facilitator');
  here = await somePlace(ctx.handle.db);
  // 4,500 people, two in three of them with a name holding "esh": more than are ever sorted at once
  await insertSyntheticBeneficiaries(ctx.handle.db, { count: 4500, creatorIds: [me.userId, other.userId] });
  await ctx.handle.db.execute(
    sql`UPDATE beneficiaries SET first_name = (${arrayParam(ESH_NAMES)}::text[])[1 + beneficiary_id % ${ESH_NAMES.length}]
        WHERE beneficiary_id % 3 <> 0`,
  );
  for (const [i, first_name] of ['Dinesh', 'Umesh', 'Ganesh'].entries())
    await register(me, { first_name, aadhaar_no: `90${i}0` });
});
afterAll(() => ctx.close());

type Query = Record<string, string | number>;
const page = async (user: TestUser, query: Query) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/get-beneficiaries-list',
    query: Object.fromEntries(
      Object.entries({ isChecked: 'true', limit: 15, sort: 'name', ...query }).map(([k, v]) => [k, String(v)]),
    ),
    headers: user.auth,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().Data as { beneficiary_id: number }[]).map((r) => r.beneficiary_id);
};

/** Every match in the list's order, read without any bound: the exact ones by name, then the near ones. */
async function everyMatch(user: TestUser, query: Query): Promise<number[]> {
  const plan = searchPlan(String(query.search));
  if (plan.kind !== 'name') throw new Error('a name search is expected');
  const filters = filterCondition(
    { isChecked: 'true', status: 'active', ...query } as Parameters<typeof filterCondition>[0],
    user.userId,
  );
  const tier = async (condition: SQL) =>
    (
      await queryRows<{ id: number }>(
        ctx.handle.db,
        sql`SELECT beneficiary_id AS id FROM beneficiaries WHERE ${filters} AND ${condition} ORDER BY name_text, beneficiary_id`,
      )
    ).map((r) => r.id);
  return [...(await tier(plan.filter)), ...(plan.near ? await tier(plan.near) : [])];
}

describe('the list sorted by name with a search', () => {
  it.each<[string, Query]>([
    ['a common fragment, everyone', { search: 'esh' }],
    ['a common fragment, mine', { search: 'esh', isChecked: 'false' }],
    ['a common fragment in a village', { search: 'esh', village_id: 0 }],
    ['a whole name', { search: 'mahesh' }],
    ['a near spelling', { search: 'maheesh' }],
  ])('pages as every match sorted would: %s', async (_, given) => {
    const query = given.village_id === 0 ? { ...given, village_id: here.village_id } : given;
    const all = await everyMatch(me, query);
    expect(all.length).toBeGreaterThan(0);
    expect(await page(me, query)).toEqual(all.slice(0, 15));
    expect(await page(me, { ...query, offset: 40 })).toEqual(all.slice(40, 55));
    if (all.length > 100) {
      expect(await page(me, { ...query, cursor: all[99] })).toEqual(all.slice(100, 115));
      expect(await page(me, { ...query, offset: 2990 })).toEqual(all.slice(2990, 3005));
    }
  });

  it('walks the names when more match than are sorted at once', async () => {
    expect((await everyMatch(me, { search: 'esh' })).length).toBeGreaterThan(2000);
  });
});

const namesHeld = () =>
  queryRows<{ name: string }>(
    ctx.handle.db,
    sql`SELECT DISTINCT name_text AS name FROM beneficiaries WHERE name_text NOT LIKE '#%' ORDER BY 1`,
  );
const namesKept = () => queryRows<{ name: string }>(ctx.handle.db, sql`SELECT name_text AS name FROM person_names ORDER BY 1`);

describe('the names kept for the search', () => {
  it('are the names people hold, after a registration, a correction and an erasure; an erased name is nowhere', async () => {
    const { id, payload } = await register(me, { first_name: 'Rukminiamma', last_name: 'Odeyar' });
    expect((await namesKept()).map((r) => r.name)).toContain('rukminiamma odeyar');
    const corrected = await api(me, 'PUT', `update-beneficiary/${id}`, { ...payload, first_name: 'Rukmini' });
    expect(corrected.statusCode).toBe(200);
    const kept = (await namesKept()).map((r) => r.name);
    expect(kept).toContain('rukmini odeyar');
    expect(kept).not.toContain('rukminiamma odeyar');
    await erasePerson(ctx.handle.db, id, 'request', me.userId);
    expect((await namesKept()).map((r) => r.name)).not.toContain('rukmini odeyar');
    // a name two people hold stays while one of them does
    const first = await register(me, { first_name: 'Sharadamma', last_name: 'Bhat', aadhaar_no: '1212' });
    await register(me, { first_name: 'Sharadamma', last_name: 'Bhat', aadhaar_no: '3434' });
    await erasePerson(ctx.handle.db, first.id, 'request', me.userId);
    expect((await namesKept()).map((r) => r.name)).toContain('sharadamma bhat');
    expect(await namesKept()).toEqual(await namesHeld());
  });

  it('never lose a name a person is being registered under while its last holder is erased', async () => {
    const { db } = ctx.handle;
    const { id } = await register(me, { first_name: 'Kamalakshi', last_name: 'Rao', aadhaar_no: '5656' });
    if (ctx.handle.kind === 'pglite') {
      // one transaction at a time: the erasure and the registration run in turn
      await Promise.all([
        erasePerson(db, id, 'request', me.userId),
        register(other, { first_name: 'Kamalakshi', last_name: 'Rao' }),
      ]);
      expect(await namesKept()).toEqual(await namesHeld());
      return;
    }
    // a registration of the same name, its transaction held open after its row (and its name) went in
    const [columns] = await queryRows<{ list: string }>(
      db,
      sql`SELECT string_agg(column_name, ', ') AS list FROM information_schema.columns WHERE table_name = 'beneficiaries'
          AND is_generated = 'NEVER' AND column_name NOT IN ('beneficiary_id', 'aadhaar_no')`,
    );
    let inserted = () => {};
    let release = () => {};
    const registering = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const registration = db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO beneficiaries (${sql.raw(columns.list)}, aadhaar_no)
            SELECT ${sql.raw(columns.list)}, '7878' FROM beneficiaries WHERE beneficiary_id = ${id}`,
      );
      inserted();
      await held;
    });
    await registering;
    // the erasure of the name's only holder so far: it must not take the name out under the new person
    const erasure = erasePerson(db, id, 'request', me.userId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([registration, erasure]);
    expect((await namesKept()).map((r) => r.name)).toContain('kamalakshi rao');
    expect(await namesKept()).toEqual(await namesHeld());
  });
});
