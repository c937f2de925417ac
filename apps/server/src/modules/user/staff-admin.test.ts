import XLSX from '@e965/xlsx';
import { encodeEmployeeId } from '@portal/contract/base64-id';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createUser } from '../../accounts/users.ts';
import { queryRows } from '../../db/client.ts';
import { deactivateByEmail } from '../staff/staff.service.ts';
import { setEmployeeFields } from './employee-fields.ts';
import { importStaff, staffImportReason } from './staff-import.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function sheet(rows: Record<string, string>[], type: 'xlsx' | 'csv' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Staff');
  return XLSX.write(book, { type: 'buffer', bookType: type });
}

const profile = async (empId: string) => {
  const admin = await ctx.signIn('Administrator');
  return (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/get-user-profile-details/${encodeEmployeeId(empId)}`,
      headers: admin.auth,
    })
  ).json();
};

describe('employee fields from the command line', () => {
  it('fills the profile fields of a user', async () => {
    const user = await createUser(ctx.handle.db, {
      email: 'asha@example.org',
      name: 'Asha',
      roleName: 'Field Facilitator',
      password: 'secret-1',
    });
    await createUser(ctx.handle.db, {
      email: 'ravi@example.org',
      name: 'Ravi Kumar',
      roleName: 'Administrator',
      password: 'secret-1',
    });
    await setEmployeeFields(ctx.handle.db, 'ASHA@example.org', {
      'job-title': 'Field Officer',
      manager: 'Ravi@Example.org',
      office: 'Mysuru',
      'pay-grade': 'G4',
    });
    expect((await profile(user.empId)).user).toMatchObject({
      job_title: 'Field Officer',
      manager_name: 'Ravi Kumar',
      office_location: 'Mysuru',
      pay_grade: 'G4',
    });
  });

  it('sets the reporting line by the e-mail or employee number of the manager, and clears it', async () => {
    const manager = await createUser(ctx.handle.db, {
      email: 'meena@example.org',
      name: 'Meena Rao',
      roleName: 'Administrator',
      password: 'secret-1',
      empId: 'KA-0007',
    });
    await createUser(ctx.handle.db, {
      email: 'suma@example.org',
      name: 'Suma',
      roleName: 'Field Facilitator',
      password: 'secret-1',
    });
    const line = async () =>
      (
        await queryRows<{ manager_id: number | null; manager_name: string | null }>(
          ctx.handle.db,
          sql`SELECT manager_id, manager_name FROM users WHERE work_email = 'suma@example.org'`,
        )
      )[0];
    await setEmployeeFields(ctx.handle.db, 'suma@example.org', { manager: 'ka-0007' });
    expect(await line()).toEqual({ manager_id: manager.userId, manager_name: 'Meena Rao' });
    await setEmployeeFields(ctx.handle.db, 'suma@example.org', { manager: '' });
    expect(await line()).toEqual({ manager_id: null, manager_name: null });
    await setEmployeeFields(ctx.handle.db, 'suma@example.org', { manager: 'meena@example.org' });
    expect(await line()).toEqual({ manager_id: manager.userId, manager_name: 'Meena Rao' });
    // a name is no longer enough, nor an e-mail nobody has, nor oneself; nothing changes
    await expect(setEmployeeFields(ctx.handle.db, 'suma@example.org', { manager: 'Meena Rao' })).rejects.toThrow(
      /no user has the e-mail or employee number Meena Rao/,
    );
    await expect(setEmployeeFields(ctx.handle.db, 'suma@example.org', { manager: 'ghost@example.org' })).rejects.toThrow(
      /no user/,
    );
    await expect(setEmployeeFields(ctx.handle.db, 'meena@example.org', { manager: 'KA-0007' })).rejects.toThrow(/themselves/);
    expect(await line()).toEqual({ manager_id: manager.userId, manager_name: 'Meena Rao' });
  });

  it('refuses an unknown user, no fields, or a bad mobile number', async () => {
    await expect(setEmployeeFields(ctx.handle.db, 'nobody@example.org', { office: 'x' })).rejects.toThrow(/No user/);
    await expect(setEmployeeFields(ctx.handle.db, 'asha@example.org', {})).rejects.toThrow(/at least one field/);
    await expect(setEmployeeFields(ctx.handle.db, 'asha@example.org', { mobile: 'call me' })).rejects.toThrow(/mobile/);
  });
});

describe('staff import', () => {
  it('creates new staff, updates known ones, and reports bad rows', async () => {
    await createUser(ctx.handle.db, {
      email: 'known@example.org',
      name: 'Known',
      roleName: 'Field Facilitator',
      password: 'secret-1',
    });
    const report = await importStaff(
      ctx.handle.db,
      sheet([
        { Email: 'known@example.org', Name: 'Known Person', 'Job Title': 'Coordinator', 'Cost Centre': 'CC-12' },
        {
          Email: 'new.person@example.org',
          Name: 'New Person',
          Role: 'Field Facilitator',
          'Employee ID': 'KA-0042',
          'Office Location': 'Hassan',
        },
        { Email: 'not-an-email', Name: 'Broken' },
        { Email: 'role@example.org', Name: 'Wrong Role', Role: 'Emperor' },
      ]),
    );
    expect(report).toEqual({
      created: 1,
      updated: 1,
      rejected: [
        { row: 4, problem: 'emailInvalid', value: null },
        { row: 5, problem: 'unknownRole', value: 'Emperor' },
      ],
    });
    const created = await profile('KA-0042');
    expect(created.user).toMatchObject({ emp_name: 'New Person', office_location: 'Hassan' });
    expect(created.userRoles).toEqual([{ role_name: 'Field Facilitator', role_permissions: 'beneficiary' }]);
  });

  it('links each person to their manager, one of the same sheet or already there; a manager nobody is rejects the row', async () => {
    const head = await createUser(ctx.handle.db, {
      email: 'head@example.org',
      name: 'District Head',
      roleName: 'Administrator',
      password: 'secret-1',
    });
    const report = await importStaff(
      ctx.handle.db,
      sheet([
        { Email: 'lead@example.org', Name: 'Team Lead', 'Employee ID': 'KA-0100', Manager: 'HEAD@example.org' },
        { Email: 'member@example.org', Name: 'Team Member', Manager: 'ka-0100' },
        { Email: 'stray@example.org', Name: 'Stray', Manager: 'Somebody Else' },
        { Email: 'loop@example.org', Name: 'Loop', 'Employee Number': 'E-9', Manager: 'E-9' },
      ]),
    );
    expect(report).toEqual({
      created: 2,
      updated: 0,
      rejected: [
        { row: 4, problem: 'managerNotFound', value: 'Somebody Else' },
        { row: 5, problem: 'managerSelf', value: null },
      ],
    });
    const lines = await queryRows<{ work_email: string; manager: string | null; manager_name: string | null }>(
      ctx.handle.db,
      sql`SELECT u.work_email, m.work_email AS manager, u.manager_name FROM users u LEFT JOIN users m ON m.user_id = u.manager_id
          WHERE u.work_email IN ('lead@example.org', 'member@example.org', 'stray@example.org', 'loop@example.org') ORDER BY u.work_email`,
    );
    expect(lines).toEqual([
      { work_email: 'lead@example.org', manager: 'head@example.org', manager_name: 'District Head' },
      { work_email: 'member@example.org', manager: 'lead@example.org', manager_name: 'Team Lead' },
    ]);
    expect(head.userId).toBeGreaterThan(0);
  });

  it('names no deactivated user as a manager, on the command line or in a sheet', async () => {
    await createUser(ctx.handle.db, {
      email: 'gone@example.org',
      name: 'Gone Away',
      roleName: 'Administrator',
      password: 'secret-2',
    });
    await createUser(ctx.handle.db, {
      email: 'stays@example.org',
      name: 'Stays',
      roleName: 'Field Facilitator',
      password: 'secret-3',
    });
    await deactivateByEmail(ctx.handle.db, 'gone@example.org');
    await expect(setEmployeeFields(ctx.handle.db, 'stays@example.org', { manager: 'gone@example.org' })).rejects.toThrow(
      /gone@example.org is deactivated; name an active user/,
    );
    const report = await importStaff(
      ctx.handle.db,
      sheet([{ Email: 'stays@example.org', Name: 'Stays', Manager: 'gone@example.org' }]),
    );
    expect(report.rejected).toEqual([{ row: 2, problem: 'managerInactive', value: 'gone@example.org' }]);
    expect(staffImportReason(report.rejected[0])).toBe('manager gone@example.org is deactivated; name an active user');
    const [line] = await queryRows<{ manager_id: number | null }>(
      ctx.handle.db,
      sql`SELECT manager_id FROM users WHERE work_email = 'stays@example.org'`,
    );
    expect(line.manager_id).toBeNull();
  });

  it('reads CSV as well, and gives the same data when run twice', async () => {
    const file = sheet([{ email: 'csv.person@example.org', name: 'Csv Person', 'job title': 'Analyst' }], 'csv');
    expect((await importStaff(ctx.handle.db, file)).created).toBe(1);
    expect(await importStaff(ctx.handle.db, file)).toEqual({ created: 0, updated: 1, rejected: [] });
  });

  it('cannot sign in a created staff member with a password until one is set', async () => {
    await importStaff(ctx.handle.db, sheet([{ Email: 'nopass@example.org', Name: 'No Pass', Role: 'Field Facilitator' }]));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/userNormalLogin',
      payload: { email: 'nopass@example.org', password: 'anything' },
    });
    expect(response.statusCode).toBe(401);
  });
});
