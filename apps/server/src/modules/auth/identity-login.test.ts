import { LOGIN_TEXT, REQUEST_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider, TEST_CLIENT_ID } from '../../../test/identity-provider.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { deactivateByEmail } from '../staff/staff.service.ts';

let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  provider = await startIdentityProvider();
  ctx = await createTestContext({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: provider.jwksUrl });
  staff = await ctx.signIn('Field Facilitator');
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

const nonce = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config' })).json().nonce as string;
const identityLogin = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/user-google-login', payload: payload as object });
const refused = { Status: false, Message: LOGIN_TEXT.genericError, code: 'identityRejected' };

describe('POST /api/v1/auth/user-google-login', () => {
  it('hands the page the client id, the script address and a nonce', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config' })).json();
    expect(body).toMatchObject({ Status: true, clientId: TEST_CLIENT_ID, scriptUrl: 'https://accounts.google.com/gsi/client' });
    expect(body.nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('hands out nonces at a limited rate per client address, and deletes expired ones', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM identity_nonces`))[0].n;
    await ctx.handle.db.execute(sql`UPDATE identity_nonces SET expires_at = now() - interval '1 second'`);
    const before = await count();
    const answers = [];
    for (let i = 0; i < 70; i++) {
      answers.push(await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config', remoteAddress: '10.60.0.1' }));
    }
    expect(answers.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
    const refused = answers.slice(60);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(10).fill(429));
    expect(refused[0].json()).toEqual({ Status: false, Message: REQUEST_ERRORS.rateLimited, code: 'rateLimited' });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // the expired ones went with the first new nonce; only the 60 handed out remain
    expect(before).toBeGreaterThan(0);
    expect(await count()).toBe(60);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config', remoteAddress: '10.60.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('counts a client address in the database: a second app node on it shares the limit', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: provider.jwksUrl,
    });
    const second = await buildApp({ config, db: ctx.handle.db, logger: false });
    try {
      const ask = (app: typeof second) =>
        app.inject({ method: 'GET', url: '/api/v1/auth/identity-config', remoteAddress: '10.60.0.3' });
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push(await ask(ctx.app), await ask(second));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect((await ask(second)).statusCode).toBe(429);
      expect((await ask(ctx.app)).statusCode).toBe(429);
      // the address is kept only as a hash
      const keys = await queryRows<{ limit_key: string }>(ctx.handle.db, sql`SELECT limit_key FROM rate_limits`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((k) => k.limit_key.includes('10.60.0.3'))).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('signs in an active staff user with a valid token, once per nonce', async () => {
    const credential = await provider.sign({ email: staff.email, nonce: await nonce() });
    const response = await identityLogin({ email: staff.email, credential });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ Status: true, token: expect.any(String), expirationTime: expect.any(Number) });
    const menu = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-role-menu',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(menu.json().user.work_email).toBe(staff.email);
    // the same token again: its nonce is spent
    expect((await identityLogin({ email: staff.email, credential })).json()).toEqual(refused);
  });

  const forged: [string, () => Promise<object>][] = [
    ['a bare e-mail', async () => ({ email: staff.email })],
    ['an empty credential', async () => ({ email: staff.email, credential: '' })],
    [
      'a token signed by another key',
      async () => ({
        email: staff.email,
        credential: await provider.sign({ email: staff.email, nonce: await nonce() }, { key: 'other' }),
      }),
    ],
    [
      'a token for another audience',
      async () => ({
        email: staff.email,
        credential: await provider.sign({ email: staff.email, nonce: await nonce() }, { audience: 'someone-else' }),
      }),
    ],
    [
      'a token from another issuer',
      async () => ({
        email: staff.email,
        credential: await provider.sign({ email: staff.email, nonce: await nonce() }, { issuer: 'https://evil.example' }),
      }),
    ],
    [
      'an expired token',
      async () => ({
        email: staff.email,
        credential: await provider.sign(
          { email: staff.email, nonce: await nonce() },
          { expiresIn: Math.floor(Date.now() / 1000) - 600 },
        ),
      }),
    ],
    [
      'an unverified e-mail',
      async () => ({
        email: staff.email,
        credential: await provider.sign({ email: staff.email, email_verified: false, nonce: await nonce() }),
      }),
    ],
    ['a token without a nonce', async () => ({ email: staff.email, credential: await provider.sign({ email: staff.email }) })],
    [
      'a made-up nonce',
      async () => ({ email: staff.email, credential: await provider.sign({ email: staff.email, nonce: 'made-up' }) }),
    ],
    [
      'another e-mail in the body',
      async () => ({ email: 'boss@example.org', credential: await provider.sign({ email: staff.email, nonce: await nonce() }) }),
    ],
    [
      'an unknown user',
      async () => ({
        email: 'nobody@example.org',
        credential: await provider.sign({ email: 'nobody@example.org', nonce: await nonce() }),
      }),
    ],
    [
      "a token with alg 'none'",
      async () => {
        const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          iss: 'https://accounts.google.com',
          aud: TEST_CLIENT_ID,
          email: staff.email,
          email_verified: true,
          iat: now,
          exp: now + 600,
          nonce: await nonce(),
        };
        return { email: staff.email, credential: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.` };
      },
    ],
    [
      'a token issued a year in the future',
      async () => {
        const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
        return {
          email: staff.email,
          credential: await provider.sign(
            { email: staff.email, nonce: await nonce() },
            { issuedAt: inAYear, expiresIn: inAYear + 600 },
          ),
        };
      },
    ],
    [
      'a token issued more than an hour ago (beyond its lifetime and the allowed skew)',
      async () => {
        const longAgo = Math.floor(Date.now() / 1000) - 2 * 3600;
        return {
          email: staff.email,
          credential: await provider.sign({ email: staff.email, nonce: await nonce() }, { issuedAt: longAgo, expiresIn: '10h' }),
        };
      },
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await provider.sign({ email: 'other@example.org', nonce: await nonce() })).split('.');
        const payload = Buffer.from(
          JSON.stringify({
            email: staff.email,
            email_verified: true,
            aud: TEST_CLIENT_ID,
            iss: 'https://accounts.google.com',
            exp: 9_999_999_999,
            iat: 1,
          }),
        ).toString('base64url');
        return { email: staff.email, credential: `${header}.${payload}.${signature}` };
      },
    ],
  ];

  it.each(forged)('refuses %s', async (_label, build) => {
    const response = await identityLogin(await build());
    expect(response.json().Status).toBe(false);
    expect([400, 401]).toContain(response.statusCode);
    if (response.statusCode === 401) expect(response.json()).toEqual(refused);
  });

  it('refuses an inactive user', async () => {
    const user = await ctx.signIn('Field Facilitator');
    await deactivateByEmail(ctx.handle.db, user.email);
    const response = await identityLogin({
      email: user.email,
      credential: await provider.sign({ email: user.email, nonce: await nonce() }),
    });
    expect(response.json()).toEqual(refused);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user-google-login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('identity sign-in settings', () => {
  it('answers 503 when the key set cannot be reached, and password sign-in still works', async () => {
    const offline = await createTestContext({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' });
    try {
      const user = await offline.signIn('Field Facilitator');
      const n = (await offline.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config' })).json().nonce;
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user-google-login',
        payload: { email: user.email, credential: await provider.sign({ email: user.email, nonce: n }) },
      });
      expect(response.statusCode).toBe(503);
      expect(user.token).toBeTruthy();
    } finally {
      await offline.close();
    }
  });

  it('checks the hosted domain when one is configured', async () => {
    const domain = await createTestContext({
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: provider.jwksUrl,
      GOOGLE_HOSTED_DOMAIN: 'portal.example',
    });
    try {
      const user = await domain.signIn('Field Facilitator');
      const n = (await domain.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config' })).json().nonce;
      const response = await domain.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user-google-login',
        payload: { email: user.email, credential: await provider.sign({ email: user.email, nonce: n, hd: 'elsewhere.example' }) },
      });
      expect(response.json()).toEqual(refused);
    } finally {
      await domain.close();
    }
  });

  it('shows no button and refuses the call when no client id is configured', async () => {
    const plain = await createTestContext();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/v1/auth/identity-config' })).json()).toMatchObject({
        clientId: null,
        nonce: null,
      });
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user-google-login',
        payload: { email: 'a@b.org', credential: 'x' },
      });
      expect(response.json().Status).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
