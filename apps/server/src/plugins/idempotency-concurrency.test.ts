import { createHash } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { IDEMPOTENCY_TEXT, IDEMPOTENT_REPLAY_HEADER } from '@portal/contract/idempotency';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { beneficiaryPayload, type Place, somePlace, uniqueName } from '../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import { hunsurSheet } from '../../test/upload-sheets.ts';
import { type App, type AppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { queryRows } from '../db/client.ts';

let ctx: TestContext;
let user: TestUser;
let place: Place;
const apps: App[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  user = await ctx.signIn('Administrator');
  place = await somePlace(ctx.handle.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

const REGISTER = '/api/v1/beneficiary/register-new-beneficiary';
const replayed = (response: { headers: Record<string, unknown> }) => response.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()];
const newKey = () => `k-${crypto.randomUUID()}`;
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
const people = async (firstName: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiaries WHERE first_name = ${firstName}`,
    )
  )[0].n;
const keyRows = async (key: string) =>
  queryRows<{ status_code: number | null }>(
    ctx.handle.db,
    sql`SELECT status_code FROM idempotency_keys WHERE user_id = ${user.userId} AND key_hash = ${keyHash(key)}`,
  );

/**
 * Another portal on the same database, as a second server process would be: it shares nothing with
 * the first but the database. `routes` adds routes whose timing or failure the test controls.
 */
async function anotherPortal(idempotency?: AppOptions['idempotency'], routes?: (app: App) => void): Promise<App> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const app = await buildApp({ config, db: ctx.handle.db, idempotency });
  routes?.(app);
  await app.ready();
  apps.push(app);
  return app;
}

const post = (app: App, url: string, payload: object, key: string) =>
  app.inject({ method: 'POST', url, payload, headers: { ...user.auth, 'idempotency-key': key } });

describe('requests with the same key at the same time', () => {
  it('10 at once register one person, and all 10 get the first answer', async () => {
    const payload = beneficiaryPayload(place);
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(ctx.app, REGISTER, payload, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => replayed(r) === undefined)).toHaveLength(1);
    expect(await people(payload.first_name)).toBe(1);
  });

  it('10 at once over two server processes register one person', async () => {
    const second = await anotherPortal();
    const payload = beneficiaryPayload(place);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i % 2 === 0 ? ctx.app : second, REGISTER, payload, key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.json().beneficiaryId)).size).toBe(1);
    expect(await people(payload.first_name)).toBe(1);
  });
});

describe('while the first request with a key is still running', () => {
  let calls = 0;
  let open: () => void = () => {};
  let gate = Promise.resolve();
  const closeGate = () => {
    gate = new Promise((resolve) => {
      open = resolve;
    });
  };
  const gated = (app: App) =>
    app.post('/api/v1/test/gated', { config: { access: 'session' } }, async () => {
      calls += 1;
      const call = calls;
      await gate;
      return { Status: true, call };
    });

  it('repeats wait for its answer and get it; the write runs once', async () => {
    const portal = await anotherPortal(undefined, gated);
    calls = 0;
    closeGate();
    const key = newKey();
    const first = post(portal, '/api/v1/test/gated', { n: 1 }, key);
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 20_000 });
    const repeats = Array.from({ length: 5 }, () => post(portal, '/api/v1/test/gated', { n: 1 }, key));
    open();
    const answers = await Promise.all([first, ...repeats]);
    expect(answers.map((r) => r.json())).toEqual(Array(6).fill({ Status: true, call: 1 }));
    expect(calls).toBe(1);
  });

  it('an answer lost on the way (the client went away while the write ran) is kept for the retry', async () => {
    const portal = await anotherPortal(undefined, gated);
    await portal.listen({ port: 0, host: '127.0.0.1' });
    calls = 0;
    closeGate();
    const key = newKey();
    const { port } = portal.server.address() as AddressInfo;
    const body = JSON.stringify({ n: 1 });
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.on('error', () => {});
    socket.write(
      [
        'POST /api/v1/test/gated HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Authorization: Bearer ${user.token}`,
        `Idempotency-Key: ${key}`,
        '',
        body,
      ].join('\r\n'),
    );
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 20_000 });
    socket.destroy();
    open();
    const retry = await post(portal, '/api/v1/test/gated', { n: 1 }, key);
    expect(retry.json()).toEqual({ Status: true, call: 1 });
    expect(replayed(retry)).toBe('true');
    expect(calls).toBe(1);
  });

  it('a repeat that cannot wait longer gets 409 with Retry-After; another body gets 422 at once', async () => {
    const portal = await anotherPortal({ waitMs: 50 }, gated);
    calls = 0;
    closeGate();
    const key = newKey();
    const first = post(portal, '/api/v1/test/gated', { n: 1 }, key);
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 20_000 });
    const busy = await post(portal, '/api/v1/test/gated', { n: 1 }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ Status: false, Message: IDEMPOTENCY_TEXT.inProgress, code: 'idempotencyInProgress' });
    expect(busy.headers['retry-after']).toBe('2');
    const other = await post(portal, '/api/v1/test/gated', { n: 2 }, key);
    expect(other.statusCode).toBe(422);
    open();
    expect((await first).json()).toEqual({ Status: true, call: 1 });
    const later = await post(portal, '/api/v1/test/gated', { n: 1 }, key);
    expect(later.json()).toEqual({ Status: true, call: 1 });
    expect(replayed(later)).toBe('true');
    expect(calls).toBe(1);
  });
});

