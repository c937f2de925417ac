import { REQUEST_ERRORS } from '@portal/contract/messages';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { CHUNK, CHUNKED } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';
import { english } from './english-report.test-support.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext(CHUNKED);
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, user = admin) => ctx.app.inject({ method: 'POST', url, headers: user.auth, payload });
/**
 * Row i's first name under one unique prefix: letters only, distinct for every i below 17,576, and in
 * the order of i (so a sheet of them is in person-key order, the order the upload writes in).
 */
const nameOfRow = (prefix: string, i: number) =>
  prefix + String.fromCharCode(97 + Math.floor(i / 676), 97 + (Math.floor(i / 26) % 26), 97 + (i % 26));
/** The reason a row gets for a column holding a NUL character. */
const unstorable = (heading: string) => `Column "${heading}": ${REQUEST_ERRORS.unstorableText}`;
const count = async (table: string) =>
  (await queryRows<{ n: number }>(ctx.handle.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n;

describe('POST /api/v1/org/upload-villages', () => {
  it('adds new villages once, matching names without regard to case and spaces, and reports bad rows', async () => {
    const data = [
      { Village: 'Hosa Halli One', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 },
      { Village: 'Hosa Halli Two', Taluk: ' hunsur ', District: 'MYSURU', rowNumber: 3 },
      { Village: 'hosa  halli one', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 4 },
      { Village: 'Elsewhere', Taluk: 'Hunsur', District: 'Atlantis', rowNumber: 5 },
      { Village: 'Wrong Taluk', Taluk: 'Udupi', District: 'Mysuru', rowNumber: 6 },
      { Village: '', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 7 },
    ];
    const before = await count('villages');
    const first = (await post('/api/v1/org/upload-villages', { data })).json();
    expect(first.Status).toBe(true);
    expect(english(first.report)).toEqual({
      created: 2,
      skipped: 1,
      rejected: [
        { row: 5, reason: 'Unknown district "Atlantis".' },
        { row: 6, reason: 'Taluk "Udupi" is not in district "Mysuru".' },
        { row: 7, reason: 'Village, Taluk and District are all required (text of at most 200 characters).' },
      ],
    });
    expect(await count('villages')).toBe(before + 2);
    const again = (await post('/api/v1/org/upload-villages', { data })).json();
    expect(again.report.created).toBe(0);
    expect(await count('villages')).toBe(before + 2);
  });

  it('checks without writing anything on a dry run', async () => {
    const before = await count('villages');
    const response = (
      await post('/api/v1/org/upload-villages', {
        data: [{ Village: 'Dry Run Village', Taluk: 'Hunsur', District: 'Mysuru' }],
        dryRun: true,
      })
    ).json();
    expect(response).toMatchObject({ dryRun: true, report: { created: 1 } });
    expect(await count('villages')).toBe(before);
  });

  it('rejects just the rows holding a NUL character, naming the column, on a check and on an upload', async () => {
    const village = uniqueName('Nul');
    const data = [
      { Village: `${village}Good`, Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 },
      { Village: `${village}\u0000Secret`, Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 3 },
      { Village: `${village}Other`, Taluk: 'Hun\u0000sur', District: 'Mysuru', rowNumber: 4 },
      { Village: `${village}Third`, Taluk: 'Hunsur', District: '\u0000', rowNumber: 5 },
      { Village: `${village}\u0000`, Taluk: 'Hunsur', District: 'Mysu\u0000ru', rowNumber: 6 },
    ];
    const rejected = [
      { row: 3, reason: unstorable('Village') },
      { row: 4, reason: unstorable('Taluk') },
      { row: 5, reason: unstorable('District') },
      { row: 6, reason: `${unstorable('Village')}; ${unstorable('District')}` },
    ];
    const before = await count('villages');
    for (const dryRun of [true, false]) {
      const response = await post('/api/v1/org/upload-villages', { data, dryRun });
      expect(response.statusCode, response.body).toBe(200);
      expect(english(response.json().report)).toEqual({ created: 1, skipped: 0, rejected });
      expect(response.body).not.toContain('Secret');
    }
    expect(await count('villages')).toBe(before + 1);
    const [stored] = await queryRows<{ name: string }>(
      ctx.handle.db,
      sql`SELECT village_name AS name FROM villages WHERE village_name LIKE ${`${village}%`}`,
    );
    expect(stored).toEqual({ name: `${village}Good` });
  });

  it('gives each village once when two sheets of the same villages in opposite orders are sent at once', async () => {
    const prefix = uniqueName('Twin');
    const villages = 10_000;
    const data = Array.from({ length: villages }, (_, i) => ({
      Village: `${nameOfRow(prefix, i)} Halli`,
      Taluk: 'Hunsur',
      District: 'Mysuru',
      rowNumber: i + 2,
    }));
    const [a, b] = await Promise.all([
      post('/api/v1/org/upload-villages', { data }),
      post('/api/v1/org/upload-villages', { data: data.toReversed() }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body.slice(0, 200)} ${b.body.slice(0, 200)}`).toEqual([200, 200]);
    const [first, second] = [a.json().report, b.json().report];
    expect(first.created + second.created).toBe(villages);
    expect([first.created + first.skipped, second.created + second.skipped]).toEqual([villages, villages]);
    const [stored] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM villages WHERE village_name LIKE ${`${prefix}%`}`,
    );
    expect(stored.n).toBe(villages);
  }, 60_000);

  it('refuses more than 50,000 rows with the stated limit', async () => {
    const data = Array.from({ length: 50_001 }, () => ({ Village: 'x', Taluk: 'y', District: 'z' }));
    const response = await post('/api/v1/org/upload-villages', { data });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(UPLOAD_TEXT.tooManyRows);
  });

  it('needs the org permission', async () => {
    const ff = await ctx.signIn('Field Facilitator');
    expect((await post('/api/v1/org/upload-villages', { data: [] }, ff)).statusCode).toBe(403);
  });
});

function record(overrides: Record<string, unknown> = {}) {
  return {
    ff_email: admin.email,
    first_name: uniqueName('Upload'),
    aadhaar_no: '4455',
    gender_id: '2',
    dob: '1991-07-04',
    mobile_no: '9845011122',
    email_id: '',
    permanent_address: 'Near the temple',
    state_id: 1,
    district: 'Mysuru',
    taluka: 'Hunsur',
    village: 'Hosa Halli One',
    pincode: '571105',
    total_family_members: '5',
    beneficiary_annual_source: 'primary agriculture',
    education_level: 'Graduate',
    institute: 'Maharani College',
    field_of_study: 'Arts',
    education_status_id: '5',
    passing_year: '2012',
    is_certified: '0',
    certification_name: '',
    family_annual_source: 'Enterprise',
    earning_range: '0 - 2,00,000',
    earning_members: '2',
    df_associate: '0',
    df_associate_emp_id: '',
    outreach_channel: 'Word of mouth',
    enrollment_date: '2025-02-10',
    enrollment_status: '4',
    investment_amount: '1,000',
    mutual_fund_provider_id: 1,
    mutual_fund_type: '1',
    mutual_fund_duration: '12',
    reason_for_investment: 'Savings',
    program_id: 1,
    sub_program: 'Mutual Fund',
    ...overrides,
  };
}

describe('POST /api/v1/beneficiary/register-multiple-beneficiaries', () => {
  beforeAll(async () => {
    await post('/api/v1/org/upload-villages', { data: [{ Village: 'Hosa Halli One', Taluk: 'Hunsur', District: 'Mysuru' }] });
  });

  it('stores valid rows with their enrolment, rejects the others with reasons, and gives the same data twice', async () => {
    const good = record();
    const beneficiaries = [
      { ...good, rowNumber: 2 },
      { ...good, first_name: ` ${good.first_name.toUpperCase()} `, rowNumber: 3 },
      { ...record({ aadhaar_no: '123412341234' }), rowNumber: 4 },
      { ...record({ district: 'Atlantis' }), rowNumber: 5 },
      { ...record({ ff_email: 'nobody-known', sub_program: '' }), rowNumber: 6 },
    ];
    const before = { people: await count('beneficiaries'), enrolments: await count('beneficiary_programs') };
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
    const body = response.json();
    expect(body.Status).toBe(true);
    expect(body.report.created).toBe(2);
    expect(body.report.skipped).toBe(1);
    expect(english(body.report.rejected)).toEqual([
      { row: 4, reason: 'Aadhaar must be last 4 digits' },
      { row: 5, reason: 'Unknown district "Atlantis"' },
    ]);
    expect(english(body.report.notes)).toEqual(
      expect.arrayContaining([
        { row: 3, reason: 'Same person as row 2; skipped.' },
        { row: 6, reason: 'Facilitator "nobody-known" matches no staff member; recorded as created by you.' },
      ]),
    );
    expect(response.body).not.toContain('123412341234');
    expect(await count('beneficiaries')).toBe(before.people + 2);
    expect(await count('beneficiary_programs')).toBe(before.enrolments + 1);
    const again = (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries })).json();
    expect(again.report).toMatchObject({ created: 0, skipped: 3 });
    expect(await count('beneficiaries')).toBe(before.people + 2);
    expect(await count('beneficiary_programs')).toBe(before.enrolments + 1);
  });

  it('enrols a person already registered when a later sheet names a programme for them', async () => {
    // the person key ignores case: "Suresha..." and "SURESHA..." are one person
    const first = record({ first_name: `Suresha${uniqueName('s').toLowerCase()}`, sub_program: '' });
    const enrolments = await count('beneficiary_programs');
    expect(
      (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [first] })).json().report,
    ).toMatchObject({ created: 1 });
    expect(await count('beneficiary_programs')).toBe(enrolments);
    const later = { ...first, first_name: first.first_name.toUpperCase(), sub_program: 'Mutual Fund' };
    const body = (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [later] })).json();
    expect(body.report).toMatchObject({ created: 0, skipped: 1 });
    const [enrolled] = await queryRows<{ name: string }>(
      ctx.handle.db,
      sql`SELECT b.first_name AS name FROM beneficiary_programs p JOIN beneficiaries b USING (beneficiary_id)
          WHERE b.first_name = ${first.first_name} AND p.sub_program_id = 1`,
    );
    expect(enrolled?.name).toBe(first.first_name);
    expect(await count('beneficiary_programs')).toBe(enrolments + 1);
  });

  it('stores text exactly, whatever quotes, backslashes, braces or words it holds', async () => {
    const address = 'No. 5, "Rama Nilaya" {Main} Road\\Cross, NULL, ಹುಣಸೂರು';
    const row = record({ permanent_address: address, institute: 'NULL', reason_for_investment: '"quoted", \\"' });
    const sent = (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [row] })).json();
    expect(sent.report, JSON.stringify(sent.report)).toMatchObject({ created: 1 });
    const [stored] = await queryRows<{ address: string; institute: string; reason: string }>(
      ctx.handle.db,
      sql`SELECT b.permanent_address AS address, b.institute, p.reason_for_investment AS reason
          FROM beneficiaries b JOIN beneficiary_programs p USING (beneficiary_id) WHERE b.first_name = ${row.first_name}`,
    );
    expect(stored).toEqual({ address, institute: 'NULL', reason: '"quoted", \\"' });
  });

  it('gives one set of rows when the same sheet is sent twice at once', async () => {
    const beneficiaries = [record(), record(), record()];
    const before = await count('beneficiaries');
    const [a, b] = await Promise.all([
      post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries }),
      post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().report.created + b.json().report.created).toBe(3);
    expect(await count('beneficiaries')).toBe(before + 3);
  });

  it('gives each person once when two sheets of the same people in opposite orders are sent at once', async () => {
    const prefix = uniqueName('Order');
    const people = 5 * CHUNK;
    const beneficiaries = Array.from({ length: people }, (_, i) => ({
      ...record({ first_name: nameOfRow(prefix, i), sub_program: i % 2 ? '' : 'Mutual Fund' }),
      rowNumber: i + 2,
    }));
    const enrolments = await count('beneficiary_programs');
    const [a, b] = await Promise.all([
      post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries }),
      post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: beneficiaries.toReversed() }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body.slice(0, 200)} ${b.body.slice(0, 200)}`).toEqual([200, 200]);
    const [first, second] = [a.json().report, b.json().report];
    expect(first.created + second.created).toBe(people);
    expect(first.created + first.skipped).toBe(people);
    expect(second.created + second.skipped).toBe(people);
    expect([first.rejected, second.rejected]).toEqual([[], []]);
    const [stored] = await queryRows<{ n: number; distinct: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT lower(first_name))::int AS distinct FROM beneficiaries
          WHERE first_name LIKE ${`${prefix}%`}`,
    );
    expect(stored).toEqual({ n: people, distinct: people });
    expect(await count('beneficiary_programs')).toBe(enrolments + people / 2);
  }, 60_000);

  it('rejects just the rows holding a NUL character, naming each such column, on a check and on an upload', async () => {
    const good = record();
    const beneficiaries = [
      { ...good, rowNumber: 2 },
      { ...record({ last_name: 'Secret\u0000' }), rowNumber: 3 },
      { ...record({ permanent_address: 'Secret \u0000Street' }), rowNumber: 4 },
      { ...record({ first_name: 'Secret\u0000name' }), rowNumber: 5 },
      { ...record({ mobile_no: '98450\u000011122' }), rowNumber: 6 },
      { ...record({ district: 'Mysuru\u0000' }), rowNumber: 7 },
      { ...record({ ff_email: `\u0000${admin.email}` }), rowNumber: 8 },
      { ...record({ institute: 'Secret\u0000College', reason_for_investment: '\u0000' }), rowNumber: 9 },
      { ...record({ program_id: '1\u0000' }), rowNumber: 10 },
    ];
    const rejected = [
      { row: 3, reason: unstorable('Last Name') },
      { row: 4, reason: unstorable('Permanent Address') },
      { row: 5, reason: unstorable('Name of Beneficiary according to Aadhaar') },
      { row: 6, reason: unstorable('Mobile Number') },
      { row: 7, reason: unstorable('District') },
      { row: 8, reason: unstorable('FF Name') },
      { row: 9, reason: `${unstorable('Institution')}; ${unstorable('Reason for Investment')}` },
      { row: 10, reason: unstorable('Program') },
    ];
    const before = await count('beneficiaries');
    for (const dryRun of [true, false]) {
      const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries, dryRun });
      expect(response.statusCode, response.body).toBe(200);
      expect(english(response.json().report)).toEqual({ created: 1, skipped: 0, withoutConsent: 1, rejected, notes: [] });
      expect(response.body).not.toContain('Secret');
    }
    expect(await count('beneficiaries')).toBe(before + 1);
    const [stored] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiaries WHERE first_name = ${good.first_name}`,
    );
    expect(stored.n).toBe(1);
  });

  it('answers a retried upload as a first try: the database aborting it once for a deadlock counts nothing twice', async () => {
    const prefix = uniqueName('Retry');
    const beneficiaries = Array.from({ length: 500 }, (_, i) => ({
      ...record({ first_name: nameOfRow(prefix, i), sub_program: i % 2 ? '' : 'Mutual Fund' }),
      rowNumber: i + 2,
    }));
    beneficiaries[450] = { ...beneficiaries[3], rowNumber: 452 };
    beneficiaries[420] = { ...record({ district: 'Atlantis' }), rowNumber: 422 };
    beneficiaries[10] = { ...beneficiaries[10], ff_email: 'nobody-known' };
    const expected = (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries, dryRun: true })).json()
      .report;
    expect(expected).toMatchObject({ created: 498, skipped: 1 });
    const before = { people: await count('beneficiaries'), enrolments: await count('beneficiary_programs') };
    // the second statement that inserts people (this upload's second chunk) fails as a deadlock would, once
    await ctx.handle.db.execute(sql`CREATE SEQUENCE test_people_statements`);
    await ctx.handle.db.execute(
      sql.raw(`CREATE FUNCTION test_deadlock_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('test_people_statements') = 2 THEN
            RAISE EXCEPTION 'test deadlock' USING ERRCODE = 'deadlock_detected';
          END IF;
          RETURN NULL;
        END $$`),
    );
    await ctx.handle.db.execute(
      sql`CREATE TRIGGER test_deadlock_once AFTER INSERT ON beneficiaries FOR EACH STATEMENT EXECUTE FUNCTION test_deadlock_once()`,
    );
    try {
      const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(english(response.json().report)).toEqual(english(expected));
      const [{ statements }] = await queryRows<{ statements: number }>(
        ctx.handle.db,
        sql`SELECT last_value::int AS statements FROM test_people_statements`,
      );
      // three chunks, the first two of them twice
      expect(statements).toBe(5);
    } finally {
      await ctx.handle.db.execute(sql`DROP TRIGGER test_deadlock_once ON beneficiaries`);
      await ctx.handle.db.execute(sql`DROP FUNCTION test_deadlock_once()`);
      await ctx.handle.db.execute(sql`DROP SEQUENCE test_people_statements`);
    }
    expect(await count('beneficiaries')).toBe(before.people + 498);
    expect(await count('beneficiary_programs')).toBe(before.enrolments + 248);
  }, 60_000);

  it('writes nothing on a dry run, and a row of nothing but errors gives Status false', async () => {
    const before = await count('beneficiaries');
    const dry = (
      await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [record()], dryRun: true })
    ).json();
    expect(dry).toMatchObject({ Status: true, dryRun: true, report: { created: 1 } });
    const bad = (
      await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [record({ first_name: '' })] })
    ).json();
    expect(bad.Status).toBe(false);
    expect(bad.report.rejected[0].reason).toContain('First name is required');
    expect(await count('beneficiaries')).toBe(before);
  });

  it('writes a sheet of many chunks as one: duplicates across chunks skipped, bad rows anywhere reported', async () => {
    const prefix = uniqueName('Chunk');
    const beneficiaries = Array.from({ length: 500 }, (_, i) => ({
      ...record({ first_name: nameOfRow(prefix, i), sub_program: i % 3 ? '' : 'Mutual Fund' }),
      rowNumber: i + 2,
    }));
    beneficiaries[450] = { ...beneficiaries[3], rowNumber: 452 };
    beneficiaries[420] = { ...record({ district: 'Atlantis' }), rowNumber: 422 };
    const before = { people: await count('beneficiaries'), enrolments: await count('beneficiary_programs') };
    const body = (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries })).json();
    expect(body.report).toMatchObject({
      created: 498,
      skipped: 1,
      rejected: [{ row: 422, reason: 'Unknown district "Atlantis"' }],
    });
    expect(english(body.report.notes)).toContainEqual({ row: 452, reason: 'Same person as row 5; skipped.' });
    expect(await count('beneficiaries')).toBe(before.people + 498);
    expect(await count('beneficiary_programs')).toBe(before.enrolments + 165);
  }, 60_000);

  it('leaves nothing written when the database fails in a later chunk', async () => {
    const prefix = uniqueName('Fails');
    const beneficiaries = Array.from({ length: 450 }, (_, i) => record({ first_name: nameOfRow(prefix, i), sub_program: '' }));
    const before = await count('beneficiaries');
    // a constraint of the table that the rules before it do not know of, met only by the last row
    await ctx.handle.db.execute(
      sql.raw(
        `ALTER TABLE beneficiaries ADD CONSTRAINT test_no_last_row CHECK (first_name <> '${beneficiaries[449].first_name}')`,
      ),
    );
    try {
      const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
      expect(response.statusCode).toBe(500);
      expect(await count('beneficiaries')).toBe(before);
    } finally {
      await ctx.handle.db.execute(sql`ALTER TABLE beneficiaries DROP CONSTRAINT test_no_last_row`);
    }
  }, 60_000);

  it('leaves nothing written when a chunk fails while the next one is being checked, and the process goes on', async () => {
    const prefix = uniqueName('Middle');
    const beneficiaries = Array.from({ length: 3 * CHUNK }, (_, i) =>
      record({ first_name: nameOfRow(prefix, i), sub_program: '' }),
    );
    const before = await count('beneficiaries');
    // the first row of the second chunk: its statement fails at once, long before the third chunk is checked
    await ctx.handle.db.execute(
      sql.raw(`ALTER TABLE beneficiaries ADD CONSTRAINT test_no_row CHECK (first_name <> '${beneficiaries[CHUNK].first_name}')`),
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
      expect(response.statusCode).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      expect(await count('beneficiaries')).toBe(before);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await ctx.handle.db.execute(sql`ALTER TABLE beneficiaries DROP CONSTRAINT test_no_row`);
    }
  }, 60_000);

  it('refuses non-objects and more than 50,000 rows, and needs the org permission', async () => {
    const odd = (await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [null, 5, 'x'] })).json();
    expect(odd.report.rejected).toHaveLength(3);
    const many = await post('/api/v1/beneficiary/register-multiple-beneficiaries', {
      beneficiaries: Array.from({ length: 50_001 }, () => ({})),
    });
    expect(many.statusCode, many.body).toBe(400);
    const ff = await ctx.signIn('Field Facilitator');
    expect((await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries: [] }, ff)).statusCode).toBe(403);
  });
});
