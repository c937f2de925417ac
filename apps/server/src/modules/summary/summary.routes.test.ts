import { DASHBOARD_PATHS } from '@portal/contract/dashboard';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { SUMMARY_PATH, SUMMARY_SHEETS, type SummarySheet, summaryHeadingId } from '@portal/contract/summary';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { csvZipTexts, dispositionNames, parseCsv, readXlsx } from '../export/export-test-files.ts';

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
  for (let i = 0; i < 3; i++) {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      headers: facilitator.auth,
      payload: beneficiaryPayload(hunsur[i % 2]),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const enrolled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/beneficiary/add-new-program/${registered.json().beneficiaryId}`,
      headers: facilitator.auth,
      payload: programPayload({ enrollment_status: i === 0 ? 5 : 4 }),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
  }
});
afterAll(() => ctx.close());

type Query = Record<string, string | number>;
const download = (user: TestUser | undefined, query: Query) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1${SUMMARY_PATH}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: user?.auth ?? {},
  });
const dashboard = async (path: string, query: Query) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${path}`, query: query as never, headers: manager.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const exportsLogged = async () =>
  (await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM exports WHERE report = 'summary'`))[0].n;
const sheetName = (catalogue: Record<string, string>, part: SummarySheet) => catalogue[`summaryFile.sheet.${part}`];
const headings = (catalogue: Record<string, string>, part: SummarySheet) =>
  SUMMARY_SHEETS[part].map((c) => catalogue[summaryHeadingId(c.key)]);

describe('who may download a summary', () => {
  it('answers 401 without a session, 403 to a Field Facilitator, a file to a Programme Manager and an Administrator', async () => {
    expect((await download(undefined, { format: 'xlsx' })).statusCode).toBe(401);
    expect((await download(facilitator, { format: 'xlsx' })).statusCode).toBe(403);
    expect((await download(manager, { format: 'xlsx' })).statusCode).toBe(200);
    expect((await download(admin, { format: 'csv' })).statusCode).toBe(200);
  });

  it('answers a bad format or filter 400 and records nothing', async () => {
    const before = await exportsLogged();
    const queries: Query[] = [
      { format: 'pdf' },
      {},
      { format: 'xlsx', district_id: 'x' },
      { format: 'csv', created_to: '2025-02-30' },
    ];
    for (const query of queries) {
      const response = await download(manager, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().Status).toBe(false);
    }
    expect(await exportsLogged()).toBe(before);
  });

  it('gives the Summary reports entry to the Programme Manager', async () => {
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: manager.auth })).json();
    expect(menu.menus.map((m: { action: string }) => m.action)).toContain('summary');
  });
});

describe('the workbook', () => {
  it("holds the dashboard's figures under the filters, sheet by sheet, and is recorded in the exports log", async () => {
    const taluk = { district_id: hunsur[0].district_id, taluka_id: hunsur[0].taluka_id };
    const before = await exportsLogged();
    const response = await download(manager, { ...taluk, format: 'xlsx', language: 'en-IN' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(dispositionNames(response.headers['content-disposition']).ascii).toMatch(
      /^summary_mysuru_hunsur_\d{4}-\d\d-\d\d_\d{4}\.xlsx$/,
    );
    const sheets = await readXlsx(response.rawPayload);
    const parts = Object.keys(SUMMARY_SHEETS) as SummarySheet[];
    expect([...sheets.keys()]).toEqual(parts.map((p) => sheetName(EN_IN, p)));
    for (const part of parts) expect(sheets.get(sheetName(EN_IN, part))?.[0], part).toEqual(headings(EN_IN, part));

    const headline = await dashboard(DASHBOARD_PATHS.headline, taluk);
    const filters = sheets.get(sheetName(EN_IN, 'filters')) ?? [];
    expect(filters).toContainEqual([EN_IN['summaryFile.filter.place'], 'Mysuru / Hunsur']);
    expect(filters).toContainEqual([EN_IN['summaryFile.column.people'], String(headline.people)]);

    const taluks = sheets.get(sheetName(EN_IN, 'taluks')) ?? [];
    expect(taluks.slice(1)).toHaveLength(1);
    const [, name, people, enrolments, completed, completion] = taluks[1];
    expect([name, people, enrolments]).toEqual(['Hunsur', headline.people, headline.enrolments]);
    const done = headline.by_status.find((s: { enrollment_status: number }) => s.enrollment_status === 5)?.enrolments ?? 0;
    expect(completed).toBe(done);
    expect(completion).toBe(Math.round((done / headline.enrolments) * 1000) / 10);

    const programmes = (await dashboard(DASHBOARD_PATHS.programmes, taluk)).rows;
    expect((sheets.get(sheetName(EN_IN, 'programmes')) ?? []).slice(1).map((r) => [r[3], r[4]])).toEqual(
      programmes.map((p: { people: number; enrolments: number }) => [p.people, p.enrolments]),
    );
    const staff = (sheets.get(sheetName(EN_IN, 'staff')) ?? []).slice(1);
    expect(staff.find((r) => r[0] === facilitator.userId)?.[2]).toBeGreaterThanOrEqual(3);
    const weeks = (sheets.get(sheetName(EN_IN, 'weeks')) ?? []).slice(1);
    expect(weeks).toHaveLength(26);
    expect(weeks[25][0]).toBeInstanceOf(Date);
    expect(weeks.reduce((sum, w) => sum + Number(w[1]), 0)).toBe(headline.people);

    expect(await exportsLogged()).toBe(before + 1);
    const [logged] = await queryRows<{ user_id: number; format: string; outcome: string; row_count: number; filters: object }>(
      ctx.handle.db,
      sql`SELECT user_id, format, outcome, row_count, filters FROM exports WHERE report = 'summary' ORDER BY export_id DESC LIMIT 1`,
    );
    const written = [...sheets.values()].reduce((sum, rows) => sum + rows.length - 1, 0);
    expect(logged).toMatchObject({ user_id: manager.userId, format: 'xlsx', outcome: 'completed', row_count: written });
    expect(logged.filters).toMatchObject(taluk);
  });

  it('is in Kannada when asked: sheets, headings, names of places and programmes', async () => {
    const response = await download(manager, { district_id: hunsur[0].district_id, format: 'xlsx', language: 'kn-IN' });
    expect(response.statusCode, response.body).toBe(200);
    const sheets = await readXlsx(response.rawPayload);
    const taluks = sheets.get(sheetName(KN_IN, 'taluks')) ?? [];
    expect(taluks[0]).toEqual(headings(KN_IN, 'taluks'));
    expect(taluks.map((r) => r[1])).toContain(talukNameKn('Mysuru', 'Hunsur'));
    const programmes = sheets.get(sheetName(KN_IN, 'programmes')) ?? [];
    expect(programmes.slice(1).map((r) => r[0])).toContain(KN_IN['program.1']);
    expect(dispositionNames(response.headers['content-disposition']).utf8).toMatch(/^ಸಾರಾಂಶ_/);
  });

  it('comes as CSV files in a .zip, one a sheet', async () => {
    const response = await download(manager, {
      format: 'csv',
      taluka_id: hunsur[0].taluka_id,
      district_id: hunsur[0].district_id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = csvZipTexts(response.rawPayload);
    expect(Object.keys(files)).toEqual(Object.keys(SUMMARY_SHEETS).map((p) => `${p}.csv`));
    const taluks = parseCsv(files['taluks.csv']);
    expect(taluks[0]).toEqual(headings(EN_IN, 'taluks'));
    expect(taluks[1][1]).toBe('Hunsur');
  });
});

describe('a database seeded before the screen', () => {
  it("gives the new entry to the roles that list it, and leaves an office's own changes to older entries", async () => {
    const { seedLookups } = await import('../../db/seed/lookups-seed.ts');
    const db = ctx.handle.db;
    const actions = async (role: string) =>
      (
        await queryRows<{ action: string }>(
          db,
          sql`SELECT m.action FROM role_menus rm JOIN menus m USING (menu_id) JOIN roles r USING (role_id)
              WHERE r.role_name = ${role} ORDER BY m.action`,
        )
      ).map((r) => r.action);
    // as a database of the last release: no Summary entry; and an office took My Team off the managers
    await db.execute(sql`DELETE FROM menus WHERE action = 'summary'`);
    await db.execute(
      sql`DELETE FROM role_menus WHERE menu_id = (SELECT menu_id FROM menus WHERE action = 'myteam')
            AND role_id = (SELECT role_id FROM roles WHERE role_name = 'Programme Manager')`,
    );
    await seedLookups(db);
    expect(await actions('Programme Manager')).toEqual(['beneficiary', 'dashboard', 'summary']);
    expect(await actions('Field Facilitator')).toEqual(['beneficiary']);
  });
});
