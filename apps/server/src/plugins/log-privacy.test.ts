import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, somePlace } from '../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';

// values that must never reach a log line, whatever fails
const PERSON = {
  first_name: 'Zebulonia',
  last_name: 'Kempegowdaiah',
  mobile_no: '9123456780',
  dob: '1987-03-21',
  email_id: 'zebulonia@example.org',
  permanent_address: 'House 77 Banyan Lane',
  aadhaar_no: '8642',
};

const logLines: string[] = [];
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { logLines });
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

/** Makes the database itself refuse the statement, as a bug or a broken migration would. */
async function withFailingConstraint(table: string, check: string, run: () => Promise<void>) {
  await ctx.handle.db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT log_probe CHECK (${check}) NOT VALID`));
  try {
    await run();
  } finally {
    await ctx.handle.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT log_probe`));
  }
}

// Pino's own numbers (clock, process id, duration) may hold any four digits by chance, as the
// Aadhaar digits here; only what the request put into the log counts.
const PINO_NUMBERS = /"(time|pid|responseTime)":[\d.]+/g;

function expectNothingPersonal(lines: string[], secrets: string[]) {
  const text = lines.join('\n').replace(PINO_NUMBERS, '');
  for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
}

describe('a failed statement is logged without the personal data it carried', () => {
  it('registration: the error code and constraint are logged, the person is not', async () => {
    const start = logLines.length;
    await withFailingConstraint('beneficiaries', `first_name <> '${PERSON.first_name}'`, async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/register-new-beneficiary',
        headers: admin.auth,
        payload: beneficiaryPayload(await somePlace(ctx.handle.db), PERSON),
      });
      expect(response.statusCode).toBe(500);
      expectNothingPersonal([response.body], Object.values(PERSON));
    });
    const lines = logLines.slice(start);
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('23514');
    expect(failure).toContain('log_probe');
    expectNothingPersonal(lines, Object.values(PERSON));
  });

  it('upload: a failing chunk logs none of its rows', async () => {
    const start = logLines.length;
    const [place] = await queryRows<{ village: string; taluka: string; district: string }>(
      ctx.handle.db,
      sql`SELECT v.village_name AS village, t.taluka_name AS taluka, d.district_name AS district
          FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id JOIN districts d ON d.district_id = t.district_id
          ORDER BY v.village_id LIMIT 1`,
    );
    const rows = Array.from({ length: 30 }, (_, i) => ({
      rowNumber: i + 2,
      ff_email: admin.email,
      first_name: `${PERSON.first_name}${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26)]}`,
      last_name: PERSON.last_name,
      aadhaar_no: PERSON.aadhaar_no,
      gender_id: '2',
      dob: PERSON.dob,
      mobile_no: `91234567${String(i).padStart(2, '0')}`,
      permanent_address: PERSON.permanent_address,
      state_id: 1,
      ...place,
      total_family_members: '5',
      beneficiary_annual_source: 'primary agriculture',
      sub_program: '',
    }));
    await withFailingConstraint('beneficiaries', `last_name <> '${PERSON.last_name}'`, async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/register-multiple-beneficiaries',
        headers: admin.auth,
        payload: { beneficiaries: rows },
      });
      expect(response.statusCode).toBe(500);
      expectNothingPersonal([response.body], [PERSON.last_name, PERSON.first_name]);
    });
    const lines = logLines.slice(start);
    expect(lines.some((line) => line.includes('log_probe'))).toBe(true);
    expectNothingPersonal(lines, [PERSON.first_name, PERSON.last_name, PERSON.dob, PERSON.permanent_address, '91234567']);
  });

  it('sign-in: a failing statement does not log the e-mail that was typed', async () => {
    const start = logLines.length;
    const email = 'victim-login@example.org';
    await withFailingConstraint('login_throttle', `throttle_key NOT LIKE '%victim-login%'`, async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/userNormalLogin',
        payload: { email, password: 'whatever-1' },
      });
      expect(response.statusCode).toBe(500);
    });
    const lines = logLines.slice(start);
    expect(lines.some((line) => line.includes('23514'))).toBe(true);
    expectNothingPersonal(lines, [email, 'victim-login']);
  });
});
