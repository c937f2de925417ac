import { ENROLLMENT_COMPLETED, ENROLLMENT_IN_PROGRESS } from '@portal/contract/lookups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload, somePlace, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { countBeneficiaries } from './beneficiary-list-count.ts';

let ctx: TestContext;
let me: TestUser;
let colleague: TestUser;
/** A and A2: two villages of one taluk; B: a village of another district. */
let A: Place;
let A2: Place;
let B: Place;
const people: Record<string, number> = {};
const pagers: number[] = [];
let mobile = 9100000000;

async function register(user: TestUser, place: Place, fields: Record<string, unknown> = {}): Promise<number> {
  mobile += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: user.auth,
    payload: beneficiaryPayload(place, { mobile_no: String(mobile), ...fields }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().beneficiaryId;
}

async function enrol(id: number, fields: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/beneficiary/add-new-program/${id}`,
    headers: me.auth,
    payload: programPayload(fields),
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  me = await ctx.signIn('Field Facilitator');
  colleague = await ctx.signIn('Field Facilitator');
  const { db } = ctx.handle;
  A = await somePlace(db);
  [A2] = await queryRows<Place>(
    db,
    sql`SELECT ${A.district_id}::int AS district_id, taluka_id, village_id FROM villages
        WHERE taluka_id = ${A.taluka_id} AND village_id <> ${A.village_id} ORDER BY village_id LIMIT 1`,
  );
  [B] = await queryRows<Place>(
    db,
    sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id
        WHERE t.district_id <> ${A.district_id} ORDER BY v.village_id LIMIT 1`,
  );
  people.a = await register(me, A, { first_name: uniqueName('Zakir'), last_name: 'Achar' });
  people.a2 = await register(me, A2, { first_name: uniqueName('Mahesh'), last_name: 'Bhat', aadhaar_no: '8642' });
  people.b = await register(me, B, { first_name: uniqueName('Umesh'), last_name: 'Kulkarni' });
  people.gone = await register(me, B, { first_name: uniqueName('Ganesh'), last_name: 'Desai' });
  people.theirs = await register(colleague, A, { first_name: uniqueName('Suresh'), last_name: 'Naik' });
  await enrol(people.a, { program_id: 1, sub_program_id: 2, enrollment_status: ENROLLMENT_COMPLETED });
  await enrol(people.a2, { program_id: 2, sub_program_id: 3, enrollment_status: ENROLLMENT_IN_PROGRESS });
  await enrol(people.b, { program_id: 1, sub_program_id: 2, enrollment_status: ENROLLMENT_IN_PROGRESS });
  // an enrolment deleted (softly) no longer counts for the programme filters
  await enrol(people.b, { program_id: 2, sub_program_id: 4, enrollment_status: ENROLLMENT_COMPLETED });
  await db.execute(sql`UPDATE beneficiary_programs SET deleted_at = now(), deleted_by = ${me.userId}
                       WHERE beneficiary_id = ${people.b} AND sub_program_id = 4`);
  await db.execute(sql`UPDATE beneficiaries SET status_id = 2 WHERE beneficiary_id = ${people.gone}`);
  // enough to page through, with names in no particular order of their ids
  for (let i = 0; i < 23; i++) {
    const first = uniqueName(['Ramesh', 'Anitha', 'Kavya', 'Suresh'][i % 4]);
    pagers.push(await register(me, i % 2 ? A : A2, { first_name: first, last_name: i % 3 ? 'Gowda' : null, aadhaar_no: '1357' }));
  }
}, 60_000);
afterAll(() => ctx.close());

type Query = Record<string, string | number>;
const list = (query: Query, user = me) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/get-beneficiaries-list',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: user.auth,
  });
