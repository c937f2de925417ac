import { CONSENT_RULES } from '@portal/contract/consent-text';
import { addDays, indiaToday } from '@portal/contract/india-days';
import { DEFAULT_NOTICE } from '@portal/contract/privacy-notice-default';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let place: Place;

beforeAll(async () => {
  // the database's own setting: consent required
  ctx = await createTestContext({}, { consent: 'default' });
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  place = await somePlace(ctx.handle.db);
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
const register = (payload: object, user = facilitator) => call(user, 'POST', '/beneficiary/register-new-beneficiary', payload);
const CONSENT = { consent_given: true, consent_method: 'signed_form', notice_version: 1 };
/** A date of birth `years` ago today, India's day. */
const bornYearsAgo = (years: number) => `${Number(indiaToday().slice(0, 4)) - years}${indiaToday().slice(4)}`;
const consentOf = async (id: number) =>
  (
    await queryRows<Record<string, unknown>>(
      ctx.handle.db,
      sql`SELECT notice_version, method, witness_name, guardian_name, guardian_relationship, given_on::text AS given_on,
            recorded_by, source FROM consents WHERE beneficiary_id = ${id}`,
    )
  )[0];
const people = async () =>
  (await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM beneficiaries`))[0].n;
const errors = (response: { json: () => { errors: { field: string; message: string }[] } }) => response.json().errors;

describe('the notice and the setting an office starts from', () => {
  it('requires consent, and shows every signed-in user the notice in English and Kannada, version 1', async () => {
    expect((await call(admin, 'GET', '/privacy/settings')).json().settings).toEqual({
      consent_required: true,
      request_days: 30,
      withdrawal_keep_days: 90,
      version: 1,
    });
    const answer = (await call(facilitator, 'GET', '/privacy/notice')).json();
    expect(answer.consent_required).toBe(true);
    expect(answer.notice).toMatchObject({
      version: 1,
      text_en: DEFAULT_NOTICE.en,
      text_kn: DEFAULT_NOTICE.kn,
      created_by_name: null,
    });
    for (const item of ['mobile number', 'Aadhaar', 'withdraw', 'Grievance officer', 'Data Protection Board'])
      expect(answer.notice.text_en).toContain(item);
  });
});

describe('consent at registration', () => {
  it('refuses a person without consent, and one whose consent lacks how it was given or the notice, storing nothing', async () => {
    const before = await people();
    const without = await register(beneficiaryPayload(place));
    expect(without.statusCode).toBe(400);
    expect(errors(without)).toEqual([{ field: 'consent_given', message: CONSENT_RULES.consentRequired }]);
    const refused = await register({ ...beneficiaryPayload(place), consent_given: false });
    expect(errors(refused)).toEqual([{ field: 'consent_given', message: CONSENT_RULES.consentRequired }]);
    const noMethod = await register({ ...beneficiaryPayload(place), consent_given: true, notice_version: 1 });
    expect(errors(noMethod)).toEqual([{ field: 'consent_method', message: CONSENT_RULES.method }]);
    const spoken = await register({ ...beneficiaryPayload(place), ...CONSENT, consent_method: 'verbal_witness' });
    expect(errors(spoken)).toEqual([{ field: 'consent_witness', message: CONSENT_RULES.witness }]);
    const unknown = await register({ ...beneficiaryPayload(place), ...CONSENT, notice_version: 999 });
    expect(errors(unknown)).toEqual([{ field: 'notice_version', message: CONSENT_RULES.notice }]);
    for (const bad of [
      { consent_method: 'email' },
      { consent_given: 'maybe' },
      { guardian_relationship: 'uncle' },
      { notice_version: -1 },
    ]) {
      const response = await register({ ...beneficiaryPayload(place), ...CONSENT, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await people()).toBe(before);
  });

  it('records an adult’s consent: the notice shown, how, who recorded it and when; no guardian for an adult', async () => {
    const response = await register({
      ...beneficiaryPayload(place),
      ...CONSENT,
      consent_method: 'verbal_witness',
      consent_witness: 'Shanthamma',
      guardian_name: 'Not asked',
      guardian_relationship: 'mother',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await consentOf(response.json().beneficiaryId)).toEqual({
      notice_version: 1,
      method: 'verbal_witness',
      witness_name: 'Shanthamma',
      guardian_name: null,
      guardian_relationship: null,
      given_on: indiaToday(),
      recorded_by: facilitator.userId,
      source: 'form',
    });
  });

  it('asks a parent or guardian for a person under 18 on the day, and not for one 18 today', async () => {
    const child = { ...beneficiaryPayload(place), ...CONSENT, dob: bornYearsAgo(12) };
    const refused = await register(child);
    expect(refused.statusCode).toBe(400);
    expect(errors(refused)).toEqual([
      { field: 'guardian_name', message: CONSENT_RULES.guardianName },
      { field: 'guardian_relationship', message: CONSENT_RULES.guardianRelationship },
    ]);
    const oneDayShort = await register({ ...beneficiaryPayload(place), ...CONSENT, dob: addDays(bornYearsAgo(18), 1) });
    expect(errors(oneDayShort).map((e: { field: string }) => e.field)).toEqual(['guardian_name', 'guardian_relationship']);
    const withGuardian = await register({ ...child, guardian_name: 'Gowramma', guardian_relationship: 'mother' });
    expect(withGuardian.statusCode, withGuardian.body).toBe(200);
    expect(await consentOf(withGuardian.json().beneficiaryId)).toMatchObject({
      guardian_name: 'Gowramma',
      guardian_relationship: 'mother',
    });
    const eighteen = await register({ ...beneficiaryPayload(place), ...CONSENT, dob: bornYearsAgo(18) });
    expect(eighteen.statusCode, eighteen.body).toBe(200);
  });
});

describe('a new version of the notice', () => {
  it('is written by the config permission only; each person keeps the version shown; a stale edit is refused', async () => {
    const kept = await register({ ...beneficiaryPayload(place), ...CONSENT });
    const text = { text_en: `${DEFAULT_NOTICE.en}\nGrievance officer: Asha, 080 1234 5678`, text_kn: DEFAULT_NOTICE.kn };
    expect((await call(facilitator, 'POST', '/privacy/notices', { ...text, version: 1 })).statusCode).toBe(403);
    expect(
      (
        await call(facilitator, 'PUT', '/privacy/settings', {
          consent_required: false,
          request_days: 30,
          withdrawal_keep_days: 90,
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(facilitator, 'GET', '/privacy/notices')).statusCode).toBe(403);
    const added = await call(admin, 'POST', '/privacy/notices', { ...text, version: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().version).toBe(2);
    expect((await call(admin, 'POST', '/privacy/notices', { ...text, version: 1 })).json().code).toBe('editConflict');
    for (const bad of [
      { ...text, text_kn: ' ' },
      { ...text, text_en: 'x'.repeat(20_001) },
      { text_en: 'only one', version: 2 },
    ]) {
      expect((await call(admin, 'POST', '/privacy/notices', bad)).statusCode).toBe(400);
    }
    expect((await call(facilitator, 'GET', '/privacy/notice')).json().notice).toMatchObject({
      version: 2,
      text_en: text.text_en,
    });
    const versions = (await call(admin, 'GET', '/privacy/notices')).json().notices;
    expect(versions.map((n: { version: number }) => n.version)).toEqual([2, 1]);
    expect(versions[0].created_by_name).toEqual(expect.any(String));

    // the person registered before keeps version 1; a form opened before the edit still records 1
    expect((await consentOf(kept.json().beneficiaryId))?.notice_version).toBe(1);
    const late = await register({ ...beneficiaryPayload(place), ...CONSENT, notice_version: 1 });
    expect((await consentOf(late.json().beneficiaryId))?.notice_version).toBe(1);
    const now = await register({ ...beneficiaryPayload(place), ...CONSENT, notice_version: 2 });
    expect((await consentOf(now.json().beneficiaryId))?.notice_version).toBe(2);
    // a version is never changed
    const changed = await ctx.handle.db.execute(sql`UPDATE privacy_notices SET text_en = 'x' WHERE version = 1`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String((changed?.cause as Error | undefined)?.message)).toMatch(/append-only/);
  });

  it('two administrators writing from the same version at once: one new version, the other refused', async () => {
    const { version } = (await call(admin, 'GET', '/privacy/notice')).json().notice;
    const other = await ctx.signIn('Administrator');
    const answers = await Promise.all(
      [admin, other].map((user, i) =>
        call(user, 'POST', '/privacy/notices', { text_en: `English ${i}`, text_kn: `ಕನ್ನಡ ${i}`, version }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await call(admin, 'GET', '/privacy/notice')).json().notice.version).toBe(version + 1);
  });
});

describe('consent not required', () => {
  it('registers without consent when the office turns the setting off, keeping a consent given; in the history', async () => {
    const settings = (await call(admin, 'GET', '/privacy/settings')).json().settings;
    const off = await call(admin, 'PUT', '/privacy/settings', { ...settings, consent_required: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(admin, 'PUT', '/privacy/settings', { ...settings, consent_required: true })).json().code).toBe(
      'editConflict',
    );
    expect((await call(admin, 'PUT', '/privacy/settings', { ...settings, consent_required: 'no', version: 2 })).statusCode).toBe(
      400,
    );
    expect((await call(facilitator, 'GET', '/privacy/notice')).json().consent_required).toBe(false);
    const without = await register(beneficiaryPayload(place));
    expect(without.statusCode, without.body).toBe(200);
    expect(await consentOf(without.json().beneficiaryId)).toBeUndefined();
    const withIt = await register({ ...beneficiaryPayload(place), ...CONSENT, notice_version: 2 });
    expect(await consentOf(withIt.json().beneficiaryId)).toMatchObject({ method: 'signed_form' });

    const history = (await call(admin, 'GET', '/config/history?subject=privacy')).json().history;
    expect(history[0]).toMatchObject({
      action: 'configUpdated',
      subject: 'privacy',
      subject_name: 'settings',
      changes: [{ field: 'consent_required', from: 'true', to: 'false' }],
    });
    expect(
      history.some((e: { action: string; subject_name: string }) => e.action === 'configCreated' && e.subject_name === 'notice'),
    ).toBe(true);
  });
});

describe("a person's record printed for them", () => {
  it('gives their data, enrolments, consent and the notice they consented to; recorded as a print; 404 for nobody', async () => {
    const { version } = (await call(admin, 'GET', '/privacy/notice')).json().notice;
    const response = await register({
      ...beneficiaryPayload(place),
      ...CONSENT,
      notice_version: 1,
      consent_method: 'thumb_impression',
    });
    const id = response.json().beneficiaryId as number;
    const record = await call(facilitator, 'GET', `/privacy/people/${id}/record`);
    expect(record.statusCode, record.body).toBe(200);
    const body = record.json();
    expect(body.beneficiaryDetails.beneficiary_id).toBe(id);
    expect(body.beneficiaryProgrames).toEqual([]);
    expect(body.consent).toMatchObject({ notice_version: 1, method: 'thumb_impression', given_on: indiaToday() });
    // the notice they were shown, not the one in force now
    expect(version).toBeGreaterThan(1);
    expect(body.notice).toMatchObject({ version: 1, text_en: DEFAULT_NOTICE.en });
    const reads = (await call(admin, 'GET', `/privacy/people/${id}/reads`)).json().reads;
    expect(reads.map((r: { kind: string; user_id: number }) => [r.kind, r.user_id])).toEqual([['print', facilitator.userId]]);

    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/privacy/people/${id}/record` })).statusCode).toBe(401);
    expect((await call(facilitator, 'GET', '/privacy/people/2147483000/record')).statusCode).toBe(404);
    expect((await call(facilitator, 'GET', '/privacy/people/x/record')).statusCode).toBe(400);
  });
});
