import { IDEMPOTENCY_TEXT, IDEMPOTENT_REPLAY_HEADER } from '@portal/contract/idempotency';
import { BENEFICIARY_TEXT, DETAIL_TEXT, PASSWORD_TEXT } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload, somePlace, uniqueName } from '../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { purgeExpiredKeys } from './idempotency-store.ts';

let ctx: TestContext;
let user: TestUser;
let other: TestUser;
let place: Place;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, { logLines });
  user = await ctx.signIn('Administrator');
  other = await ctx.signIn('Administrator');
  place = await somePlace(ctx.handle.db);
});
afterAll(() => ctx.close());

let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(8, '0')}-${Math.random().toString(36).slice(2)}`;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key?: string, who = user) =>
  ctx.app.inject({ method, url, payload, headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) } });
const register = (payload: object, key?: string, who = user) =>
  send('POST', '/api/v1/beneficiary/register-new-beneficiary', payload, key, who);
const people = async (firstName: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiaries WHERE first_name = ${firstName}`,
    )
  )[0].n;
const enrolments = async (beneficiaryId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiary_programs WHERE beneficiary_id = ${beneficiaryId}`,
    )
  )[0].n;
async function newBeneficiary(): Promise<number> {
  return (await register(beneficiaryPayload(place))).json().beneficiaryId;
}

describe('a write sent again with the same Idempotency-Key', () => {
  it('registers once and answers the repeat with the first answer, the same beneficiaryId', async () => {
    const payload = beneficiaryPayload(place);
    const key = newKey();
    const first = await register(payload, key);
    const again = await register(payload, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Status: true, beneficiaryId: expect.any(Number), Message: BENEFICIARY_TEXT.registered });
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(await people(payload.first_name)).toBe(1);
  });

  it('without a key behaves as before: the repeat is refused as the same person', async () => {
    const payload = beneficiaryPayload(place);
    expect((await register(payload)).statusCode).toBe(200);
    const again = await register(payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(BENEFICIARY_TEXT.duplicate);
    expect(await people(payload.first_name)).toBe(1);
  });

  it('adds an enrolment once: the repeat gets the same beneficiaryProgramId, not "already enrolled"', async () => {
    const id = await newBeneficiary();
    const key = newKey();
    const first = await send('POST', `/api/v1/beneficiary/add-new-program/${id}`, programPayload(), key);
    const again = await send('POST', `/api/v1/beneficiary/add-new-program/${id}`, programPayload(), key);
    expect(first.json()).toEqual({ Status: true, beneficiaryProgramId: expect.any(Number), Message: DETAIL_TEXT.added });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await enrolments(id)).toBe(1);
  });

  it('deletes an enrolment once: the repeat gets the first answer, not "not found"', async () => {
    const id = await newBeneficiary();
    const enrolment = (await send('POST', `/api/v1/beneficiary/add-new-program/${id}`, programPayload())).json();
    const url = `/api/v1/beneficiary/delete-program/${enrolment.beneficiaryProgramId}`;
    const key = newKey();
    const first = await send('DELETE', url, undefined, key);
    const again = await send('DELETE', url, undefined, key);
    expect(first.json()).toEqual({ Status: true, Message: DETAIL_TEXT.deleted });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    // without the key, the same delete now finds nothing
    expect((await send('DELETE', url)).statusCode).toBe(404);
  });

  it('changes a password once and repeats its answer', async () => {
    const self = await ctx.signIn('Field Facilitator');
    const key = newKey();
    const first = await send('POST', '/api/v1/auth/change-password', { password: 'another-secret-1' }, key, self);
    const again = await send('POST', '/api/v1/auth/change-password', { password: 'another-secret-1' }, key, self);
    expect(first.json()).toEqual({ Status: true, Message: PASSWORD_TEXT.success });
    expect(again.body).toBe(first.body);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
  });

  it('uploads villages once; a dry run with the key neither keeps an answer nor spends the key', async () => {
    const data = [{ Village: `Idem ${uniqueName('Halli')}`, Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 }];
    const key = newKey();
    const check = await send('POST', '/api/v1/org/upload-villages', { data, dryRun: true }, key);
    expect(check.json()).toMatchObject({ dryRun: true, report: { created: 1 } });
    const first = await send('POST', '/api/v1/org/upload-villages', { data }, key);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(first.json()).toMatchObject({ dryRun: false, report: { created: 1, skipped: 0 } });
    const again = await send('POST', '/api/v1/org/upload-villages', { data }, key);
    expect(again.body).toBe(first.body);
    // without the key the same sheet finds its village already there
    expect((await send('POST', '/api/v1/org/upload-villages', { data })).json().report).toMatchObject({ created: 0, skipped: 1 });
  });

  it('keeps nothing from a refusal: the same key with corrected values runs', async () => {
    const existing = beneficiaryPayload(place);
    await register(existing);
    const key = newKey();
    const refused = await register(existing, key);
    expect(refused.statusCode).toBe(409);
    const corrected = { ...existing, first_name: uniqueName('Savitha') };
    const saved = await register(corrected, key);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Status).toBe(true);
    expect(await people(corrected.first_name)).toBe(1);
  });
});

describe('a key used wrongly', () => {
  it('with another body answers 422 with the contract text, without personal data, and writes nothing', async () => {
    const payload = beneficiaryPayload(place);
    const key = newKey();
    await register(payload, key);
    const changed = { ...payload, first_name: uniqueName('Manjula') };
    const response = await register(changed, key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ Status: false, Message: IDEMPOTENCY_TEXT.keyReused, code: 'idempotencyKeyReused' });
    expect(response.body).not.toContain(payload.first_name);
    expect(await people(changed.first_name)).toBe(0);
  });

  it('for another record of the same route answers 422', async () => {
    const [a, b] = [await newBeneficiary(), await newBeneficiary()];
    const key = newKey();
    expect((await send('POST', `/api/v1/beneficiary/add-new-program/${a}`, programPayload(), key)).statusCode).toBe(200);
    const response = await send('POST', `/api/v1/beneficiary/add-new-program/${b}`, programPayload(), key);
    expect(response.statusCode).toBe(422);
    expect(await enrolments(b)).toBe(0);
  });

  it('the same body in another key order is the same request', async () => {
    const payload = beneficiaryPayload(place);
    const key = newKey();
    const first = await register(payload, key);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await register(reordered, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it("another user's key is theirs alone: the same key runs for each user on their own", async () => {
    const key = newKey();
    const mine = await register(beneficiaryPayload(place), key, user);
    const theirs = await register(beneficiaryPayload(place), key, other);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(theirs.json().beneficiaryId).not.toBe(mine.json().beneficiaryId);
  });

  it.each([
    ['too short', 'abc123'],
    ['too long', 'k'.repeat(129)],
    ['a space', 'key with spaces 12345'],
    ['a quote', '"0123456789abcdef"'],
    ['a dot', 'abcdefgh.ijklmnop'],
    ['empty', ''],
  ])('that is malformed (%s) answers 400 with the contract text and writes nothing', async (_what, key) => {
    const payload = beneficiaryPayload(place);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      payload,
      headers: { ...user.auth, 'idempotency-key': key },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Status: false, Message: IDEMPOTENCY_TEXT.malformedKey, code: 'idempotencyKeyMalformed' });
    expect(await people(payload.first_name)).toBe(0);
  });

  it('sent twice in one request answers 400', async () => {
    const payload = beneficiaryPayload(place);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      payload,
      headers: { ...user.auth, 'idempotency-key': [newKey(), newKey()] },
    });
    expect(response.statusCode).toBe(400);
    expect(await people(payload.first_name)).toBe(0);
  });

  it('a UUID and base64url of 16 bytes are keys', async () => {
    for (const key of [crypto.randomUUID(), 'AAECAwQFBgcICQoLDA0ODw']) {
      expect((await register(beneficiaryPayload(place), key)).statusCode).toBe(200);
    }
  });
});

describe('after 24 hours', () => {
  const age = (userId: number) =>
    ctx.handle.db.execute(
      sql`UPDATE idempotency_keys SET created_at = created_at - interval '25 hours' WHERE user_id = ${userId}`,
    );
  const keptFor = async (userId: number) =>
    (
      await queryRows<{ n: number }>(
        ctx.handle.db,
        sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = ${userId}`,
      )
    )[0].n;

  it('an expired key runs again', async () => {
    const self = await ctx.signIn('Field Facilitator');
    const payload = beneficiaryPayload(place);
    const key = newKey();
    expect((await register(payload, key, self)).statusCode).toBe(200);
    expect(await keptFor(self.userId)).toBe(1);
    await age(self.userId);
    // it ran again: the person is there already
    const again = await register(payload, key, self);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(BENEFICIARY_TEXT.duplicate);
  });

  it('expired keys are purged, the others kept', async () => {
    const [old, recent] = [await ctx.signIn('Field Facilitator'), await ctx.signIn('Field Facilitator')];
    await register(beneficiaryPayload(place), newKey(), old);
    await register(beneficiaryPayload(place), newKey(), recent);
    await age(old.userId);
    expect(await purgeExpiredKeys(ctx.handle.db, 60)).toBeGreaterThan(0);
    expect(await keptFor(old.userId)).toBe(0);
    expect(await keptFor(recent.userId)).toBe(1);
  });
});

