import { LOGIN_TEXT, PASSWORD_TEXT } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { deactivateByEmail } from '../staff/staff.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (payload: unknown, remoteAddress = '10.1.1.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: payload as object, remoteAddress });

describe('POST /api/v1/auth/userNormalLogin', () => {
  it('signs in with the right password and returns token and expiry', async () => {
    const user = await ctx.signIn('Field Facilitator');
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Status).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expirationTime).toBeGreaterThan(Date.now());
    expect(body.token).not.toBe(user.token);
  });

  it('stores only the hash of the token', async () => {
    const user = await ctx.signIn();
    const rows = await queryRows<{ token_hash: string }>(
      ctx.handle.db,
      sql`SELECT token_hash FROM sessions WHERE user_id = ${user.userId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(user.token);
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const user = await ctx.signIn();
    const wrong = await login({ email: user.email, password: 'wrong-password' }, '10.2.0.1');
    const unknown = await login({ email: 'nobody@example.org', password: 'wrong-password' }, '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ Status: false, Message: LOGIN_TEXT.invalidCredentials, code: 'invalidCredentials' });
  });

  it('requires both fields with the spec message', async () => {
    for (const payload of [
      { email: '', password: 'x' },
      { email: 'a@b.org', password: '' },
      { email: '   ', password: 'x' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe(LOGIN_TEXT.required);
    }
  });

  it('refuses a deactivated user as it refuses a wrong password, without telling which, and ends their sessions', async () => {
    const user = await ctx.signIn();
    await deactivateByEmail(ctx.handle.db, user.email);
    const right = await login({ email: user.email, password: user.password }, '10.4.0.1');
    const wrong = await login({ email: user.email, password: 'not-the-password' }, '10.4.0.2');
    for (const response of [right, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Status: false, Message: LOGIN_TEXT.invalidCredentials, code: 'invalidCredentials' });
    }
    const menu = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: user.auth });
    expect(menu.statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/logoutUser', () => {
  it('ends the session', async () => {
    const user = await ctx.signIn();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logoutUser', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().Status).toBe(true);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: user.auth });
    expect(after.statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await ctx.signIn('Field Facilitator');
    const other = (await login({ email: user.email, password: user.password }, '10.5.0.1')).json().token;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: user.auth,
      payload: { password: 'brand-new-secret' },
    });
    expect(response.json()).toEqual({ Status: true, Message: PASSWORD_TEXT.success });
    const menu = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: { authorization: `Bearer ${token}` } });
    expect((await menu(user.token)).statusCode).toBe(200);
    expect((await menu(other)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password }, '10.5.0.2')).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'brand-new-secret' }, '10.5.0.3')).statusCode).toBe(200);
  });

  it.each([
    ['empty', '', PASSWORD_TEXT.tooShort],
    ['short', '12345', PASSWORD_TEXT.tooShort],
    ['10,000 characters', 'x'.repeat(10_000), PASSWORD_TEXT.tooLong],
  ])('refuses an %s password and changes nothing', async (_label, password, message) => {
    const user = await ctx.signIn();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: user.auth,
      payload: { password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(message);
    expect((await login({ email: user.email, password: user.password }, '10.6.0.1')).statusCode).toBe(200);
  });

  it('accepts a non-ASCII password', async () => {
    const user = await ctx.signIn();
    const password = 'ಕನ್ನಡ-ಪಾಸ್‌ವರ್ಡ್';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: user.auth,
      payload: { password },
    });
    expect(response.statusCode).toBe(200);
    expect((await login({ email: user.email, password }, '10.7.0.1')).statusCode).toBe(200);
  });
});