const ids = async (query: Query, user = me): Promise<number[]> => {
  const response = await list({ limit: 100, ...query }, user);
  expect(response.statusCode, JSON.stringify(query)).toBe(200);
  return response.json().Data.map((r: { beneficiary_id: number }) => r.beneficiary_id);
};
const count = async (query: Query, user = me) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/count-beneficiaries',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: user.auth,
  });
  expect(response.statusCode, JSON.stringify(query)).toBe(200);
  return response.json() as { Status: true; count: number; estimated: boolean };
};
const sorted = (values: number[]) => [...values].sort((x, y) => y - x);
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('the list filters', () => {
  it.each([
    ['district', () => ({ district_id: A.district_id }), () => [people.a, people.a2, ...pagers]],
    ['taluk', () => ({ taluka_id: A.taluka_id }), () => [people.a, people.a2, ...pagers]],
    ['village', () => ({ village_id: A2.village_id }), () => [people.a2, ...pagers.filter((_, i) => i % 2 === 0)]],
    ['programme', () => ({ program_id: 1 }), () => [people.a, people.b]],
    ['sub-programme', () => ({ sub_program_id: 3 }), () => [people.a2]],
    ['a deleted enrolment', () => ({ sub_program_id: 4 }), () => []],
    ['enrolment status', () => ({ enrollment_status: ENROLLMENT_IN_PROGRESS }), () => [people.a2, people.b]],
    ['programme and status together', () => ({ program_id: 1, enrollment_status: ENROLLMENT_COMPLETED }), () => [people.a]],
    [
      'registered today',
      () => ({ created_from: today(), created_to: today() }),
      () => [people.a, people.a2, people.b, ...pagers],
    ],
    ['registered before today', () => ({ created_to: '2020-01-01' }), () => []],
    ['registered from tomorrow', () => ({ created_from: '2999-01-01' }), () => []],
  ])('by %s, alone, shows only the matching people', async (_label, query, expected) => {
    expect(await ids({ ...query() })).toEqual(sorted(expected()));
  });

  it('by creator, with All on, shows that staff member’s people only', async () => {
    expect(await ids({ isChecked: 'true', created_by: colleague.userId })).toEqual([people.theirs]);
    const mine = await ids({ isChecked: 'true', created_by: me.userId });
    expect(mine).toEqual(sorted([people.a, people.a2, people.b, ...pagers]));
    // without All the list is the caller's own: another creator matches nobody
    expect(await ids({ created_by: colleague.userId })).toEqual([]);
  });

  it('keeps the cascade consistent: a taluk outside the district, or a village outside the taluk, matches nobody', async () => {
    const inTaluk = await ids({ taluka_id: A.taluka_id });
    expect(await ids({ district_id: A.district_id, taluka_id: A.taluka_id })).toEqual(inTaluk);
    expect(await ids({ district_id: B.district_id, taluka_id: A.taluka_id })).toEqual([]);
    expect(await ids({ taluka_id: A.taluka_id, village_id: B.village_id })).toEqual([]);
    expect(await ids({ district_id: A.district_id, taluka_id: A.taluka_id, village_id: A.village_id })).toEqual(
      sorted([people.a, ...pagers.filter((_, i) => i % 2 === 1)]),
    );
  });

  it.each([
    ['a name fragment', { search: 'mesh' }],
    ['a short fragment', { search: 'me' }],
    ['Aadhaar digits', { search: '8642' }],
    ['three digits', { search: '864' }],
  ])('combine with %s', async (_label, search) => {
    const everywhere = await ids(search);
    const inA2 = await ids({ ...search, village_id: A2.village_id });
    const villageA2 = new Set(await ids({ village_id: A2.village_id }));
    expect(inA2).toEqual(everywhere.filter((id) => villageA2.has(id)));
    expect(inA2.length).toBeGreaterThan(0);
    expect(await ids({ ...search, district_id: B.district_id, program_id: 2 })).toEqual([]);
  });

  it('hides the deactivated unless the status filter asks for them', async () => {
    expect(await ids({})).not.toContain(people.gone);
    expect(await ids({ search: 'desai' })).toEqual([]);
    expect(await ids({ status: 'deactivated' })).toEqual([people.gone]);
    expect(await ids({ status: 'deactivated', search: 'desai' })).toEqual([people.gone]);
    const all = await ids({ status: 'all' });
    expect(all).toEqual(sorted([...(await ids({})), people.gone]));
  });
});

describe('the list orders', () => {
  const rows = async (query: Query) =>
    (await list({ limit: 100, ...query })).json().Data as {
      beneficiary_id: number;
      first_name: string;
      last_name: string | null;
    }[];

  it('newest first by default, oldest first, or by name', async () => {
    const newest = await ids({});
    expect(newest).toEqual(sorted(newest));
    expect(await ids({ sort: 'newest' })).toEqual(newest);
    expect(await ids({ sort: 'oldest' })).toEqual([...newest].reverse());
    const byName = await rows({ sort: 'name' });
    const key = (r: { first_name: string; last_name: string | null }) =>
      `${r.first_name}${r.last_name ? ` ${r.last_name}` : ''}`.toLowerCase();
    const names = byName.map(key);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(byName.map((r) => r.beneficiary_id).sort()).toEqual([...newest].sort());
  });

  it.each([['newest'], ['oldest'], ['name']])('sorts the %s way with a search and a filter too', async (sort) => {
    const plain = await ids({ sort });
    for (const query of [{ search: 'esh' }, { search: '1357' }, { search: 'a' }, { district_id: A.district_id }] as Query[]) {
      const filtered = new Set(await ids(query));
      expect(await ids({ sort, ...query }), JSON.stringify(query)).toEqual(plain.filter((id) => filtered.has(id)));
    }
  });
});

