import { encodeEmployeeId } from '@portal/contract/base64-id';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { deactivateByEmail } from '../staff/staff.service.ts';

// Staff contact details go only to those who may read staff profiles; the staff list offers the
// active staff, and the deactivated ones only to an administrator who asks.

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let registrant: TestUser;
let gone: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.handle.db.execute(
    sql`INSERT INTO roles (role_name, role_permissions) VALUES ('Profile Reader', 'beneficiary,userprofile')`,
  );
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  registrant = await ctx.signIn('Field Facilitator');
  gone = await ctx.signIn('Field Facilitator');
  await ctx.handle.db.execute(sql`UPDATE users SET mobile = '9000011111' WHERE user_id = ${registrant.userId}`);
  await deactivateByEmail(ctx.handle.db, gone.email);
});
afterAll(() => ctx.close());

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });

describe('the registrant’s contact in a beneficiary’s details', () => {
  it('is given to those who may read staff profiles, and to nobody else', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      headers: registrant.auth,
      payload: beneficiaryPayload(await somePlace(ctx.handle.db)),
    });
    const id = registered.json().beneficiaryId;
    // the facilitator may not read the registrant's profile…
    const profile = await get(facilitator, `/user/get-user-profile-details/${encodeEmployeeId(registrant.empId)}`);
    expect(profile.statusCode).toBe(403);
    // …nor, through the details, their e-mail and mobile
    const forFacilitator = await get(facilitator, `/beneficiary/get-beneficiary-details/${id}`);
    expect(forFacilitator.json().beneficiaryDetails).toMatchObject({ creator_work_email: null, creator_mobile: null });
    expect(forFacilitator.body).not.toContain(registrant.email);
    expect(forFacilitator.body).not.toContain('9000011111');
    expect(forFacilitator.json().beneficiaryDetails.creator_emp_name).toEqual(expect.any(String));
    const reader = await ctx.signIn('Profile Reader');
    for (const user of [admin, reader]) {
      const details = (await get(user, `/beneficiary/get-beneficiary-details/${id}`)).json().beneficiaryDetails;
      expect(details).toMatchObject({ creator_work_email: registrant.email, creator_mobile: '9000011111' });
    }
  });
});

describe('the staff list of the “registered by” filter', () => {
  const ids = async (user: TestUser, query = '') =>
    ((await get(user, `/beneficiary/list-staff${query}`)).json().Data as { user_id: number }[]).map((s) => s.user_id);

  it('gives the active staff; the deactivated too only to an administrator asking for all', async () => {
    for (const query of ['', '?status=all', '?status=active']) {
      const seen = await ids(facilitator, query);
      expect(seen, query).toContain(registrant.userId);
      expect(seen, query).not.toContain(gone.userId);
    }
    expect(await ids(admin)).not.toContain(gone.userId);
    expect(await ids(admin, '?status=all')).toContain(gone.userId);
  });

  it('refuses an unknown status or parameter with a 400', async () => {
    for (const query of ['?status=inactive', '?all=1'])
      expect((await get(admin, `/beneficiary/list-staff${query}`)).statusCode).toBe(400);
  });
});
