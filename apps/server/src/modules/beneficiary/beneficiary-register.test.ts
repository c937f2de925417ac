import { BENEFICIARY_TEXT, BENEFICIARY_RULES as R } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let user: TestUser;
let place: Place;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await ctx.signIn('Field Facilitator');
  place = await somePlace(ctx.handle.db);
});
afterAll(() => ctx.close());

const register = (payload: object, auth = user.auth) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/beneficiary/register-new-beneficiary', headers: auth, payload });
const count = async () => (await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM beneficiaries`))[0].n;

describe('POST /api/v1/beneficiary/register-new-beneficiary', () => {
  it('registers a beneficiary and returns its id', async () => {
    const response = await register(beneficiaryPayload(place));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: true, beneficiaryId: expect.any(Number), Message: BENEFICIARY_TEXT.registered });
  });

  it('accepts a Kannada first name and leaves optional fields out', async () => {
    const payload = beneficiaryPayload(place, { first_name: 'ಲಕ್ಷ್ಮಿ', last_name: '', aadhaar_no: '', email_id: '', pincode: '' });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['first_name', '', R.firstNameRequired],
    ['first_name', '   ', R.firstNameRequired],
    ['first_name', 'Al', R.firstNameMin],
    ['first_name', 'Ravi Kumar', R.firstNameSpaces],
    ['first_name', 'Ravi3', R.firstNameLetters],
    ['first_name', "Robert'); DROP TABLE beneficiaries;--", R.firstNameSpaces],
    ['gender_id', '', R.genderRequired],
    ['gender_id', 3, R.genderRequired],
    ['dob', '', R.dobRequired],
    ['dob', '2099-01-01', R.dobInvalid],
    ['dob', '1990-02-30', R.dobInvalid],
    ['mobile_no', '98765', R.mobile],
    ['mobile_no', '+919876543210', R.mobile],
    ['mobile_no', '', R.mobile],
    ['aadhaar_no', '123456789012', R.aadhaar],
    ['aadhaar_no', '12a4', R.aadhaar],
    ['email_id', 'not-an-email', R.email],
    ['state_id', '', R.state],
    ['state_id', 2, R.state],
    ['district_id', '', R.district],
    ['taluka_id', null, R.taluk],
    ['village_id', '', R.village],
    ['pincode', '5600', R.pincode],
    ['beneficiary_annual_source_id', '', R.occupation],
    ['beneficiary_annual_source_id', 13, R.occupation],
    ['total_family_members', '', R.familyMembers],
  ])('refuses %s = %j with "%s" and writes nothing', async (field, value, message) => {
    const before = await count();
    const response = await register(beneficiaryPayload(place, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await count()).toBe(before);
  });

  it('never echoes 12 Aadhaar digits back', async () => {
    const response = await register(beneficiaryPayload(place, { aadhaar_no: '987654321098' }));
    expect(response.body).not.toContain('987654321098');
  });

  it('refuses a village that is not in the chosen taluk', async () => {
    const other = await somePlace(ctx.handle.db, 5000);
    const response = await register(beneficiaryPayload(place, { village_id: other.village_id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(R.addressMismatch);
  });

  it('refuses the same person twice, ignoring case and spaces, and names the existing record', async () => {
    const first = await register(beneficiaryPayload(place, { first_name: 'Savithamma', dob: '1985-03-03', aadhaar_no: '1111' }));
    const id = first.json().beneficiaryId;
    const again = await register(
      beneficiaryPayload(place, { first_name: ' SAVITHAMMA ', dob: '1985-03-03', aadhaar_no: '1111', mobile_no: '9000000000' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      Status: false,
      Message: BENEFICIARY_TEXT.duplicate,
      code: 'duplicateBeneficiary',
      existingBeneficiaryId: id,
    });
  });

  it('allows a shared mobile number', async () => {
    const a = await register(beneficiaryPayload(place, { mobile_no: '9111111111' }));
    const b = await register(beneficiaryPayload(place, { mobile_no: '9111111111' }));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('refuses unknown fields and client-set ids', async () => {
    const response = await register({ ...beneficiaryPayload(place), created_by: 1, beneficiary_id: 5 });
    expect(response.statusCode).toBe(400);
  });

  it('needs the beneficiary permission and a token', async () => {
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      payload: beneficiaryPayload(place),
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().Message).toBe('Authentication failed: No token found.');
    await ctx.handle.db.execute(
      sql`INSERT INTO roles (role_name, role_permissions) VALUES ('Viewer', 'org') ON CONFLICT DO NOTHING`,
    );
    const viewer = await ctx.signIn('Viewer');
    expect((await register(beneficiaryPayload(place), viewer.auth)).statusCode).toBe(403);
  });
});

describe('the place hierarchy in the database', () => {
  it('refuses a village of another taluk, or a taluk of another district, even written directly', async () => {
    const [other] = await queryRows<{ district_id: number; taluka_id: number; village_id: number }>(
      ctx.handle.db,
      sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id
          WHERE t.district_id <> ${place.district_id} LIMIT 1`,
    );
    const insert = (p: { district_id: number; taluka_id: number; village_id: number }) =>
      ctx.handle.db.execute(
        sql`INSERT INTO beneficiaries (first_name, gender_id, dob, state_id, district_id, taluka_id, village_id,
              total_family_members, beneficiary_annual_source_id, created_by)
            VALUES ('Hierarchy', 1, '1990-01-01', 1, ${p.district_id}, ${p.taluka_id}, ${p.village_id}, 1, 1, ${user.userId})`,
      );
    const before = await count();
    await expect(insert({ ...place, village_id: other.village_id })).rejects.toThrow();
    await expect(insert({ ...place, taluka_id: other.taluka_id, village_id: other.village_id })).rejects.toThrow();
    expect(await count()).toBe(before);
    await insert(place);
    expect(await count()).toBe(before + 1);
  });

  it("refuses a village whose district is not its taluk's", async () => {
    const village = (districtId: number) =>
      ctx.handle.db.execute(
        sql`INSERT INTO villages (state_id, district_id, taluka_id, village_name)
            VALUES (1, ${districtId}, ${place.taluka_id}, ${`Chain Check ${districtId}`})`,
      );
    const [other] = await queryRows<{ district_id: number }>(
      ctx.handle.db,
      sql`SELECT district_id FROM districts WHERE district_id <> ${place.district_id} LIMIT 1`,
    );
    await expect(village(other.district_id)).rejects.toThrow();
    await village(place.district_id);
  });
});

