import { DASHBOARD_PATHS } from '@portal/contract/dashboard';
import { addDays, indiaToday } from '@portal/contract/india-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload, somePlace, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';
import { csvZipTexts } from '../export/export-test-files.ts';
import { eraseWithdrawnPastDays } from './leaving.service.ts';

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let otherFacilitator: TestUser;
let manager: TestUser;
let place: Place;
let hunsurVillage: Place & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  otherFacilitator = await ctx.signIn('Field Facilitator');
  manager = await ctx.signIn('Programme Manager');
  place = await somePlace(ctx.handle.db);
  [hunsurVillage] = await queryRows<Place & { name: string }>(
    ctx.handle.db,
    sql`SELECT v.village_name AS name, v.village_id, v.taluka_id, t.district_id FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
  );
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (user: TestUser | undefined, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const today = indiaToday();
const WITHDRAWAL = { withdrawn_on: today, channel: 'phone' };

async function register(overrides: Record<string, unknown> = {}, user = facilitator) {
  const response = await call(user, 'POST', '/beneficiary/register-new-beneficiary', beneficiaryPayload(place, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryId as number;
}
/** The ids the list shows with All on and a search, and its total. */
async function listed(search: string, user = facilitator) {
  const query = new URLSearchParams({ isChecked: 'true', search, limit: '50', offset: '0' });
  const list = await call(user, 'GET', `/beneficiary/get-beneficiaries-list?${query}`);
  const count = await call(user, 'GET', `/beneficiary/count-beneficiaries?${query}`);
  expect(list.statusCode, list.body).toBe(200);
  return { ids: list.json().Data.map((row: { beneficiary_id: number }) => row.beneficiary_id), total: count.json().count };
}
async function details(id: number, user = facilitator) {
  const response = await call(user, 'GET', `/beneficiary/get-beneficiary-details/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** Every table's rows, as text, that hold `marker`: by table name. */
async function tablesHolding(marker: string): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    ctx.handle.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} t WHERE t::text ILIKE ${`%${marker}%`}`,
    );
    if (n > 0) found[name] = n;
  }
  return found;
}

describe('who may record a withdrawal and erase', () => {
  it('refuses the signed-out, those who may not correct the person, and erasure to all but `erase-records`', async () => {
    const person = await register();
    const withdrawal = `/privacy/people/${person}/withdrawal`;
    const erasure = `/privacy/people/${person}/erasure`;
    expect((await call(undefined, 'POST', withdrawal, WITHDRAWAL)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', erasure, { reason: 'request' })).statusCode).toBe(401);
    // another facilitator may read the person but not record their withdrawal
    expect((await call(otherFacilitator, 'POST', withdrawal, WITHDRAWAL)).statusCode).toBe(403);
    for (const user of [facilitator, otherFacilitator, manager])
      expect((await call(user, 'POST', erasure, { reason: 'request' })).statusCode).toBe(403);
    // nothing changed
    const standing = (await details(person)).standing;
    expect(standing).toEqual({ withdrawal: null, erasure: null });
    // bad input: a clear 400 that changes nothing
    for (const body of [{}, { withdrawn_on: addDays(today, 1), channel: 'phone' }, { withdrawn_on: today, channel: 'pigeon' }]) {
      const answer = await call(facilitator, 'POST', withdrawal, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().Message).toBeTruthy();
    }
    expect((await call(admin, 'POST', erasure, { reason: 'because' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/privacy/people/2147483647/erasure', { reason: 'request' })).statusCode).toBe(404);
    expect((await call(facilitator, 'POST', '/privacy/people/2147483647/withdrawal', WITHDRAWAL)).statusCode).toBe(404);
    expect((await call(facilitator, 'POST', '/privacy/people/abc/withdrawal', WITHDRAWAL)).statusCode).toBe(400);
    expect((await details(person)).standing).toEqual({ withdrawal: null, erasure: null });
  });
});

describe('a withdrawal of consent', () => {
  it('takes the person out of the list, its total, the export and upload matches, and their record takes no change', async () => {
    const name = uniqueName('Withdrawn');
    const person = await register({ first_name: name });
    const kept = await register({ first_name: `${name}kept` });
    expect((await listed(name)).ids).toEqual(expect.arrayContaining([person, kept]));

    const answer = await call(facilitator, 'POST', `/privacy/people/${person}/withdrawal`, WITHDRAWAL);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await listed(name);
    expect(after.ids).toEqual([kept]);
    expect(after.total).toBe(1);
    expect((await listed(name, admin)).ids).toEqual([kept]);
    const exported = await call(admin, 'GET', `/beneficiary/export-beneficiaries?format=csv&isChecked=true&search=${name}`);
    expect(exported.statusCode).toBe(200);
    const files = Object.values(csvZipTexts(new Uint8Array(exported.rawPayload))).join('\n');
    expect(files).toContain(`${name}kept`);
    expect(files.split('\n').filter((line) => line.includes(name))).toHaveLength(1);

    // the page still opens, saying so; nothing may change the record
    const page = await details(person);
    expect(page.standing.withdrawal).toEqual({
      withdrawn_on: today,
      channel: 'phone',
      erase_on: addDays(today, 90),
      recorded_by_name: expect.any(String),
    });
    const refusals = [
      await call(
        facilitator,
        'PUT',
        `/beneficiary/update-beneficiary/${person}`,
        beneficiaryPayload(place, { first_name: name }),
      ),
      await call(facilitator, 'POST', `/beneficiary/add-new-program/${person}`, programPayload()),
      await call(facilitator, 'PUT', `/beneficiary/deactivate-beneficiary/${person}`, { reason: 'moved away' }),
      await call(facilitator, 'POST', `/privacy/people/${person}/withdrawal`, WITHDRAWAL),
    ];
    expect(refusals.map((r) => r.json().code)).toEqual([
      'beneficiaryLeft',
      'beneficiaryLeft',
      'beneficiaryLeft',
      'alreadyWithdrawn',
    ]);
    expect(refusals.every((r) => r.statusCode === 409)).toBe(true);
    const history = (await call(facilitator, 'GET', `/beneficiary/get-beneficiary-history/${person}`)).json().history;
    expect(history[0]).toMatchObject({ action: 'consentWithdrawn', changes: [] });
  });

  it('is not matched by an upload: a row of the same person enrols nobody', async () => {
    const prefix = uniqueName('Wup');
    const [row] = hunsurSheet({ prefix, rows: 1, village: hunsurVillage.name, facilitator: admin.email });
    const upload = (rows: object[]) =>
      call(admin, 'POST', '/beneficiary/register-multiple-beneficiaries', { beneficiaries: rows });
    const { sub_program: _, enrollment_date: __, ...personOnly } = row as Record<string, unknown>;
    expect((await upload([personOnly])).statusCode).toBe(200);
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_id AS id FROM beneficiaries WHERE first_name = ${row.first_name}`,
    );
    expect((await call(admin, 'POST', `/privacy/people/${id}/withdrawal`, WITHDRAWAL)).statusCode).toBe(200);
    const again = await upload([row]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().report).toMatchObject({ created: 0, skipped: 1 });
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiary_programs WHERE beneficiary_id = ${id}`,
    );
    expect(n).toBe(0);
  });

  it('is erased by the portal once the office’s days have passed, and not before', async () => {
    const settings = (await call(admin, 'GET', '/privacy/settings')).json().settings;
    expect(settings.withdrawal_keep_days).toBe(90);
    const old = await register();
    const recent = await register();
    for (const [id, day] of [
      [old, addDays(today, -31)],
      [recent, addDays(today, -29)],
    ] as const)
      expect(
        (await call(facilitator, 'POST', `/privacy/people/${id}/withdrawal`, { withdrawn_on: day, channel: 'letter' }))
          .statusCode,
      ).toBe(200);
    expect((await call(admin, 'PUT', '/privacy/settings', { ...settings, withdrawal_keep_days: 3651 })).statusCode).toBe(400);
    const changed = await call(admin, 'PUT', '/privacy/settings', { ...settings, withdrawal_keep_days: 30 });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      expect(await eraseWithdrawnPastDays(ctx.handle.db)).toBeGreaterThanOrEqual(1);
      expect((await details(old)).standing.erasure).toEqual({
        erased_at: expect.any(String),
        reason: 'withdrawn',
        erased_by_name: null,
      });
      expect((await details(recent)).standing.erasure).toBeNull();
      expect((await details(old)).beneficiaryDetails).toMatchObject({ first_name: `#${old}`, mobile_no: null });
      const history = (await call(facilitator, 'GET', `/beneficiary/get-beneficiary-history/${old}`)).json().history;
      expect(history[0]).toMatchObject({ action: 'beneficiaryErased', user_name: '' });
      // a second run erases nobody twice
      await eraseWithdrawnPastDays(ctx.handle.db);
      const [{ n }] = await queryRows<{ n: number }>(
        ctx.handle.db,
        sql`SELECT count(*)::int AS n FROM audit_events WHERE beneficiary_id = ${old} AND action = 'beneficiaryErased'`,
      );
      expect(n).toBe(1);
    } finally {
      const now = (await call(admin, 'GET', '/privacy/settings')).json().settings;
      await call(admin, 'PUT', '/privacy/settings', { ...now, withdrawal_keep_days: 90 });
    }
  });
});

