import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEMPORARY_PASSWORD_HOURS } from '@portal/contract/constants';
import { LOGIN_TEXT } from '@portal/contract/messages';
import { ADMIN_HISTORY_PAGE_SIZE, STAFF_PAGE_SIZE, type StaffMember } from '@portal/contract/staff-admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let admin: TestUser;
let roleIds: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  const roles = await queryRows<{ role_id: number; role_name: string }>(ctx.handle.db, sql`SELECT role_id, role_name FROM roles`);
  roleIds = Object.fromEntries(roles.map((r) => [r.role_name, r.role_id]));
});
afterAll(() => ctx.close());

const call = (user: { auth: Record<string, string> } | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.org`;

async function addStaff(by: TestUser, fields: Record<string, unknown> = {}) {
  const email = uniqueEmail('staff');
  const response = await call(by, 'POST', '/permission/staff', {
    work_email: email,
    emp_name: `Staff ${counter}`,
    role_ids: [roleIds['Field Facilitator']],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { user_id: number; temporary_password: string };
  return { email, userId: body.user_id, password: body.temporary_password };
}

async function signInAs(email: string, password: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return { auth: { authorization: `Bearer ${response.json().token}` } };
}

const member = async (userId: number) => {
  const rows = await queryRows<{ version: number; status_id: number }>(
    ctx.handle.db,
    sql`SELECT version, status_id FROM users WHERE user_id = ${userId}`,
  );
  return rows[0];
};

const history = async (subject: string, subjectId: number) =>
  (await call(admin, 'GET', `/permission/history?subject=${subject}&subject_id=${subjectId}`)).json().history as {
    action: string;
    changes: { field: string; from: string | null; to: string | null }[];
    user_name: string | null;
    subject_name: string;
  }[];

describe('Staff and roles: who may call', () => {
  it('refuses every call without the permission (403) and without a token (401)', async () => {
    const facilitator = await ctx.signIn('Field Facilitator');
    const manager = await ctx.signIn('Programme Manager');
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
      ['GET', '/permission/staff'],
      ['POST', '/permission/staff'],
      ['PUT', `/permission/staff/${admin.userId}`],
      ['POST', `/permission/staff/${admin.userId}/deactivate`],
      ['POST', `/permission/staff/${admin.userId}/reactivate`],
      ['POST', `/permission/staff/${admin.userId}/reset-password`],
      ['GET', '/permission/roles'],
      ['POST', '/permission/roles'],
      ['PUT', `/permission/roles/${roleIds.Administrator}`],
      ['POST', `/permission/roles/${roleIds.Administrator}/retire`],
      ['POST', `/permission/roles/${roleIds.Administrator}/restore`],
      ['GET', '/permission/history'],
    ];
    for (const [method, url] of calls) {
      for (const user of [facilitator, manager]) {
        const response = await call(user, method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
      expect((await call(null, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
    expect((await member(admin.userId)).status_id).toBe(1);
  });
});

describe('adding staff and their first sign-in', () => {
  it('adds a member with a temporary password they must change before anything else', async () => {
    const added = await addStaff(admin, { office_location: 'Mysuru', mobile: '98450 12345' });
    expect(added.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const them = await signInAs(added.email, added.password);
    const menu = await call(them, 'GET', '/user/get-role-menu');
    expect(menu.statusCode).toBe(200);
    expect(menu.json().user.must_change_password).toBe(true);
    const list = await call(them, 'GET', '/beneficiary/get-beneficiaries-list?limit=1&offset=0');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('passwordChangeRequired');
    expect((await call(them, 'POST', '/auth/change-password', { password: 'their-own-secret' })).statusCode).toBe(200);
    expect((await call(them, 'GET', '/beneficiary/get-beneficiaries-list?limit=1&offset=0')).statusCode).toBe(200);
    expect((await call(them, 'GET', '/user/get-role-menu')).json().user.must_change_password).toBe(false);
    const [entry] = await history('user', added.userId);
    expect(entry).toMatchObject({ action: 'userCreated', changes: [{ field: 'roles', from: null, to: 'Field Facilitator' }] });
  });

  it('refuses a taken e-mail, an unknown or retired role and a bad field, each with its code, adding nobody', async () => {
    const before = (await call(admin, 'GET', '/permission/staff')).json().total;
    const attempts: [object, number, string][] = [
      [{ work_email: admin.email.toUpperCase(), emp_name: 'Again', role_ids: [roleIds.Administrator] }, 409, 'emailTaken'],
      [{ work_email: uniqueEmail('x'), emp_name: 'X', role_ids: [999_999] }, 404, 'roleNotFound'],
      [{ work_email: 'not-an-email', emp_name: 'X', role_ids: [roleIds.Administrator] }, 400, 'invalidInput'],
      [{ work_email: uniqueEmail('x'), emp_name: '   ', role_ids: [roleIds.Administrator] }, 400, 'invalidInput'],
      [{ work_email: uniqueEmail('x'), emp_name: 'X', role_ids: [] }, 400, 'invalidInput'],
      [
        { work_email: uniqueEmail('x'), emp_name: 'X', role_ids: [roleIds.Administrator], manager: 'nobody@x.org' },
        400,
        'managerNotFound',
      ],
      [
        { work_email: uniqueEmail('x'), emp_name: 'X', role_ids: [roleIds.Administrator], mobile: 'call me' },
        400,
        'invalidInput',
      ],
    ];
    for (const [payload, status, code] of attempts) {
      const response = await call(admin, 'POST', '/permission/staff', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const invalid = await call(admin, 'POST', '/permission/staff', { work_email: 'x', emp_name: 'X', role_ids: [1] });
    expect(invalid.json().Message).toBe('Enter a valid e-mail address.');
    expect((await call(admin, 'GET', '/permission/staff')).json().total).toBe(before);
  });
});

describe('the staff list', () => {
  it('searches by name, e-mail and employee number, filters by role, status and office, in pages with the total', async () => {
    const office = `Office ${Date.now()}`;
    const made = [];
    for (let i = 0; i < STAFF_PAGE_SIZE + 2; i++)
      made.push(await addStaff(admin, { office_location: office, employee_number: `N${Date.now()}-${i}` }));
    const first = (await call(admin, 'GET', `/permission/staff?office=${encodeURIComponent(office)}`)).json();
    expect(first.total).toBe(STAFF_PAGE_SIZE + 2);
    expect(first.rows).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.offices).toContain(office);
    const second = (await call(admin, 'GET', `/permission/staff?office=${encodeURIComponent(office)}&page=2`)).json();
    expect(second.rows).toHaveLength(2);
    expect(new Set([...first.rows, ...second.rows].map((r: { user_id: number }) => r.user_id)).size).toBe(STAFF_PAGE_SIZE + 2);
    const byEmail = (await call(admin, 'GET', `/permission/staff?search=${encodeURIComponent(made[3].email)}`)).json();
    expect(byEmail.rows.map((r: { user_id: number }) => r.user_id)).toEqual([made[3].userId]);
    const number = byEmail.rows[0].employee_number;
    const byNumber = (await call(admin, 'GET', `/permission/staff?search=${number}`)).json();
    expect(byNumber.rows.map((r: { user_id: number }) => r.user_id)).toEqual([made[3].userId]);
    const wildcard = (await call(admin, 'GET', '/permission/staff?search=%25')).json();
    expect(wildcard.total).toBe(0);
    await call(admin, 'POST', `/permission/staff/${made[0].userId}/deactivate`);
    const inactive = (await call(admin, 'GET', `/permission/staff?office=${encodeURIComponent(office)}&status=inactive`)).json();
    expect(inactive.rows.map((r: { user_id: number }) => r.user_id)).toEqual([made[0].userId]);
    const byRole = (
      await call(admin, 'GET', `/permission/staff?office=${encodeURIComponent(office)}&role_id=${roleIds.Administrator}`)
    ).json();
    expect(byRole.total).toBe(0);
    for (const bad of ['page=0', 'page=401', 'status=gone', 'role_id=x', `search=${'a'.repeat(101)}`])
      expect((await call(admin, 'GET', `/permission/staff?${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('changing a member of staff', () => {
  it('gives new roles at their next request, records old and new, and refuses an edit begun from an older version', async () => {
    const added = await addStaff(admin);
    const them = await signInAs(added.email, added.password);
    await call(them, 'POST', '/auth/change-password', { password: 'their-own-secret' });
    expect((await call(them, 'GET', '/dashboard/headline')).statusCode).toBe(403);
    const { version } = await member(added.userId);
    const change = {
      emp_name: 'Renamed Person',
      role_ids: [roleIds['Programme Manager']],
      job_title: 'Cluster lead',
      manager: admin.email,
      version,
    };
    const saved = await call(admin, 'PUT', `/permission/staff/${added.userId}`, change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(them, 'GET', '/dashboard/headline')).statusCode).not.toBe(403);
    const menu = (await call(them, 'GET', '/user/get-role-menu')).json();
    expect(menu.menus.map((m: { action: string }) => m.action)).toContain('dashboard');
    const stale = await call(admin, 'PUT', `/permission/staff/${added.userId}`, { ...change, emp_name: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('editConflict');
    const [entry] = await history('user', added.userId);
    expect(entry.action).toBe('userUpdated');
    const [named] = await queryRows<{ n: string }>(
      ctx.handle.db,
      sql`SELECT emp_name AS n FROM users WHERE user_id = ${admin.userId}`,
    );
    expect(entry.user_name).toBe(named.n);
    expect(entry.changes).toEqual([
      { field: 'emp_name', from: expect.stringMatching(/^Staff /), to: 'Renamed Person' },
      { field: 'roles', from: 'Field Facilitator', to: 'Programme Manager' },
      { field: 'job_title', from: null, to: 'Cluster lead' },
      { field: 'manager', from: null, to: admin.email },
    ]);
    expect((await call(admin, 'PUT', '/permission/staff/999999', { ...change, version: 1 })).statusCode).toBe(404);
    expect(
      (
        await call(admin, 'PUT', `/permission/staff/${added.userId}`, { ...change, manager: added.email, version: version + 1 })
      ).json().code,
    ).toBe('managerSelf');
  });

  it('deactivating ends their sessions at once; reactivating lets them sign in again; a reset password must be changed', async () => {
    const added = await addStaff(admin);
    const them = await signInAs(added.email, added.password);
    expect((await call(admin, 'POST', `/permission/staff/${added.userId}/deactivate`)).statusCode).toBe(200);
    expect((await call(them, 'GET', '/user/get-role-menu')).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/userNormalLogin',
      payload: { email: added.email, password: added.password },
    });
    expect(refused.statusCode).toBe(401);
    expect((await call(admin, 'POST', `/permission/staff/${added.userId}/reactivate`)).statusCode).toBe(200);
    const again = await signInAs(added.email, added.password);
    const reset = await call(admin, 'POST', `/permission/staff/${added.userId}/reset-password`);
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const temporary = reset.json().temporary_password as string;
    expect(temporary).not.toBe(added.password);
    expect((await call(again, 'GET', '/user/get-role-menu')).statusCode).toBe(401);
    const fresh = await signInAs(added.email, temporary);
    expect((await call(fresh, 'GET', '/org/get-district-list/1')).json().code).toBe('passwordChangeRequired');
    expect((await history('user', added.userId)).map((e) => e.action)).toEqual([
      'passwordReset',
      'userReactivated',
      'userDeactivated',
      'userCreated',
    ]);
  });

  it('a temporary password signs in for its hours only; the member shows it, a reset or their own password ends it', async () => {
    const added = await addStaff(admin);
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: { email: added.email, password } });
    const [{ hours }] = await queryRows<{ hours: number }>(
      ctx.handle.db,
      sql`SELECT round(extract(epoch FROM password_expires_at - now()) / 3600)::int AS hours FROM users WHERE user_id = ${added.userId}`,
    );
    expect(hours).toBe(TEMPORARY_PASSWORD_HOURS);
    const expire = () =>
      ctx.handle.db.execute(
        sql`UPDATE users SET password_expires_at = now() - interval '1 minute' WHERE user_id = ${added.userId}`,
      );
    const shown = async () =>
      ((await call(admin, 'GET', `/permission/staff?search=${encodeURIComponent(added.email)}`)).json().rows as StaffMember[])[0];
    expect(await shown()).toMatchObject({ must_change_password: true, temporary_password_expired: false });

    await expire();
    const expired = await login(added.password);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'temporaryPasswordExpired', Message: LOGIN_TEXT.temporaryExpired });
    // a wrong password learns nothing of it
    expect((await login('not-their-password')).json().code).toBe('invalidCredentials');
    expect(await shown()).toMatchObject({ must_change_password: true, temporary_password_expired: true });

    const reset = (await call(admin, 'POST', `/permission/staff/${added.userId}/reset-password`)).json()
      .temporary_password as string;
    expect(await shown()).toMatchObject({ temporary_password_expired: false });
    const them = await signInAs(added.email, reset);
    expect((await call(them, 'POST', '/auth/change-password', { password: 'their-own-secret' })).statusCode).toBe(200);
    // their own password has no end
    const [own] = await queryRows<{ until: string | null }>(
      ctx.handle.db,
      sql`SELECT password_expires_at AS until FROM users WHERE user_id = ${added.userId}`,
    );
    expect(own.until).toBeNull();
    expect((await login('their-own-secret')).statusCode).toBe(200);
    expect(await shown()).toMatchObject({ must_change_password: false, temporary_password_expired: false });
  });
});

