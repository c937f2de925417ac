import { REQUEST_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await ctx.signIn();
});
afterAll(() => ctx.close());

const ENDPOINTS = [
  { url: '/api/v1/auth/userNormalLogin', auth: false },
  { url: '/api/v1/auth/change-password', auth: true },
  { url: '/api/v1/auth/logoutUser', auth: true },
];

const post = (url: string, payload: string, auth: boolean, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(auth ? user.auth : {}) },
  });

async function passwordHash(): Promise<string> {
  const [row] = await queryRows<{ password_hash: string }>(
    ctx.handle.db,
    sql`SELECT password_hash FROM users WHERE user_id = ${user.userId}`,
  );
  return row.password_hash;
}

describe('bad input gets a clear 4xx in the envelope and changes nothing', () => {
  const cases: [string, string, number][] = [
    ['malformed JSON', '{"email": ', 400],
    ['an empty JSON body', '', 400],
    ['wrong types', '{"email": 5, "password": ["x"]}', 400],
    ['unknown fields', '{"email": "a@b.org", "password": "secret1", "role": "admin"}', 400],
    ['SQL-looking strings', `{"email": "' OR 1=1 --", "password": "'; DROP TABLE users; --"}`, 401],
    ['very long strings', JSON.stringify({ email: 'a'.repeat(100_000), password: 'b'.repeat(100_000) }), 400],
    ['an oversized body', JSON.stringify({ email: 'x', password: 'y'.repeat(2 * 1024 * 1024) }), 413],
    ['prototype poisoning', '{"__proto__": {"admin": true}, "email": "a@b.org", "password": "secret1"}', 400],
  ];

  it.each(cases)('login with %s', async (_label, payload, status) => {
    const before = await passwordHash();
    const response = await post('/api/v1/auth/userNormalLogin', payload, false);
    expect(response.statusCode).toBe(status);
    expect(response.json().Status).toBe(false);
    expect(typeof response.json().Message).toBe('string');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await passwordHash()).toBe(before);
  });

  it.each(cases.filter(([label]) => label !== 'SQL-looking strings'))(
    'change-password with %s',
    async (_label, payload, status) => {
      const before = await passwordHash();
      const response = await post('/api/v1/auth/change-password', payload, true);
      expect([status, 400]).toContain(response.statusCode);
      expect(response.json().Status).toBe(false);
      expect(await passwordHash()).toBe(before);
    },
  );

  it('lists failing fields with their messages', async () => {
    const response = await post('/api/v1/auth/change-password', '{"password": "123"}', true);
    expect(response.json().errors).toEqual([{ field: 'password', message: expect.any(String) }]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('/api/v1/auth/userNormalLogin', 'email=a', false, 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json().Status).toBe(false);
    const xml = await post('/api/v1/auth/userNormalLogin', '<a/>', false, 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.invalidBody, code: 'unsupportedMediaType' });
  });

  it('never answers 5xx or a stack trace to random bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.oneof(fc.json(), fc.string()), async (endpoint, payload) => {
        const response = await post(endpoint.url, payload, endpoint.auth && endpoint.url !== '/api/v1/auth/logoutUser');
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toContain('    at ');
      }),
      { numRuns: 60 },
    );
  });
});