describe('an erasure', () => {
  it('removes the personal data from every table, the History’s values and the export; the figures stay', async () => {
    const marker = uniqueName('Zqx');
    const person = await register({
      first_name: marker,
      last_name: `${marker}last`,
      permanent_address: `${marker} street`,
      email_id: `${marker.toLowerCase()}@example.org`,
      mobile_no: '9123456780',
    });
    // a correction, a deactivation's reason and an enrolment's reason put personal values in the History
    const corrected = await call(
      facilitator,
      'PUT',
      `/beneficiary/update-beneficiary/${person}`,
      beneficiaryPayload(place, { first_name: marker, last_name: `${marker}new`, permanent_address: `${marker} road` }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const enrolled = await call(
      facilitator,
      'POST',
      `/beneficiary/add-new-program/${person}`,
      programPayload({ institute: `${marker} college` }),
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const deactivated = await call(facilitator, 'PUT', `/beneficiary/deactivate-beneficiary/${person}`, {
      reason: `${marker} moved`,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(Object.keys(await tablesHolding(marker))).toEqual(expect.arrayContaining(['beneficiaries', 'audit_events']));
    const figures = async () =>
      (
        await call(manager, 'GET', `${DASHBOARD_PATHS.headline}?district_id=${place.district_id}&taluka_id=${place.taluka_id}`)
      ).json().data;
    const before = await figures();

    const erased = await call(admin, 'POST', `/privacy/people/${person}/erasure`, { reason: 'request' });
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await tablesHolding(marker)).toEqual({});
    expect(await tablesHolding('9123456780')).toEqual({});
    expect(await figures()).toEqual(before);
    const page = await details(person);
    expect(page.standing.erasure).toEqual({
      erased_at: expect.any(String),
      reason: 'request',
      erased_by_name: expect.any(String),
    });
    expect(page.beneficiaryDetails).toMatchObject({
      first_name: `#${person}`,
      last_name: null,
      aadhaar_no: null,
      mobile_no: null,
      email_id: null,
      permanent_address: null,
      pincode: null,
      deactivation_reason: null,
      village_id: place.village_id,
    });
    expect(page.beneficiaryProgrames).toHaveLength(1);
    const history = (await call(admin, 'GET', `/beneficiary/get-beneficiary-history/${person}`)).json().history;
    expect(history[0]).toMatchObject({ action: 'beneficiaryErased' });
    const changed = history.find((e: { action: string }) => e.action === 'beneficiaryUpdated');
    expect(changed.changes.length).toBeGreaterThan(0);
    expect(
      changed.changes.every(
        (c: { from: { value: unknown }; to: { value: unknown } }) => c.from.value === null && c.to.value === null,
      ),
    ).toBe(true);
    expect((await listed('', admin)).ids).not.toContain(person);
    // nothing changes it again, and there is no record to print
    expect((await call(admin, 'POST', `/privacy/people/${person}/erasure`, { reason: 'request' })).json().code).toBe(
      'alreadyErased',
    );
    expect((await call(admin, 'POST', `/privacy/people/${person}/withdrawal`, WITHDRAWAL)).json().code).toBe('alreadyErased');
    expect((await call(admin, 'GET', `/privacy/people/${person}/record`)).statusCode).toBe(409);
  });

  it('is the only change the audit takes, and only the values of a person erased', async () => {
    const person = await register();
    await call(facilitator, 'PUT', `/beneficiary/deactivate-beneficiary/${person}`, { reason: 'moved' });
    const blank = sql`UPDATE audit_events SET reason = NULL WHERE beneficiary_id = ${person}`;
    await expect(ctx.handle.db.execute(blank)).rejects.toThrow();
    expect((await call(admin, 'POST', `/privacy/people/${person}/erasure`, { reason: 'purpose_served' })).statusCode).toBe(200);
    // erased: still no value may be written back, nor the actor or the time changed
    await expect(
      ctx.handle.db.execute(
        sql`UPDATE audit_events SET reason = 'moved' WHERE beneficiary_id = ${person} AND action = 'beneficiaryDeactivated'`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.handle.db.execute(sql`UPDATE audit_events SET user_name = 'someone' WHERE beneficiary_id = ${person}`),
    ).rejects.toThrow();
    await expect(ctx.handle.db.execute(sql`DELETE FROM audit_events WHERE beneficiary_id = ${person}`)).rejects.toThrow();
  });

  it('two erasures at once: one erases, the other is told; a correction beside it leaves nothing behind', async () => {
    const marker = uniqueName('Race');
    const person = await register({ first_name: marker });
    const otherAdmin = await ctx.signIn('Administrator');
    const answers = await Promise.all([
      call(admin, 'POST', `/privacy/people/${person}/erasure`, { reason: 'request' }),
      call(otherAdmin, 'POST', `/privacy/people/${person}/erasure`, { reason: 'request' }),
      call(
        facilitator,
        'PUT',
        `/beneficiary/update-beneficiary/${person}`,
        beneficiaryPayload(place, { first_name: marker, last_name: `${marker}x` }),
      ),
    ]);
    expect(
      answers
        .slice(0, 2)
        .map((a) => a.statusCode)
        .sort(),
    ).toEqual([200, 409]);
    // the correction ran before the erasure (and was erased with it) or after it (and was refused)
    expect([200, 409]).toContain(answers[2].statusCode);
    expect(await tablesHolding(marker)).toEqual({});
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM erasures WHERE beneficiary_id = ${person}`,
    );
    expect(n).toBe(1);
  });
});
