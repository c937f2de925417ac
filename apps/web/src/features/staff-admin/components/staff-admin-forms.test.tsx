import type { AdminRole, RolesResponse } from '@portal/contract/staff-admin';
import { STAFF_ADMIN_TEXT as T } from '@portal/contract/staff-admin-text';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ROLE_MENU } from '../../../test/fake-answers.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { RoleFormModal } from './role-form-modal.tsx';
import { StaffFormModal } from './staff-form-modal.tsx';

// the forms' rules and what they send; the journeys (sign-in with the temporary password, the menu
// following a role) are the browser's (e2e/tests/staff-admin.spec.ts)

const role = (role_id: number, role_name: string, permissions: string[], status_id = 1): AdminRole => ({
  role_id,
  role_name,
  permissions,
  menu_ids: [],
  status_id,
  staff: 0,
  version: 3,
});
const ROLES = [role(1, 'Administrator', ['*']), role(2, 'Field Facilitator', ['beneficiary']), role(9, 'Old role', [], 2)];
const MENUS: RolesResponse['menus'] = [
  { menu_id: 1, menu_name: 'Dashboard', action: 'dashboard' },
  { menu_id: 4, menu_name: 'Beneficiary', action: 'beneficiary' },
];

describe('Add staff form', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'POST /permission/staff': { Status: true, user_id: 77, temporary_password: 'abcd-efgh-jkmn' },
    });
  });
  afterEach(() => api.restore());

  it('asks for an e-mail, a name and a role, offers no retired role, and hands the temporary password over', async () => {
    let added: [string, string] | undefined;
    await renderScreen(
      <StaffFormModal roles={ROLES} onClose={() => {}} onAdded={(name, password) => (added = [name, password])} />,
    );
    const dialog = page.getByRole('dialog', { name: T.addTitle });
    await expect.element(dialog.getByRole('checkbox', { name: 'Old role' })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.element(dialog.getByText(T.emailInvalid)).toBeVisible();
    await expect.element(dialog.getByText(T.nameRequired)).toBeVisible();
    await expect.element(dialog.getByText(T.rolesRequired)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await dialog.getByRole('textbox', { name: T.email, exact: true }).fill('Asha@Example.org ');
    await dialog.getByRole('textbox', { name: T.name, exact: true }).fill('Asha');
    await dialog.getByRole('checkbox', { name: 'Field Facilitator' }).click();
    await dialog.getByRole('textbox', { name: T.mobile }).fill('call me');
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.element(dialog.getByText(T.mobileInvalid)).toBeVisible();
    await dialog.getByRole('textbox', { name: T.mobile }).fill('98450 12345');
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.poll(() => added).toEqual(['Asha', 'abcd-efgh-jkmn']);
    const sent = api.calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toMatchObject({ work_email: 'asha@example.org', emp_name: 'Asha', role_ids: [2], mobile: '98450 12345' });
    // the answer holds a password: no key, so the server keeps no copy of it
    expect(api.calls.find((c) => c.method === 'POST')?.headers.get('idempotency-key')).toBeNull();
  });

  it("a change sends the member's version and shows a refusal in words", async () => {
    api.restore();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'PUT /permission/staff/5': { status: 409, body: { Status: false, Message: T.editConflict, code: 'editConflict' } },
    });
    const member = {
      user_id: 5,
      emp_id: 'EMP00005',
      emp_name: 'Ravi',
      work_email: 'ravi@example.org',
      status_id: 1,
      roles: [{ role_id: 9, role_name: 'Old role' }],
      mobile: null,
      job_title: null,
      employee_number: null,
      office_location: 'Hunsur',
      cost_center_name: null,
      pay_grade: null,
      entity_name: null,
      manager: null,
      last_sign_in_at: null,
      must_change_password: false,
      temporary_password_expired: false,
      version: 12,
    };
    await renderScreen(<StaffFormModal roles={ROLES} member={member} onClose={() => {}} onAdded={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Change Ravi' });
    await expect.element(dialog.getByRole('textbox', { name: T.email, exact: true })).toBeDisabled();
    // a retired role the member holds is offered, so that it can be taken away
    await dialog.getByRole('checkbox', { name: 'Old role' }).click();
    await dialog.getByRole('checkbox', { name: 'Administrator' }).click();
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.element(dialog.getByText(T.editConflict)).toBeVisible();
    const sent = api.calls.find((c) => c.method === 'PUT');
    expect(sent?.body).toMatchObject({ emp_name: 'Ravi', role_ids: [1], office_location: 'Hunsur', version: 12 });
    expect(sent?.body).not.toHaveProperty('work_email');
  });
});

describe('Role form', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi({ 'GET /user/get-role-menu': ROLE_MENU, 'PUT /permission/roles/4': { Status: true } });
  });
  afterEach(() => api.restore());

  it('keeps a permission this portal does not know, and Everything stands for every other box', async () => {
    let closed = false;
    await renderScreen(
      <RoleFormModal
        role={role(4, 'District Lead', ['beneficiary', 'hrportal'])}
        menus={MENUS}
        onClose={() => (closed = true)}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Change the role District Lead' });
    const other = dialog.getByRole('checkbox', { name: 'hrportal (not known to this portal)' });
    await expect.element(other).toBeChecked();
    await dialog.getByRole('checkbox', { name: T.everything }).click();
    await expect.element(dialog.getByRole('checkbox', { name: T.permission.summary })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: T.everything }).click();
    await dialog.getByRole('checkbox', { name: T.permission.summary }).click();
    await dialog.getByRole('group', { name: T.menus }).getByRole('checkbox', { name: 'Dashboard' }).click();
    await dialog.getByRole('textbox', { name: T.roleName }).fill('');
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.element(dialog.getByText(T.roleNameRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: T.roleName }).fill('District Lead');
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.poll(() => closed).toBe(true);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      role_name: 'District Lead',
      permissions: ['beneficiary', 'hrportal', 'summary'],
      menu_ids: [1],
      version: 3,
    });
  });
});

describe('the staff list in pages', () => {
  let api: ReturnType<typeof fakeApi>;
  const member = (user_id: number) => ({
    user_id,
    emp_id: `EMP${user_id}`,
    emp_name: `Person ${user_id}`,
    work_email: `p${user_id}@example.org`,
    status_id: 1,
    roles: [{ role_id: 2, role_name: 'Field Facilitator' }],
    mobile: null,
    job_title: null,
    employee_number: null,
    office_location: null,
    cost_center_name: null,
    pay_grade: null,
    entity_name: null,
    manager: null,
    last_sign_in_at: null,
    must_change_password: false,
    version: 1,
  });
  const pageOf = (page: number) => ({
    Status: true,
    total: 60,
    page,
    page_size: 25,
    rows: Array.from({ length: page === 3 ? 10 : 25 }, (_, i) => member((page - 1) * 25 + i + 1)),
    offices: [],
  });
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'GET /permission/roles': { Status: true, roles: ROLES, menus: MENUS },
      'GET /permission/staff': (_init: RequestInit | undefined, url: URL) => pageOf(Number(url.searchParams.get('page') ?? 1)),
    });
  });
  afterEach(() => api.restore());

  it('names every page control for a screen reader, and the next page asks the server for it', async () => {
    const { StaffTab } = await import('./staff-tab.tsx');
    await renderScreen(<StaffTab />, { path: '/permission' });
    const pages = page.getByRole('navigation', { name: T.pages });
    await expect.element(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('60 staff')).toBeVisible();
    await pages.getByRole('button', { name: T.pageControl.next }).click();
    await expect.element(page.getByText('Person 26', { exact: true })).toBeVisible();
    await expect.element(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