describe('codes and look-ups in the database', () => {
  type CodeColumn = 'gender_id' | 'status_id' | 'education_status_id' | 'beneficiary_annual_source_id';

  it('refuses a code outside its fixed list, and an id that is not in its look-up, even written directly', async () => {
    const before = await count();
    const write = async (column: CodeColumn, code: number) => {
      await ctx.handle.db.transaction(async (tx) => {
        const [row] = await queryRows<{ beneficiary_id: number }>(
          tx,
          sql`INSERT INTO beneficiaries (first_name, gender_id, dob,
            state_id, district_id, taluka_id, village_id, total_family_members, beneficiary_annual_source_id, created_by)
          VALUES ('Codes', 1, '1990-01-01', 1, ${place.district_id}, ${place.taluka_id}, ${place.village_id}, 1, 1, ${user.userId})
          RETURNING beneficiary_id`,
        );
        await tx.execute(
          sql`UPDATE beneficiaries SET ${sql.identifier(column)} = ${code} WHERE beneficiary_id = ${row.beneficiary_id}`,
        );
        throw new Error('rolled back');
      });
    };
    for (const [column, good, bad] of [
      ['gender_id', 2, 3],
      ['status_id', 2, 0],
      ['education_status_id', 6, 4],
      ['beneficiary_annual_source_id', 12, 99],
    ] as const) {
      await expect(write(column, good), column).rejects.toThrow('rolled back');
      await expect(write(column, bad), column).rejects.toMatchObject({ cause: { message: expect.stringMatching(/violates/) } });
    }
    expect(await count()).toBe(before);
  });
});
