import { PERSON_READS_PAGE } from '@portal/contract/access-records';
import { indiaToday } from '@portal/contract/india-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { purgeAccessRecords } from './access-records.service.ts';

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let manager: TestUser;
let places: Place[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  manager = await ctx.signIn('Programme Manager');
  // two villages of two districts
  const [first] = await queryRows<Place>(
    ctx.handle.db,
    sql`SELECT district_id, taluka_id, village_id FROM villages ORDER BY village_id LIMIT 1`,
  );
  const [second] = await queryRows<Place>(
    ctx.handle.db,
    sql`SELECT district_id, taluka_id, village_id FROM villages WHERE district_id <> ${first.district_id}
        ORDER BY village_id LIMIT 1`,
  );
  places = [first, second];
});
afterAll(() => ctx.close());

const get = (user: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

async function register(place: Place, user: TestUser = admin) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: user.auth,
    payload: beneficiaryPayload(place),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryId as number;
}
const open = async (user: TestUser, id: number, what: 'details' | 'history') => {
  const url = what === 'details' ? `/beneficiary/get-beneficiary-details/${id}` : `/beneficiary/get-beneficiary-history/${id}`;
  const response = await get(user, url);
  expect(response.statusCode, response.body).toBe(200);
};
const today = indiaToday();
const staffReads = (userId: number, from = today, to = today, user = admin) =>
  get(user, `/privacy/staff/${userId}/reads?from=${from}&to=${to}`);

