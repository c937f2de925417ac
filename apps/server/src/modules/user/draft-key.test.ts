import { DRAFT_KEY_BYTES } from '@portal/contract/draft-key';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';

const URL = '/api/v1/user/draft-key';

let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, { logLines });
});
afterAll(() => ctx.close());

const keyFor = async (auth: { authorization: string }, app = ctx.app) => {
  const response = await app.inject({ method: 'GET', url: URL, headers: auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(body).toEqual({ Status: true, key: expect.any(String) });
  expect(Buffer.from(body.key, 'base64')).toHaveLength(DRAFT_KEY_BYTES);
  return body.key as string;
};

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: { email, password } });

describe('GET /api/v1/user/draft-key', () => {
  it('gives the same key every time, in a new session, after a password change and after a restart', async () => {
    const user = await ctx.signIn('Field Facilitator');
    const first = await keyFor(user.auth);
    expect(await keyFor(user.auth)).toBe(first);

    const again = (await login(user.email, user.password)).json().token as string;
    expect(await keyFor({ authorization: `Bearer ${again}` })).toBe(first);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: user.auth,
      payload: { password: 'another-secret-9' },
    });
    expect(changed.statusCode).toBe(200);
    const afterChange = (await login(user.email, 'another-secret-9')).json().token as string;
    expect(await keyFor({ authorization: `Bearer ${afterChange}` })).toBe(first);

    // another process on the same database
    const restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', MAX_EVENT_LOOP_DELAY_MS: '0' }),
      db: ctx.handle.db,
      logger: false,
    });
    await restarted.ready();
    try {
      expect(await keyFor({ authorization: `Bearer ${afterChange}` }, restarted)).toBe(first);
    } finally {
      await restarted.close();
    }
  });

  it('gives each user a key of their own', async () => {
    const keys = new Set<string>();
    for (const role of ['Field Facilitator', 'Field Facilitator', 'Administrator']) {
      keys.add(await keyFor((await ctx.signIn(role)).auth));
    }
    expect(keys.size).toBe(3);
  });

  it('makes one key when the first requests arrive together', async () => {
    const user = await ctx.signIn('Field Facilitator');
    const keys = await Promise.all(Array.from({ length: 8 }, () => keyFor(user.auth)));
    expect(new Set(keys).size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM draft_keys WHERE user_id = ${user.userId}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('answers 401 without a session, with a forged token and after the session ended', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ method: 'GET', url: URL, headers: { authorization: 'Bearer abc' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).not.toHaveProperty('key');
    const user = await ctx.signIn();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logoutUser', headers: user.auth });
    const ended = await ctx.app.inject({ method: 'GET', url: URL, headers: user.auth });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).not.toHaveProperty('key');
  });

  it('never writes a key to the log', async () => {
    const user = await ctx.signIn();
    const key = await keyFor(user.auth);
    const hex = Buffer.from(key, 'base64').toString('hex');
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toContain(key);
      expect(line).not.toContain(hex);
    }
  });
});
