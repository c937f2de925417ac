import { addDays, indiaToday, monthStart, weekStart } from '@portal/contract/india-days';
import { TEAM_PATH } from '@portal/contract/team';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload, somePlace, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';
import { getTeam } from './team.service.ts';

let ctx: TestContext;
let manager: TestUser;
let otherManager: TestUser;
let staff: TestUser[];
let outsider: TestUser;
let admin: TestUser;
let place: Place;

const reportsTo = (member: TestUser, boss: TestUser) =>
  ctx.handle.db.execute(sql`UPDATE users SET manager_id = ${boss.userId} WHERE user_id = ${member.userId}`);
const team = (user?: TestUser) => ctx.app.inject({ method: 'GET', url: `/api/v1${TEAM_PATH}`, headers: user?.auth ?? {} });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  manager = await ctx.signIn('Programme Manager');
  otherManager = await ctx.signIn('Programme Manager');
  // the second uploads sheets, which the Organization page's permission allows
  staff = [await ctx.signIn('Field Facilitator'), await ctx.signIn('Administrator')];
  outsider = await ctx.signIn('Field Facilitator');
  for (const member of staff) await reportsTo(member, manager);
  await reportsTo(outsider, otherManager);
  place = await somePlace(ctx.handle.db);
});
afterAll(() => ctx.close());

async function register(user: TestUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: user.auth,
    payload: beneficiaryPayload(place),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryId as number;
}

async function enrol(user: TestUser, person: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/beneficiary/add-new-program/${person}`,
    headers: user.auth,
    payload: programPayload(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/v1/team', () => {
  it('answers 401 without a session and 403 to a Field Facilitator', async () => {
    expect((await team()).statusCode).toBe(401);
    expect((await team(staff[0])).statusCode).toBe(403);
  });

  it("shows a manager their own team's work, and nobody else's", async () => {
    const [first, second] = staff;
    const people = [await register(first), await register(first)];
    await register(outsider);
    await enrol(first, people[0]);
    const [{ village }] = await queryRows<{ village: string }>(
      ctx.handle.db,
      sql`SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id) WHERE t.taluka_name = 'Hunsur' LIMIT 1`,
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-multiple-beneficiaries',
      headers: second.auth,
      payload: { beneficiaries: hunsurSheet({ prefix: uniqueName('Team'), rows: 1, village, facilitator: second.email }) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    // a deactivated person stays among their registrations
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/beneficiary/deactivate-beneficiary/${people[1]}`,
      headers: admin.auth,
      payload: { reason: 'Moved away' },
    });
    expect(off.statusCode, off.body).toBe(200);

    const response = await team(manager);
    expect(response.statusCode, response.body).toBe(200);
    const { members } = response.json().data;
    expect(members.map((m: { user_id: number }) => m.user_id).sort()).toEqual(staff.map((s) => s.userId).sort());
    const byId = new Map(members.map((m: { user_id: number }) => [m.user_id, m]));
    expect(byId.get(first.userId)).toMatchObject({
      registrations: { week: 2, month: 2, all: 2 },
      enrolments: { week: 1, month: 1, all: 1 },
      uploads: 0,
    });
    expect(byId.get(second.userId)).toMatchObject({ registrations: { all: 1 }, uploads: 1 });
    expect((byId.get(first.userId) as { last_sign_in_at: string }).last_sign_in_at).not.toBeNull();

    // a registrations figure is the list's total of that person's registrations
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/count-beneficiaries',
      query: { isChecked: 'true', created_by: String(first.userId), status: 'all' },
      headers: manager.auth,
    });
    expect(list.json().count).toBe(2);

    const other = (await team(otherManager)).json().data.members;
    expect(other.map((m: { user_id: number }) => m.user_id)).toEqual([outsider.userId]);
  });

  it('counts the enrolments a member made that are live: one deleted is taken off, its undo puts it back', async () => {
    const [first] = staff;
    const enrolments = async () =>
      (await team(manager)).json().data.members.find((m: { user_id: number }) => m.user_id === first.userId).enrolments;
    const before = await enrolments();
    const person = await register(first);
    await enrol(first, person);
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_program_id AS id FROM beneficiary_programs WHERE beneficiary_id = ${person}`,
    );
    const plusOne = { week: before.week + 1, month: before.month + 1, all: before.all + 1 };
    expect(await enrolments()).toEqual(plusOne);
    const change = (method: 'DELETE' | 'PUT', url: string) =>
      ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}/${id}`, headers: admin.auth });
    expect((await change('DELETE', 'delete-program')).statusCode).toBe(200);
    expect(await enrolments()).toEqual(before);
    expect((await change('PUT', 'restore-program')).statusCode).toBe(200);
    expect(await enrolments()).toEqual(plusOne);
  });

  it("reads each member's week, month and all as a recount does, on any day: a week begun in the last month too", async () => {
    const [first] = staff;
    for (const days of [0, 1, 3, 6, 9, 20, 33, 45]) {
      const person = await register(first);
      await enrol(first, person);
      // as if registered `days` ago and enrolled a day later
      await ctx.handle.db.execute(
        sql`UPDATE beneficiaries SET created_at = created_at - make_interval(days => ${days}) WHERE beneficiary_id = ${person}`,
      );
      await ctx.handle.db.execute(
        sql`UPDATE beneficiary_programs SET created_at = created_at - make_interval(days => ${Math.max(days - 1, 0)})
            WHERE beneficiary_id = ${person}`,
      );
    }
    const ids = staff.map((s) => s.userId);
    const days = async (table: 'beneficiaries' | 'beneficiary_programs') =>
      queryRows<{ created_by: number; day: string }>(
        ctx.handle.db,
        table === 'beneficiaries'
          ? sql`SELECT created_by, dashboard_day(created_at)::text AS day FROM beneficiaries WHERE created_by IN (${sql.join(ids, sql`, `)})`
          : sql`SELECT created_by, dashboard_day(created_at)::text AS day FROM beneficiary_programs
                WHERE deleted_at IS NULL AND created_by IN (${sql.join(ids, sql`, `)})`,
      );
    const people = await days('beneficiaries');
    const enrolments = await days('beneficiary_programs');
    const recount = (rows: { created_by: number; day: string }[], member: number, today: string) => {
      const own = rows.filter((r) => r.created_by === member);
      return {
        week: own.filter((r) => r.day >= weekStart(today)).length,
        month: own.filter((r) => r.day >= monthStart(today)).length,
        all: own.length,
      };
    };
    // 70 days from a month back pass at least two month starts, one of them not a Monday
    const start = addDays(indiaToday(), -35);
    let weeksBegunLastMonth = 0;
    for (let i = 0; i < 70; i++) {
      const today = addDays(start, i);
      if (weekStart(today) < monthStart(today)) weeksBegunLastMonth++;
      const { members } = await getTeam(ctx.handle.db, manager.userId, today);
      for (const member of members) {
        expect(member.registrations, today).toEqual(recount(people, member.user_id, today));
        expect(member.enrolments, today).toEqual(recount(enrolments, member.user_id, today));
      }
    }
    expect(weeksBegunLastMonth).toBeGreaterThan(0);
  });

  it('is empty for a manager nobody reports to', async () => {
    expect((await team(admin)).json().data.members).toEqual([]);
  });
});