describe('who may ask who saw whom', () => {
  it('answers 401 without a session and 403 without access-records, for every route, whatever the object', async () => {
    const person = await register(places[0]);
    for (const url of [
      `/privacy/people/${person}/reads`,
      `/privacy/staff/${facilitator.userId}/reads?from=${today}&to=${today}`,
    ]) {
      expect((await get(undefined, url)).statusCode, url).toBe(401);
      expect((await get(facilitator, url)).statusCode, url).toBe(403);
      expect((await get(manager, url)).statusCode, url).toBe(403);
      expect((await get(admin, url)).statusCode, url).toBe(200);
    }
    // not even about oneself
    expect((await staffReads(facilitator.userId, today, today, facilitator)).statusCode).toBe(403);
  });

  it('answers bad questions 400 and unknown people or staff 404, recording nothing', async () => {
    const [{ n: before }] = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM person_reads`);
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      'from=2026-12-02&to=2026-12-01',
      'from=2020-01-01&to=2026-01-01',
      'to=2026-01-01',
      '',
    ]) {
      expect((await get(admin, `/privacy/staff/${facilitator.userId}/reads?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(admin, '/privacy/people/abc/reads')).statusCode).toBe(400);
    expect((await get(admin, '/privacy/people/1/reads?before=-4')).statusCode).toBe(400);
    const unknownPerson = await get(admin, '/privacy/people/2147483000/reads');
    expect(unknownPerson.statusCode, unknownPerson.body).toBe(404);
    const unknownStaff = await staffReads(2_147_483_000);
    expect(unknownStaff.statusCode, unknownStaff.body).toBe(404);
    expect((await get(admin, '/beneficiary/get-beneficiary-details/2147483000')).statusCode).toBe(404);
    const [{ n: after }] = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM person_reads`);
    expect(after).toBe(before);
  });
});

describe('every read of a person is recorded', () => {
  it("answers who looked at this person, newest first, by ids and names of staff, never the person's data", async () => {
    const person = await register(places[0]);
    await open(facilitator, person, 'details');
    await open(facilitator, person, 'history');
    await open(manager, person, 'details');
    const answer = (await get(admin, `/privacy/people/${person}/reads`)).json();
    expect(answer.more).toBe(false);
    expect(answer.reads.map((r: { user_id: number; kind: string }) => [r.user_id, r.kind])).toEqual([
      [manager.userId, 'details'],
      [facilitator.userId, 'history'],
      [facilitator.userId, 'details'],
    ]);
    expect(answer.reads[0]).toMatchObject({ email: manager.email, read_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // the record holds ids and what was read: no column for the person's data
    const columns = await queryRows<{ column_name: string }>(
      ctx.handle.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'person_reads' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['read_id', 'user_id', 'beneficiary_id', 'district_id', 'kind', 'read_at']);
  });

  it('pages the reads of a person read often, and records each of many reads at once', async () => {
    const person = await register(places[1]);
    await Promise.all(Array.from({ length: PERSON_READS_PAGE + 5 }, () => open(facilitator, person, 'details')));
    const first = (await get(admin, `/privacy/people/${person}/reads`)).json();
    expect(first.reads).toHaveLength(PERSON_READS_PAGE);
    expect(first.more).toBe(true);
    const last = first.reads[first.reads.length - 1].read_id;
    const second = (await get(admin, `/privacy/people/${person}/reads?before=${last}`)).json();
    expect(second.reads).toHaveLength(5);
    expect(second.more).toBe(false);
    expect(second.reads.every((r: { read_id: number }) => r.read_id < last)).toBe(true);
  });
});

describe("which people a member of staff saw: a breach's question", () => {
  it('counts the people they opened and the people in their exports by district, within the days asked', async () => {
    const viewer = await ctx.signIn('Administrator');
    const [a, b, c] = [await register(places[0]), await register(places[0]), await register(places[1])];
    await open(viewer, a, 'details');
    await open(viewer, a, 'history');
    await open(viewer, b, 'details');
    await open(viewer, c, 'history');
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/beneficiary/export-beneficiaries?format=csv&isChecked=true&district_id=${places[1].district_id}`,
      headers: viewer.auth,
    });
    expect(exported.statusCode).toBe(200);
    const [{ n: inDistrict }] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiaries WHERE district_id = ${places[1].district_id}`,
    );

    const answer = (await staffReads(viewer.userId)).json().data;
    expect(answer).toMatchObject({ user_id: viewer.userId, email: viewer.email, people_viewed: 3, reads: 4 });
    expect(answer.exports).toEqual([expect.objectContaining({ format: 'csv', rows: inDistrict, outcome: 'completed' })]);
    const district = (id: number) => answer.by_district.find((d: { district_id: number }) => d.district_id === id);
    expect(district(places[0].district_id)).toMatchObject({ viewed: 2, exported: 0 });
    expect(district(places[1].district_id)).toMatchObject({ viewed: 1, exported: inDistrict });
    expect(district(places[1].district_id).district_name).toEqual(expect.any(String));

    // days before: nothing
    const earlier = (await staffReads(viewer.userId, '2025-01-01', '2025-01-31')).json().data;
    expect(earlier).toMatchObject({ people_viewed: 0, reads: 0, exports: [], by_district: [] });
  });
});

describe('kept a year at least, then purged; never changed', () => {
  it('deletes only the records past the retention, and refuses to change one', async () => {
    const person = await register(places[0]);
    await open(facilitator, person, 'details');
    await ctx.handle.db.execute(
      sql`INSERT INTO person_reads (user_id, beneficiary_id, district_id, kind, read_at)
          VALUES (${facilitator.userId}, ${person}, ${places[0].district_id}, 'history', now() - interval '400 days')`,
    );
    // an export's record goes with them: its filters may hold a searched name
    const exportsOf = async () =>
      (
        await queryRows<{ search: string }>(
          ctx.handle.db,
          sql`SELECT filters ->> 'search' AS search FROM exports WHERE user_id = ${facilitator.userId} ORDER BY export_id`,
        )
      ).map((e) => e.search);
    for (const [search, daysAgo] of [
      ['Old Yashoda', 400],
      ['New Yashoda', 300],
    ] as const) {
      await ctx.handle.db.execute(
        sql`INSERT INTO exports (user_id, started_at, finished_at, format, filters, row_count)
            VALUES (${facilitator.userId}, now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${daysAgo}),
              'xlsx', ${JSON.stringify({ search })}::jsonb, 1)`,
      );
    }
    expect(await exportsOf()).toEqual(['Old Yashoda', 'New Yashoda']);
    expect(await purgeAccessRecords(ctx.handle.db, 365)).toBe(2);
    expect(await exportsOf()).toEqual(['New Yashoda']);
    const left = (await get(admin, `/privacy/people/${person}/reads`)).json().reads;
    expect(left.map((r: { kind: string }) => r.kind)).toEqual(['details']);
    const changed = await ctx.handle.db
      .execute(sql`UPDATE person_reads SET user_id = ${admin.userId} WHERE beneficiary_id = ${person}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((changed?.cause as Error | undefined)?.message)).toMatch(/append-only/);
  });

  it('refuses a retention under a year at start-up', async () => {
    const { loadConfig, ConfigError } = await import('../../config.ts');
    expect(() => loadConfig({ ACCESS_RECORDS_KEEP_DAYS: '30' })).toThrow(ConfigError);
    expect(loadConfig({ ACCESS_RECORDS_KEEP_DAYS: '730' }).ACCESS_RECORDS_KEEP_DAYS).toBe(730);
    expect(loadConfig({}).ACCESS_RECORDS_KEEP_DAYS).toBe(365);
  });
});