describe('guard rails', () => {
  it('nobody takes away their own access to this page', async () => {
    const self = await ctx.signIn('Administrator');
    const { version } = await member(self.userId);
    const demoted = await call(self, 'PUT', `/permission/staff/${self.userId}`, {
      emp_name: 'Me',
      role_ids: [roleIds['Field Facilitator']],
      version,
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().code).toBe('ownAccess');
    const deactivated = await call(self, 'POST', `/permission/staff/${self.userId}/deactivate`);
    expect(deactivated.json().code).toBe('ownAccess');
    expect(await member(self.userId)).toEqual({ version, status_id: 1 });
  });

  it('the last active administrator with * is not deactivated, demoted or left without *', async () => {
    const own = await createTestContext();
    try {
      const keeper = await own.signIn('Administrator');
      const staffRole = await own.app.inject({
        method: 'POST',
        url: '/api/v1/permission/roles',
        headers: keeper.auth,
        payload: { role_name: 'Staff Administrator', permissions: ['permission'], menu_ids: [] },
      });
      const staffRoleId = staffRole.json().role_id as number;
      const created = await own.app.inject({
        method: 'POST',
        url: '/api/v1/permission/staff',
        headers: keeper.auth,
        payload: { work_email: uniqueEmail('sa'), emp_name: 'Staff Admin', role_ids: [staffRoleId] },
      });
      const staffAdmin = created.json() as { user_id: number; temporary_password: string };
      // every other active holder of * goes, so that the keeper is the last
      await own.handle.db.execute(
        sql`UPDATE users SET status_id = 2 WHERE user_id NOT IN (${keeper.userId}, ${staffAdmin.user_id})`,
      );
      const email = (
        await queryRows<{ e: string }>(
          own.handle.db,
          sql`SELECT work_email AS e FROM users WHERE user_id = ${staffAdmin.user_id}`,
        )
      )[0].e;
      const login = await own.app.inject({
        method: 'POST',
        url: '/api/v1/auth/userNormalLogin',
        payload: { email, password: staffAdmin.temporary_password },
      });
      const sa = { authorization: `Bearer ${login.json().token}` };
      await own.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: sa,
        payload: { password: 'staff-admin-1' },
      });
      const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
        own.app.inject({ method, url: `/api/v1${url}`, headers: sa, ...(payload ? { payload } : {}) });
      const deactivate = await send('POST', `/permission/staff/${keeper.userId}/deactivate`);
      expect(deactivate.statusCode).toBe(409);
      expect(deactivate.json().code).toBe('lastAdministrator');
      expect(deactivate.json().Message).toBe('This would leave no active administrator with every permission (*).');
      const { version } = (
        await queryRows<{ version: number }>(own.handle.db, sql`SELECT version FROM users WHERE user_id = ${keeper.userId}`)
      )[0];
      const demote = await send('PUT', `/permission/staff/${keeper.userId}`, {
        emp_name: 'K',
        role_ids: [roleIds['Field Facilitator']],
        version,
      });
      expect(demote.json().code).toBe('lastAdministrator');
      const adminRole = (await own.app.inject({ method: 'GET', url: '/api/v1/permission/roles', headers: sa }))
        .json()
        .roles.find((r: { role_id: number }) => r.role_id === roleIds.Administrator);
      const narrowed = await send('PUT', `/permission/roles/${roleIds.Administrator}`, {
        role_name: 'Administrator',
        permissions: ['beneficiary', 'permission'],
        menu_ids: adminRole.menu_ids,
        version: adminRole.version,
      });
      expect(narrowed.json().code).toBe('lastAdministrator');
      const retired = await send('POST', `/permission/roles/${roleIds.Administrator}/retire`);
      expect(retired.json().code).toBe('roleInUse');
      const after = await queryRows<{ status_id: number; role_permissions: string }>(
        own.handle.db,
        sql`SELECT u.status_id, r.role_permissions FROM users u, roles r WHERE u.user_id = ${keeper.userId} AND r.role_id = ${roleIds.Administrator}`,
      );
      expect(after).toEqual([{ status_id: 1, role_permissions: '*' }]);
    } finally {
      await own.close();
    }
  });
});

