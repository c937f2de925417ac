import { encodeEmployeeId } from '@portal/contract/base64-id';
import { AUTH_ERRORS } from '@portal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setLanguage = (language: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/user/language', headers, payload: { language } });

async function profileLanguage(user: TestUser, headers = user.auth) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/user/get-user-profile-details/${encodeEmployeeId(user.empId)}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().user.language;
}

describe('PUT /api/v1/user/language', () => {
  it('needs a token', async () => {
    const response = await setLanguage('kn-IN');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Status: false, Message: AUTH_ERRORS.noToken, code: 'noToken' });
  });

  it('is null until the user chooses, in the profile and the role menu', async () => {
    const user = await ctx.signIn('Field Facilitator');
    expect(await profileLanguage(user)).toBeNull();
    const menu = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: user.auth });
    expect(menu.json().user.language).toBeNull();
  });

  it.each(['fr-FR', 'kn', '', 42, null])('refuses %j with 400 and changes nothing', async (language) => {
    const user = await ctx.signIn('Field Facilitator');
    expect((await setLanguage('kn-IN', user.auth)).statusCode).toBe(200);
    const response = await setLanguage(language, user.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Status: false, code: 'invalidInput', errors: [{ field: 'language' }] });
    expect(await profileLanguage(user)).toBe('kn-IN');
  });

  it('remembers the choice for the user alone, across a new sign-in', async () => {
    const user = await ctx.signIn('Field Facilitator');
    const other = await ctx.signIn('Field Facilitator');
    const response = await setLanguage('kn-IN', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: true });

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/userNormalLogin',
      payload: { email: user.email, password: user.password },
    });
    const fresh = { authorization: `Bearer ${login.json().token}` };
    expect(await profileLanguage(user, fresh)).toBe('kn-IN');
    const menu = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: fresh });
    expect(menu.json().user.language).toBe('kn-IN');
    expect(await profileLanguage(other)).toBeNull();

    expect((await setLanguage('en-IN', fresh)).statusCode).toBe(200);
    expect(await profileLanguage(user)).toBe('en-IN');
  });
});