describe('paging by cursor', () => {
  /** Every page of 5 by cursor (the last id the caller has), until a short page. */
  async function byCursor(query: Query): Promise<number[]> {
    const all: number[] = [];
    for (let guard = 0; guard < 50; guard++) {
      const page = await ids({ ...query, limit: 5, ...(all.length ? { cursor: all[all.length - 1] } : {}) });
      all.push(...page);
      if (page.length < 5) return all;
    }
    throw new Error('too many pages');
  }
  async function byOffset(query: Query): Promise<number[]> {
    const all: number[] = [];
    for (let offset = 0; ; offset += 5) {
      const page = await ids({ ...query, limit: 5, offset });
      all.push(...page);
      if (page.length < 5) return all;
    }
  }

  it.each([
    ['the plain list', () => ({})],
    ['everyone', () => ({ isChecked: 'true' })],
    ['a filter', () => ({ district_id: A.district_id })],
    ['a name fragment', () => ({ search: 'esh' })],
    ['a short fragment', () => ({ search: 'a' })],
    ['digits', () => ({ search: '1357' })],
    ['a filter and a fragment', () => ({ taluka_id: A.taluka_id, search: 'an' })],
  ])('gives the rows of offset paging, no duplicate and no gap, for %s', async (_label, makeQuery) => {
    const query: Query = makeQuery();
    for (const sort of ['newest', 'oldest', 'name']) {
      const whole = await ids({ ...query, sort });
      expect(whole.length, `${sort} ${JSON.stringify(query)}`).toBeGreaterThan(5);
      const cursorPages = await byCursor({ ...query, sort });
      expect(cursorPages, sort).toEqual(whole);
      expect(new Set(cursorPages).size).toBe(cursorPages.length);
      expect(await byOffset({ ...query, sort }), sort).toEqual(whole);
    }
  });

  it('answers an empty page after the last row', async () => {
    const whole = await ids({});
    expect(await ids({ cursor: whole[whole.length - 1] })).toEqual([]);
    expect(await ids({ sort: 'oldest', cursor: whole[0] })).toEqual([]);
  });
});

describe('GET /api/v1/beneficiary/count-beneficiaries', () => {
  it('counts exactly what the list shows, for the same filters and search', async () => {
    for (const query of [
      {},
      { district_id: A.district_id },
      { village_id: A2.village_id, search: 'esh' },
      { program_id: 1 },
      { status: 'deactivated' },
      { search: '1357' },
      { isChecked: 'true', created_by: colleague.userId },
    ] as Query[]) {
      const answer = await count(query);
      expect(answer, JSON.stringify(query)).toEqual({
        Status: true,
        count: (await ids({ ...query, limit: 100 })).length,
        estimated: false,
      });
    }
  });

  it('past the exact limit gives the estimate, marked so', async () => {
    const answer = await countBeneficiaries(ctx.handle.db, { isChecked: 'false', status: 'active', sort: 'newest' }, me.userId, {
      exactLimit: 3,
    });
    expect(answer.estimated).toBe(true);
    expect(answer.count).toBeGreaterThanOrEqual(4);
    const small = await countBeneficiaries(
      ctx.handle.db,
      { isChecked: 'false', status: 'deactivated', sort: 'newest' },
      me.userId,
      { exactLimit: 3 },
    );
    expect(small).toEqual({ count: 1, estimated: false });
  });

  it('past the exact limit where the planner expected fewer, gives what a sample of the table finds', async () => {
    // the planner takes a near spelling for rare (a fixed 0.1 %): it expects one "yashodha" here
    for (let i = 0; i < 6; i++) await register(colleague, B, { first_name: uniqueName('Yashoda'), last_name: 'Rao' });
    const query = { isChecked: 'true', status: 'active', sort: 'newest', search: 'yashodha' } as const;
    expect(await count(query)).toEqual({ Status: true, count: 6, estimated: false });
    // a table this small is sampled whole: the count is the exact one, still marked as an estimate
    expect(await countBeneficiaries(ctx.handle.db, query, me.userId, { exactLimit: 3 })).toEqual({ count: 6, estimated: true });
  });
});

describe('the staff the creator filter offers', () => {
  it('lists the users by name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/beneficiary/list-staff', headers: me.auth });
    expect(response.statusCode).toBe(200);
    const staff = response.json().Data as { user_id: number; emp_name: string }[];
    expect(staff.map((s) => s.user_id)).toEqual(expect.arrayContaining([me.userId, colleague.userId]));
    expect(Object.keys(staff[0]).sort()).toEqual(['emp_name', 'user_id']);
  });

  it('is refused without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/beneficiary/list-staff' });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad filter values', () => {
  it.each([
    [{ district_id: 'abc' }],
    [{ taluka_id: '-3' }],
    [{ village_id: '1.5' }],
    [{ program_id: '99999999999' }],
    [{ enrollment_status: '99' }],
    [{ created_by: 'me' }],
    [{ created_from: '2024-13-01' }],
    [{ created_to: 'yesterday' }],
    [{ status: 'gone' }],
    [{ sort: 'random' }],
    [{ cursor: '0' }],
    [{ cursor: 'abc' }],
  ])('answers 400 for %j, on the list and on the count', async (query) => {
    const response = await list({ limit: 15, ...query });
    expect(response.statusCode).toBe(400);
    expect(response.json().Status).toBe(false);
    if (!('cursor' in query)) {
      const counted = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/beneficiary/count-beneficiaries',
        query: query as Record<string, string>,
        headers: me.auth,
      });
      expect(counted.statusCode).toBe(400);
    }
  });
});