describe('roles', () => {
  it('creates, changes and retires a role; its holders follow at their next request; the history says what changed', async () => {
    const listed = (await call(admin, 'GET', '/permission/roles')).json();
    const dashboardMenu = listed.menus.find((m: { action: string }) => m.action === 'dashboard').menu_id;
    const created = await call(admin, 'POST', '/permission/roles', {
      role_name: 'District Coordinator',
      permissions: ['beneficiary', 'beneficiary', 'hrportal'],
      menu_ids: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const roleId = created.json().role_id as number;
    const taken = await call(admin, 'POST', '/permission/roles', {
      role_name: 'District Coordinator',
      permissions: [],
      menu_ids: [],
    });
    expect(taken.json().code).toBe('roleNameTaken');
    const holder = await addStaff(admin, { role_ids: [roleId] });
    const them = await signInAs(holder.email, holder.password);
    await call(them, 'POST', '/auth/change-password', { password: 'their-own-secret' });
    expect((await call(them, 'GET', '/dashboard/headline')).statusCode).toBe(403);
    const role = (await call(admin, 'GET', '/permission/roles'))
      .json()
      .roles.find((r: { role_id: number }) => r.role_id === roleId);
    expect(role).toMatchObject({ permissions: ['beneficiary', 'hrportal'], staff: 1, status_id: 1 });
    const changed = await call(admin, 'PUT', `/permission/roles/${roleId}`, {
      role_name: 'District Co-ordinator',
      permissions: ['beneficiary', 'dashboard', 'hrportal'],
      menu_ids: [dashboardMenu],
      version: role.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(them, 'GET', '/dashboard/headline')).statusCode).not.toBe(403);
    const menu = (await call(them, 'GET', '/user/get-role-menu')).json();
    expect(menu.menus.map((m: { action: string }) => m.action)).toEqual(['dashboard']);
    const stale = await call(admin, 'PUT', `/permission/roles/${roleId}`, {
      role_name: 'Late',
      permissions: [],
      menu_ids: [],
      version: role.version,
    });
    expect(stale.json().code).toBe('editConflict');
    expect((await call(admin, 'POST', `/permission/roles/${roleId}/retire`)).json().code).toBe('roleInUse');
    await call(admin, 'POST', `/permission/staff/${holder.userId}/deactivate`);
    expect((await call(admin, 'POST', `/permission/roles/${roleId}/retire`)).statusCode).toBe(200);
    const given = await call(admin, 'POST', '/permission/staff', {
      work_email: uniqueEmail('r'),
      emp_name: 'R',
      role_ids: [roleId],
    });
    expect(given.json().code).toBe('roleNotActive');
    // a holder brought back holds a retired role: it grants nothing
    await call(admin, 'POST', `/permission/staff/${holder.userId}/reactivate`);
    const back = await signInAs(holder.email, 'their-own-secret');
    expect((await call(back, 'GET', '/beneficiary/get-beneficiaries-list?limit=1&offset=0')).statusCode).toBe(403);
    expect((await call(back, 'GET', '/user/get-role-menu')).json().menus).toEqual([]);
    const entries = await history('role', roleId);
    expect(entries.map((e) => e.action)).toEqual(['roleRetired', 'roleUpdated', 'roleCreated']);
    expect(entries[1].changes).toEqual([
      { field: 'role_name', from: 'District Coordinator', to: 'District Co-ordinator' },
      { field: 'permissions', from: 'beneficiary,hrportal', to: 'beneficiary,dashboard,hrportal' },
      { field: 'menus', from: '', to: 'Dashboard' },
    ]);
    expect(entries[1].subject_name).toBe('District Coordinator');
  });

  it('keeps * alone, refuses unknown menu entries and bad permission names', async () => {
    const everything = await call(admin, 'POST', '/permission/roles', {
      role_name: `All ${Date.now()}`,
      permissions: ['beneficiary', '*'],
      menu_ids: [],
    });
    const role = (await call(admin, 'GET', '/permission/roles'))
      .json()
      .roles.find((r: { role_id: number }) => r.role_id === everything.json().role_id);
    expect(role.permissions).toEqual(['*']);
    expect(
      (await call(admin, 'POST', '/permission/roles', { role_name: 'M', permissions: [], menu_ids: [99999] })).json().code,
    ).toBe('menuNotFound');
    for (const permissions of [['Beneficiary'], ['a,b'], ['../x'], ['x'.repeat(60)]])
      expect((await call(admin, 'POST', '/permission/roles', { role_name: 'P', permissions, menu_ids: [] })).statusCode).toBe(
        400,
      );
  });
});

describe('the Administration history', () => {
  it('pages newest first, as a person history does', async () => {
    for (let i = 0; i < ADMIN_HISTORY_PAGE_SIZE + 1; i++) await addStaff(admin);
    const first = (await call(admin, 'GET', '/permission/history')).json();
    expect(first.history).toHaveLength(ADMIN_HISTORY_PAGE_SIZE);
    expect(first.older).not.toBeNull();
    const ids = first.history.map((e: { admin_event_id: number }) => e.admin_event_id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = (await call(admin, 'GET', `/permission/history?before=${first.older}`)).json();
    expect(second.history[0].admin_event_id).toBeLessThan(ids[ids.length - 1]);
    expect((await call(admin, 'GET', '/permission/history?before=abc')).statusCode).toBe(400);
  });

  it('is append-only', async () => {
    await expect(ctx.handle.db.execute(sql`UPDATE admin_events SET subject_name = 'x'`)).rejects.toThrow();
    await expect(ctx.handle.db.execute(sql`DELETE FROM admin_events`)).rejects.toThrow();
  });
});

describe('importing the staff sheet through the page', () => {
  const sheetOf = async (rows: Record<string, string>[]) => {
    const XLSX = (await import('@e965/xlsx')).default;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Staff');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const upload = (user: { auth: Record<string, string> }, body: Buffer | string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/permission/staff/import',
      headers: { ...user.auth, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('adds and fills in staff, reports each rejected row by its problem, and records who did it', async () => {
    const email = uniqueEmail('sheet');
    const file = await sheetOf([
      { Email: email, Name: 'Sheet Person', Role: 'Field Facilitator', 'Office Location': 'Hassan' },
      { Email: 'broken', Name: 'Broken' },
      { Email: uniqueEmail('emperor'), Name: 'Emperor', Role: 'Emperor' },
    ]);
    const response = await upload(admin, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Status: true,
      created: 1,
      updated: 0,
      rejected: [
        { row: 3, problem: 'emailInvalid', value: null },
        { row: 4, problem: 'unknownRole', value: 'Emperor' },
      ],
    });
    const [person] = (await call(admin, 'GET', `/permission/staff?search=${encodeURIComponent(email)}`)).json().rows;
    expect(person).toMatchObject({
      emp_name: 'Sheet Person',
      office_location: 'Hassan',
      roles: [{ role_name: 'Field Facilitator' }],
    });
    const [created] = await history('user', person.user_id);
    expect(created).toMatchObject({ action: 'userCreated', changes: [{ field: 'roles', from: null, to: 'Field Facilitator' }] });
    const again = await upload(admin, await sheetOf([{ Email: email, Name: 'Sheet Person', 'Office Location': 'Hunsur' }]));
    expect(again.json()).toMatchObject({ created: 0, updated: 1, rejected: [] });
    const [changed] = await history('user', person.user_id);
    expect(changed).toMatchObject({
      action: 'userUpdated',
      changes: [{ field: 'office_location', from: 'Hassan', to: 'Hunsur' }],
    });
  });

  it('refuses what is no sheet, an empty body and a caller without the permission, changing nothing', async () => {
    const facilitator = await ctx.signIn('Field Facilitator');
    const before = (await call(admin, 'GET', '/permission/staff')).json().total;
    const noEmailColumn = await sheetOf([{ Person: 'Who', Place: 'Where' }]);
    for (const body of [Buffer.from('%PDF-1.4 not a sheet at all \u0000\u0001'), Buffer.alloc(0), noEmailColumn]) {
      const response = await upload(admin, body);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).toBe(400);
    }
    expect((await upload(facilitator, await sheetOf([{ Email: uniqueEmail('x'), Name: 'X' }]))).statusCode).toBe(403);
    const large = await upload(admin, Buffer.alloc(10 * 1024 * 1024 + 1, 65));
    expect(large.statusCode).toBe(413);
    expect((await call(admin, 'GET', '/permission/staff')).json().total).toBe(before);
  });
});

describe('the staff sheet as LibreOffice writes it under English (India)', () => {
  const fixture = (name: string) =>
    readFileSync(path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/spreadsheets', name));
  const upload = (name: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/permission/staff/import',
      headers: { ...admin.auth, 'content-type': 'application/octet-stream' },
      payload: fixture(name),
    });
  const person = async (email: string) =>
    (await call(admin, 'GET', `/permission/staff?search=${encodeURIComponent(email)}`)).json().rows[0];

  it('reads .xlsx and .xls alike: numbers as typed, a manager of the same sheet, the bad rows named; Kannada offices kept', async () => {
    const first = (await upload('staff-sheet.xlsx')).json();
    expect(first).toMatchObject({ created: 3, updated: 0 });
    expect(first.rejected).toEqual([
      { row: 5, problem: 'emailInvalid', value: null },
      { row: 6, problem: 'unknownRole', value: 'Emperor' },
      { row: 7, problem: 'managerSelf', value: null },
    ]);
    expect(await person('kavya.hegde@example.org')).toMatchObject({
      emp_id: 'KA-2001',
      mobile: '9845012345',
      office_location: 'Hunsur',
      roles: [{ role_name: 'Field Facilitator' }],
    });
    expect(await person('prakash.naik@example.org')).toMatchObject({
      mobile: '98450 22222',
      roles: [{ role_name: 'Programme Manager' }],
    });
    expect(await person('suma.k@example.org')).toMatchObject({ mobile: '9845033333', manager: 'prakash.naik@example.org' });
    const again = (await upload('staff-sheet.xls')).json();
    expect(again).toMatchObject({ created: 0, updated: 3 });
    expect(again.rejected.map((r: { row: number }) => r.row)).toEqual([5, 6, 7]);
    const suma = await person('suma.k@example.org');
    expect((await history('user', suma.user_id)).map((e) => e.action)).toEqual(['userCreated']);
    expect((await upload('staff-sheet-kannada-office.xlsx')).json()).toMatchObject({ created: 0, updated: 3 });
    expect(await person('prakash.naik@example.org')).toMatchObject({ emp_name: 'ಪ್ರಕಾಶ್ ನಾಯಕ್', office_location: 'ಮೈಸೂರು' });
    const [renamed] = await history('user', suma.user_id);
    expect(renamed.changes).toEqual([{ field: 'office_location', from: 'Hunsur', to: 'ಹುಣಸೂರು' }]);
  });
});
