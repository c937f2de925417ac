import { DASHBOARD_PATHS } from '@portal/contract/dashboard';
import { indiaToday } from '@portal/contract/india-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let admin: TestUser;
let manager: TestUser;
let facilitator: TestUser;
let hunsur: Place[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  manager = await ctx.signIn('Programme Manager');
  facilitator = await ctx.signIn('Field Facilitator');
  hunsur = await queryRows<Place>(
    ctx.handle.db,
    sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 2`,
  );
});
afterAll(() => ctx.close());

type Query = Record<string, string | number | undefined>;
const clean = (query: Query) =>
  Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
const get = (user: TestUser | undefined, path: string, query: Query = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${path}`, query: clean(query), headers: user?.auth ?? {} });
const data = async (path: string, query: Query = {}) => {
  const response = await get(manager, path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** What the list says its total is, with All on and the same filters. */
const listTotal = async (query: Query) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/count-beneficiaries',
    query: clean({ ...query, isChecked: 'true' }),
    headers: manager.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
};
const register = async (user: TestUser, place: Place, payload = beneficiaryPayload(place)) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: user.auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryId as number;
};

describe('who may read the dashboard', () => {
  it('answers 401 without a session, 403 to a Field Facilitator, 200 to a Programme Manager and an Administrator', async () => {
    for (const path of Object.values(DASHBOARD_PATHS)) {
      expect((await get(undefined, path)).statusCode, path).toBe(401);
      expect((await get(facilitator, path)).statusCode, path).toBe(403);
      expect((await get(manager, path)).statusCode, path).toBe(200);
      expect((await get(admin, path)).statusCode, path).toBe(200);
    }
  });

  it('gives the Dashboard entry to the Programme Manager and to the Administrator (through *), not to a Field Facilitator', async () => {
    const menu = async (user: TestUser) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: user.auth }))
        .json()
        .menus.map((m: { action: string }) => m.action);
    expect(await menu(manager)).toEqual(['dashboard', 'myteam', 'summary', 'beneficiary']);
    expect(await menu(admin)).toContain('dashboard');
    expect(await menu(facilitator)).toEqual(['beneficiary']);
  });

  it('answers a bad filter 400 and changes nothing', async () => {
    for (const query of [{ district_id: 'x' }, { created_from: '2025-13-40' }, { enrollment_status: 9 }, { status: 'gone' }]) {
      expect((await get(manager, DASHBOARD_PATHS.headline, query)).statusCode).toBe(400);
    }
  });
});

describe('the figures', () => {
  it('show a registration, an enrolment, a move, a deactivation and an upload in the next load', async () => {
    const taluk = { district_id: hunsur[0].district_id, taluka_id: hunsur[0].taluka_id };
    const before = await data(DASHBOARD_PATHS.headline, taluk);
    const person = beneficiaryPayload(hunsur[0]);
    const id = await register(facilitator, hunsur[0], person);
    const afterRegistration = await data(DASHBOARD_PATHS.headline, taluk);
    expect(afterRegistration.people).toBe(before.people + 1);
    expect(afterRegistration.new_this_week).toBe(before.new_this_week + 1);

    const enrol = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/beneficiary/add-new-program/${id}`,
      headers: facilitator.auth,
      payload: programPayload({
        sub_program_id: 1,
        enrollment_status: 5,
        mutual_fund_provider_id: 1,
        mutual_fund_type_id: 1,
        mutual_fund_duration: 24,
        investment_amount: 1500,
        reason_for_investment: 'Savings',
      }),
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const afterEnrolment = await data(DASHBOARD_PATHS.headline, taluk);
    expect(afterEnrolment.enrolments).toBe(before.enrolments + 1);
    const sip = (headline: { mutual_funds: { by_type: { mutual_fund_type_id: number; amount: number }[] }[] }) =>
      headline.mutual_funds[0].by_type.find((type) => type.mutual_fund_type_id === 1)?.amount ?? 0;
    expect(sip(afterEnrolment)).toBe(sip(before) + 1500);

    const villages = async () =>
      new Map<number, number>(
        (await data(DASHBOARD_PATHS.places, taluk)).rows.map((r: { id: number; people: number }) => [r.id, r.people]),
      );
    const beforeMove = await villages();
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/beneficiary/update-beneficiary/${id}`,
      headers: facilitator.auth,
      payload: { ...person, ...hunsur[1] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await villages();
    expect(afterMove.get(hunsur[0].village_id) ?? 0).toBe((beforeMove.get(hunsur[0].village_id) ?? 0) - 1);
    expect(afterMove.get(hunsur[1].village_id)).toBe((beforeMove.get(hunsur[1].village_id) ?? 0) + 1);

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/beneficiary/deactivate-beneficiary/${id}`,
      headers: admin.auth,
      payload: { reason: 'Moved away' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await data(DASHBOARD_PATHS.headline, taluk)).people).toBe(before.people);

    const [{ village }] = await queryRows<{ village: string }>(
      ctx.handle.db,
      sql`SELECT village_name AS village FROM villages WHERE village_id = ${hunsur[0].village_id}`,
    );
    const rows = hunsurSheet({ prefix: uniqueName('Dash'), rows: 6, village, facilitator: facilitator.email });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-multiple-beneficiaries',
      headers: admin.auth,
      payload: { beneficiaries: rows },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await data(DASHBOARD_PATHS.headline, taluk)).people).toBe(before.people + 6);
  });

  it('opens the list at its total: each figure equals the list count under the same filters', async () => {
    for (let i = 0; i < 3; i++) await register(facilitator, hunsur[i % 2]);
    await register(admin, hunsur[0]);
    const today = indiaToday();
    const filterSets: Query[] = [
      {},
      { district_id: hunsur[0].district_id },
      { district_id: hunsur[0].district_id, taluka_id: hunsur[0].taluka_id, created_from: today, created_to: today },
      { created_by: facilitator.userId, status: 'all' },
      { program_id: 1, enrollment_status: 5 },
    ];
    for (const filters of filterSets) {
      const headline = await data(DASHBOARD_PATHS.headline, filters);
      expect(headline.people, JSON.stringify(filters)).toBe(await listTotal(filters));
      for (const s of headline.by_status) {
        expect(s.people).toBe(await listTotal({ ...filters, enrollment_status: s.enrollment_status }));
      }
      const places = await data(DASHBOARD_PATHS.places, filters);
      const key = { district: 'district_id', taluk: 'taluka_id', village: 'village_id' }[places.level as string] as string;
      for (const row of places.rows.slice(0, 3)) expect(row.people).toBe(await listTotal({ ...filters, [key]: row.id }));
      for (const row of (await data(DASHBOARD_PATHS.staff, filters)).rows.slice(0, 3)) {
        expect(row.people).toBe(await listTotal({ ...filters, created_by: row.user_id }));
      }
      for (const row of (await data(DASHBOARD_PATHS.programmes, filters)).rows.filter(
        (r: { sub_program_id: number }) => r.sub_program_id,
      )) {
        const list = {
          ...filters,
          program_id: row.program_id,
          sub_program_id: row.sub_program_id,
          enrollment_status: row.enrollment_status || undefined,
        };
        expect(row.people).toBe(await listTotal(list));
      }
      const trend = await data(DASHBOARD_PATHS.trend, filters);
      const last = trend.buckets.at(-1);
      expect(last.people).toBe(
        await listTotal({ ...filters, created_from: last.start > trend.from ? last.start : trend.from, created_to: trend.to }),
      );
    }
  });
});
