import { encodeEmployeeId } from '@portal/contract/base64-id';
import { AUTH_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/v1/user/get-role-menu', () => {
  it('gives the administrator every menu that has a screen', async () => {
    const admin = await ctx.signIn('Administrator');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: admin.auth });
    const body = response.json();
    expect(body.Status).toBe(true);
    expect(body.menus.map((m: { action: string }) => m.action)).toEqual([
      'dashboard',
      'myteam',
      'summary',
      'beneficiary',
      'org',
      'permission',
      'config',
    ]);
    expect(body.roles).toEqual([expect.objectContaining({ role_name: 'Administrator', role_permissions: '*' })]);
    expect(body.user).toMatchObject({ user_id: admin.userId, emp_id: admin.empId, status_id: 1 });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('gives a field facilitator the Beneficiary menu only', async () => {
    const ff = await ctx.signIn('Field Facilitator');
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: ff.auth })).json();
    expect(body.menus).toEqual([expect.objectContaining({ menu_name: 'Beneficiary', action: 'beneficiary' })]);
  });

  it('answers the spec text without a token and 401 for an unknown or expired one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ Status: false, Message: AUTH_ERRORS.noTokenMenu, code: 'noTokenMenu' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-role-menu',
      headers: { authorization: 'Bearer abc' },
    });
    expect(forged.statusCode).toBe(401);
    const user = await ctx.signIn();
    await ctx.handle.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${user.userId}`);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: user.auth });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().Message).toBe(AUTH_ERRORS.sessionExpired);
  });

  it('ends a session left idle past the idle lifetime', async () => {
    const user = await ctx.signIn();
    await ctx.handle.db.execute(sql`UPDATE sessions SET last_used_at = now() - interval '1 day' WHERE user_id = ${user.userId}`);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: user.auth });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/user/get-user-profile-details/:id', () => {
  const profile = (id: string, auth?: { authorization: string }) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/user/get-user-profile-details/${encodeURIComponent(id)}`, headers: auth });

  it('lets anyone read their own profile', async () => {
    const ff = await ctx.signIn('Field Facilitator');
    const response = await profile(encodeEmployeeId(ff.empId), ff.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ emp_id: ff.empId, work_email: ff.email, status_id: 1 });
    expect(response.json().userRoles).toEqual([{ role_name: 'Field Facilitator', role_permissions: 'beneficiary' }]);
  });

  it("needs the userprofile permission for someone else's profile", async () => {
    const ff = await ctx.signIn('Field Facilitator');
    const admin = await ctx.signIn('Administrator');
    expect((await profile(encodeEmployeeId(admin.empId), ff.auth)).statusCode).toBe(403);
    expect((await profile(encodeEmployeeId(ff.empId), admin.auth)).statusCode).toBe(200);
  });

  it('answers 404 for malformed ids and 401 without a token', async () => {
    const admin = await ctx.signIn();
    for (const id of ['not base64!', btoa('garbage'), btoa(btoa('EMP99999')), 'x'.repeat(300)]) {
      expect((await profile(id, admin.auth)).statusCode).toBe(404);
    }
    const none = await profile(encodeEmployeeId(admin.empId));
    expect(none.json()).toEqual({ Status: false, Message: AUTH_ERRORS.noToken, code: 'noToken' });
  });
});