describe('privacy', () => {
  it('never logs the kept answer or the request', async () => {
    const payload = beneficiaryPayload(place);
    const key = newKey();
    await register(payload, key);
    await register(payload, key);
    await register({ ...payload, last_name: 'Different' }, key);
    const log = logLines.join('\n');
    expect(log).toContain('idempotent_replay');
    expect(log).toContain('idempotency_key_reused');
    expect(log).not.toContain(payload.first_name);
    expect(log).not.toContain(payload.mobile_no);
    expect(log).not.toContain(key);
  });

  it('stores the key as its SHA-256, not as sent', async () => {
    const key = newKey();
    await register(beneficiaryPayload(place), key);
    const rows = await queryRows<{ key_hash: string }>(
      ctx.handle.db,
      sql`SELECT key_hash FROM idempotency_keys WHERE user_id = ${user.userId}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key_hash)).not.toContain(key);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
  });
});

describe('which routes take a key', () => {
  const WRITES = [
    'POST /api/v1/auth/change-password',
    'POST /api/v1/beneficiary/register-new-beneficiary',
    'POST /api/v1/beneficiary/add-new-program/:id',
    'PUT /api/v1/beneficiary/update-program/:id',
    'DELETE /api/v1/beneficiary/delete-program/:id',
    'PUT /api/v1/beneficiary/restore-program/:id',
    'PUT /api/v1/beneficiary/update-beneficiary/:id',
    'PUT /api/v1/beneficiary/update-beneficiary/',
    'PUT /api/v1/beneficiary/deactivate-beneficiary/:id',
    'PUT /api/v1/beneficiary/reactivate-beneficiary/:id',
    'POST /api/v1/beneficiary/register-multiple-beneficiaries',
    'POST /api/v1/org/upload-villages',
    'PUT /api/v1/user/language',
    'PUT /api/v1/permission/staff/:userId',
    'POST /api/v1/permission/staff/:userId/deactivate',
    'POST /api/v1/permission/staff/:userId/reactivate',
    'POST /api/v1/permission/roles',
    'PUT /api/v1/permission/roles/:roleId',
    'POST /api/v1/permission/roles/:roleId/retire',
    'POST /api/v1/permission/roles/:roleId/restore',
    'POST /api/v1/permission/staff/import',
    'POST /api/v1/config/programmes',
    'PUT /api/v1/config/programmes/:id',
    'POST /api/v1/config/programmes/:id/retire',
    'POST /api/v1/config/programmes/:id/restore',
    'POST /api/v1/config/sub-programmes',
    'PUT /api/v1/config/sub-programmes/:id',
    'POST /api/v1/config/sub-programmes/:id/retire',
    'POST /api/v1/config/sub-programmes/:id/restore',
    'POST /api/v1/config/lookups/:list',
    'PUT /api/v1/config/lookups/:list/:id',
    'POST /api/v1/config/lookups/:list/:id/retire',
    'POST /api/v1/config/lookups/:list/:id/restore',
    'POST /api/v1/privacy/notices',
    'PUT /api/v1/privacy/settings',
    'POST /api/v1/privacy/people/:id/requests',
    'POST /api/v1/privacy/requests/:requestId/close',
    'POST /api/v1/privacy/people/:id/withdrawal',
    'POST /api/v1/privacy/people/:id/erasure',
  ];
  // their answers hold a temporary password, which is not kept for repeats
  const WITHOUT_KEY = [
    'POST /api/v1/auth/logoutUser',
    'POST /api/v1/permission/staff',
    'POST /api/v1/permission/staff/:userId/reset-password',
  ];

  it('every signed-in write route but sign-out and those answering a password, as the OpenAPI description says', async () => {
    const writes = ctx.app.routeAccess
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.access !== 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.sort()).toEqual([...WRITES, ...WITHOUT_KEY].sort());
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
    const described = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { parameters?: { in: string; name: string }[] }>)
        .filter(([, operation]) => operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(described.sort()).toEqual([...WRITES].sort());
  });

  it('sign-out ignores the header', async () => {
    const self = await ctx.signIn('Field Facilitator');
    const response = await send('POST', '/api/v1/auth/logoutUser', undefined, 'bad', self);
    expect(response.statusCode).toBe(200);
  });
});