describe('answers that are not kept', () => {
  let calls = 0;
  let fail = false;
  const flaky = (app: App) =>
    app.post('/api/v1/test/flaky', { config: { access: 'session' } }, async () => {
      calls += 1;
      if (fail) throw new Error('the database went away');
      return { Status: true, call: calls };
    });

  it('a 5xx lets the key go: the retry runs, and its success is kept', async () => {
    const portal = await anotherPortal(undefined, flaky);
    calls = 0;
    fail = true;
    const key = newKey();
    expect((await post(portal, '/api/v1/test/flaky', { n: 1 }, key)).statusCode).toBe(500);
    fail = false;
    const retry = await post(portal, '/api/v1/test/flaky', { n: 1 }, key);
    expect(retry.json()).toEqual({ Status: true, call: 2 });
    const again = await post(portal, '/api/v1/test/flaky', { n: 1 }, key);
    expect(again.json()).toEqual({ Status: true, call: 2 });
    expect(calls).toBe(2);
  });

  it('a key whose request stopped renewing its claim (its process died) is taken over', async () => {
    const portal = await anotherPortal({ waitMs: 50, leaseSeconds: 30 }, flaky);
    calls = 0;
    fail = false;
    const key = newKey();
    const orphan = (age: string) =>
      ctx.handle.db.execute(sql`
        INSERT INTO idempotency_keys (user_id, route, key_hash, request_hash, claim, heartbeat_at)
        VALUES (${user.userId}, 'POST /api/v1/test/flaky', ${keyHash(key)}, 'whatever', 'gone', now() - ${age}::interval)
        ON CONFLICT (user_id, route, key_hash) DO UPDATE SET heartbeat_at = EXCLUDED.heartbeat_at`);
    // still renewed: another process is working on it
    await orphan('5 seconds');
    expect((await post(portal, '/api/v1/test/flaky', { n: 1 }, key)).statusCode).toBe(422);
    await orphan('1 minute');
    const response = await post(portal, '/api/v1/test/flaky', { n: 1 }, key);
    expect(response.json()).toEqual({ Status: true, call: 1 });
  });
});

/** Sends the head and half the body, closes, and waits until the server has seen the connection end. */
async function sendHalfAndClose(app: App, url: string, body: string, key: string): Promise<void> {
  const { port } = app.server.address() as AddressInfo;
  const serverSide = new Promise<void>((resolve) => app.server.once('connection', (socket) => socket.once('close', resolve)));
  const bytes = Buffer.from(body);
  const head = [
    `POST ${url} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${bytes.length}`,
    `Authorization: Bearer ${user.token}`,
    `Idempotency-Key: ${key}`,
  ].join('\r\n');
  const socket = net.connect({ port, host: '127.0.0.1' });
  socket.on('error', () => {});
  socket.write(`${head}\r\n\r\n`);
  socket.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => socket.destroy());
  await serverSide;
}

describe('a client that goes away before its request is fully sent', () => {
  let portal: App;
  beforeAll(async () => {
    // a key left claimed by the half request would hold the whole request up: 409 after 1 s
    portal = await anotherPortal({ waitMs: 1000 });
    await portal.listen({ port: 0, host: '127.0.0.1' });
  });

  it('writes nothing, leaves no trace of its key, and the whole request then runs once', async () => {
    const payload = beneficiaryPayload(place);
    const key = newKey();
    await sendHalfAndClose(portal, REGISTER, JSON.stringify(payload), key);
    expect(await people(payload.first_name)).toBe(0);
    expect(await keyRows(key)).toEqual([]);
    const whole = await post(portal, REGISTER, payload, key);
    expect(whole.statusCode).toBe(200);
    expect(replayed(whole)).toBeUndefined();
    expect(await people(payload.first_name)).toBe(1);
    expect(await keyRows(key)).toEqual([{ status_code: 200 }]);
  });

  it('a beneficiary upload read as it arrives writes nothing either', async () => {
    const [{ village }] = await queryRows<{ village: string }>(
      ctx.handle.db,
      sql`SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
          WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
    );
    const prefix = uniqueName('Half');
    const beneficiaries = hunsurSheet({ prefix, rows: 300, village, facilitator: user.email });
    const url = '/api/v1/beneficiary/register-multiple-beneficiaries';
    const key = newKey();
    await sendHalfAndClose(portal, url, JSON.stringify({ beneficiaries }), key);
    const stored = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.handle.db,
          sql`SELECT count(*)::int AS n FROM beneficiaries WHERE first_name LIKE ${`${prefix}%`}`,
        )
      )[0].n;
    expect(await stored()).toBe(0);
    expect(await keyRows(key)).toEqual([]);
    const whole = await post(portal, url, { beneficiaries }, key);
    expect(whole.json().report).toMatchObject({ created: 300, skipped: 0, rejected: [] });
    expect(await stored()).toBe(300);
  });
});
