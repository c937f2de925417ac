import { addDays, indiaToday } from '@portal/contract/india-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let manager: TestUser;
let place: Place;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  manager = await ctx.signIn('Programme Manager');
  place = await somePlace(ctx.handle.db);
});
afterAll(() => ctx.close());

const call = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
async function register() {
  const response = await call(facilitator, 'POST', '/beneficiary/register-new-beneficiary', beneficiaryPayload(place));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryId as number;
}
const today = indiaToday();

describe("a person's requests", () => {
  it('are logged and read by the staff of the beneficiary pages; the office lists and closes them', async () => {
    const person = await register();
    const logged = await call(facilitator, 'POST', `/privacy/people/${person}/requests`, {
      kind: 'erasure',
      channel: 'letter',
      received_on: today,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const id = logged.json().request_id as number;
    const theirs = (await call(facilitator, 'GET', `/privacy/people/${person}/requests`)).json();
    expect(theirs.days).toBe(30);
    expect(theirs.requests).toEqual([
      expect.objectContaining({
        request_id: id,
        beneficiary_id: person,
        kind: 'erasure',
        channel: 'letter',
        received_on: today,
        due_on: addDays(today, 30),
        overdue: false,
        closed_on: null,
        outcome: null,
      }),
    ]);
    // the office's list and the closing are Programmes and look-ups'
    expect((await call(facilitator, 'GET', '/privacy/requests')).statusCode).toBe(403);
    expect((await call(manager, 'POST', `/privacy/requests/${id}/close`, { outcome: 'fulfilled' })).statusCode).toBe(403);
    expect((await call(undefined, 'GET', `/privacy/people/${person}/requests`)).statusCode).toBe(401);
    const open = (await call(admin, 'GET', '/privacy/requests')).json().requests;
    expect(open.map((r: { request_id: number }) => r.request_id)).toContain(id);
    const closed = await call(admin, 'POST', `/privacy/requests/${id}/close`, { outcome: 'fulfilled' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await call(admin, 'POST', `/privacy/requests/${id}/close`, { outcome: 'refused' })).json().code).toBe('editConflict');
    const after = (await call(facilitator, 'GET', `/privacy/people/${person}/requests`)).json().requests[0];
    expect(after).toMatchObject({ closed_on: today, outcome: 'fulfilled', closed_by_name: expect.any(String) });
    expect(
      (await call(admin, 'GET', '/privacy/requests')).json().requests.map((r: { request_id: number }) => r.request_id),
    ).not.toContain(id);
    expect((await call(admin, 'GET', '/privacy/requests?status=closed')).json().requests[0].request_id).toBe(id);
  });

  it('shows the open ones past the office’s days as overdue, by the days it sets', async () => {
    const person = await register();
    const old = (
      await call(facilitator, 'POST', `/privacy/people/${person}/requests`, {
        kind: 'grievance',
        channel: 'phone',
        received_on: addDays(today, -40),
      })
    ).json().request_id;
    const recent = (
      await call(facilitator, 'POST', `/privacy/people/${person}/requests`, {
        kind: 'access',
        channel: 'in_person',
        received_on: addDays(today, -10),
      })
    ).json().request_id;
    const overdue = async () =>
      (await call(admin, 'GET', '/privacy/requests?status=overdue'))
        .json()
        .requests.map((r: { request_id: number }) => r.request_id);
    expect(await overdue()).toContain(old);
    expect(await overdue()).not.toContain(recent);
    const settings = (await call(admin, 'GET', '/privacy/settings')).json().settings;
    expect((await call(admin, 'PUT', '/privacy/settings', { ...settings, request_days: 91 })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/privacy/settings', { ...settings, request_days: 7 })).statusCode).toBe(200);
    expect(await overdue()).toEqual(expect.arrayContaining([old, recent]));
    const history = (await call(admin, 'GET', '/config/history?subject=privacy')).json().history;
    expect(history[0].changes).toEqual([{ field: 'request_days', from: '30', to: '7' }]);
  });

  it('two administrators closing one request at once: one closes it, the other is told it was', async () => {
    const person = await register();
    const id = (
      await call(facilitator, 'POST', `/privacy/people/${person}/requests`, {
        kind: 'access',
        channel: 'phone',
        received_on: today,
      })
    ).json().request_id;
    const other = await ctx.signIn('Administrator');
    const answers = await Promise.all(
      [admin, other].map((user, i) =>
        call(user, 'POST', `/privacy/requests/${id}/close`, { outcome: i === 0 ? 'fulfilled' : 'refused' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const closed = (await call(facilitator, 'GET', `/privacy/people/${person}/requests`)).json().requests[0];
    const winner = answers[0].statusCode === 200 ? 'fulfilled' : 'refused';
    expect(closed.outcome).toBe(winner);
  });

  it('refuses bad requests and an unknown person, logging nothing', async () => {
    const person = await register();
    const count = async () =>
      (await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM privacy_requests`))[0];
    const before = await count();
    for (const bad of [
      { kind: 'complaint', channel: 'letter', received_on: today },
      { kind: 'access', channel: 'pigeon', received_on: today },
      { kind: 'access', channel: 'letter', received_on: addDays(today, 2) },
      { kind: 'access', channel: 'letter', received_on: '2026-02-30' },
      { kind: 'access', channel: 'letter' },
    ]) {
      expect((await call(facilitator, 'POST', `/privacy/people/${person}/requests`, bad)).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const nobody = await call(facilitator, 'POST', '/privacy/people/2147483000/requests', {
      kind: 'access',
      channel: 'letter',
      received_on: today,
    });
    expect(nobody.statusCode).toBe(404);
    expect((await call(admin, 'POST', '/privacy/requests/2147483000/close', { outcome: 'fulfilled' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/privacy/requests/1/close', { outcome: 'maybe' })).statusCode).toBe(400);
    expect(await count()).toEqual(before);
  });
});

describe('a long list of requests', () => {
  it('comes a page at a time, saying whether more follow; past the deepest offset is a 400', async () => {
    const person = await register();
    await ctx.handle.db.execute(
      sql`INSERT INTO privacy_requests (beneficiary_id, kind, channel, received_on, recorded_by)
          SELECT ${person}, 'access', 'phone', ${today}::date - n, ${facilitator.userId} FROM generate_series(1, 51) n`,
    );
    const first = (await call(facilitator, 'GET', `/privacy/people/${person}/requests`)).json();
    expect(first.requests).toHaveLength(50);
    expect(first.more).toBe(true);
    const second = (await call(facilitator, 'GET', `/privacy/people/${person}/requests?offset=50`)).json();
    expect(second.requests).toHaveLength(1);
    expect(second.more).toBe(false);
    const seen = [...first.requests, ...second.requests].map((r: { request_id: number }) => r.request_id);
    expect(new Set(seen).size).toBe(51);
    expect((await call(admin, 'GET', '/privacy/requests?status=all&offset=50')).json().requests.length).toBeGreaterThan(0);
    expect((await call(admin, 'GET', '/privacy/requests?offset=10001')).statusCode).toBe(400);
    expect((await call(facilitator, 'GET', `/privacy/people/${person}/requests?offset=-1`)).statusCode).toBe(400);
  });
});
