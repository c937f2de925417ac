import { PROGRAM_RULES } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, programPayload, somePlace, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { readCsvZip } from '../export/export-test-files.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user: TestUser = admin) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

const subProgramme = async (id: number) =>
  (await call('GET', '/config/programmes')).json().sub_programs.find((s: { sub_program_id: number }) => s.sub_program_id === id);

async function register() {
  const response = await call(
    'POST',
    '/beneficiary/register-new-beneficiary',
    beneficiaryPayload(await somePlace(ctx.handle.db)),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryId as number;
}

const MUTUAL_FUND = { mutual_fund_provider_id: 1, mutual_fund_type_id: 1, mutual_fund_duration: 12, investment_amount: 5000 };

describe('Programmes and look-ups: who may call', () => {
  it('refuses the changes without the config permission; every signed-in user reads the names', async () => {
    const facilitator = await ctx.signIn('Field Facilitator');
    for (const [method, url] of [
      ['GET', '/config/programmes'],
      ['POST', '/config/programmes'],
      ['PUT', '/config/programmes/1'],
      ['POST', '/config/programmes/1/retire'],
      ['POST', '/config/sub-programmes'],
      ['PUT', '/config/sub-programmes/1'],
      ['POST', '/config/sub-programmes/1/restore'],
      ['GET', '/config/history'],
    ] as const) {
      const response = await call(method, url, method === 'GET' ? undefined : {}, facilitator);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const names = (await call('GET', '/reference/programmes', undefined, facilitator)).json();
    expect(names.sub_programs.find((s: { sub_program_id: number }) => s.sub_program_id === 1)).toMatchObject({
      name: 'Mutual Fund',
      name_kn: 'ಮ್ಯೂಚುವಲ್ ಫಂಡ್',
      is_mutual_fund: true,
      skips_education: false,
    });
  });
});

describe('a sub-programme renamed and made the mutual fund: everything that reads it follows at once', () => {
  it('the form offers it so, the rules ask the fund, the card, the upload, the export and the history follow', async () => {
    const before = await subProgramme(2);
    const changed = await call('PUT', '/config/sub-programmes/2', {
      name: 'Money Skills',
      name_kn: 'ಹಣದ ಕೌಶಲ',
      is_mutual_fund: true,
      skips_education: false,
      version: before.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // the Add Program form's choices
    const person = await register();
    const missing = (await call('GET', `/beneficiary/get-missing-subprograms/${person}`)).json();
    expect(missing.subPrograms.find((s: { sub_program_id: number }) => s.sub_program_id === 2)).toMatchObject({
      sub_program_name: 'Money Skills',
      is_mutual_fund: true,
    });

    // the rules: the fund's fields are asked now, and kept
    const refused = await call('POST', `/beneficiary/add-new-program/${person}`, programPayload({ sub_program_id: 2 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['mutual_fund_provider_id', 'mutual_fund_type_id', 'mutual_fund_duration', 'investment_amount']),
    );
    const added = await call(
      'POST',
      `/beneficiary/add-new-program/${person}`,
      programPayload({ sub_program_id: 2, ...MUTUAL_FUND }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const details = (await call('GET', `/beneficiary/get-beneficiary-details/${person}`)).json();
    expect(details.beneficiaryProgrames[0]).toMatchObject({
      sub_program_name: 'Money Skills',
      is_mutual_fund: true,
      mutual_fund_duration: 12,
    });

    // an upload names it by its new name, in English or in Kannada, and is asked the fund too
    const sheetRow = (overrides: Record<string, unknown>, rowNumber: number) => ({
      ff_email: admin.email,
      first_name: uniqueName('Upload'),
      aadhaar_no: '1357',
      gender_id: '2',
      dob: '1990-01-01',
      mobile_no: '9845011122',
      state_id: 1,
      district: 'Mysuru',
      taluka: 'Hunsur',
      village: 'Abburu',
      pincode: '571105',
      total_family_members: '4',
      beneficiary_annual_source: 'Enterprise',
      education_level: 'Graduate',
      institute: 'College',
      field_of_study: 'Arts',
      education_status_id: '5',
      passing_year: '2010',
      is_certified: '0',
      family_annual_source: 'Enterprise',
      earning_range: '0 - 2,00,000',
      earning_members: '2',
      df_associate: '0',
      outreach_channel: 'Word of mouth',
      enrollment_date: '2025-02-10',
      enrollment_status: '4',
      program_id: 1,
      rowNumber,
      ...overrides,
    });
    const upload = await call('POST', '/beneficiary/register-multiple-beneficiaries', {
      beneficiaries: [
        sheetRow(
          { sub_program: 'Money Skills', investment_amount: '1000', mutual_fund_type: 'SIP', mutual_fund_duration: '6' },
          2,
        ),
        sheetRow({ sub_program: 'ಹಣದ ಕೌಶಲ', investment_amount: '2000', mutual_fund_type: 'SIP', mutual_fund_duration: '6' }, 3),
        sheetRow({ sub_program: 'Money Skills' }, 4),
      ],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const report = upload.json().report;
    expect(report.created).toBe(2);
    expect(report.rejected.map((r: { row: number }) => r.row)).toEqual([4]);

    // the dashboard counts it as a mutual fund, with its amounts by fund type and by term
    const headline = async (query: string) => (await call('GET', `/dashboard/headline${query}`)).json().data;
    expect((await headline('?sub_program_id=2')).mutual_funds).toEqual([
      {
        program_id: 1,
        sub_program_id: 2,
        people: 3,
        enrolments: 3,
        amount: 8000,
        by_type: [{ mutual_fund_type_id: 1, people: 3, enrolments: 3, amount: 8000 }],
        by_duration: [
          { duration: 6, people: 2, amount: 3000 },
          { duration: 12, people: 1, amount: 5000 },
        ],
      },
    ]);
    expect((await headline('')).mutual_funds.map((f: { sub_program_id: number }) => f.sub_program_id)).toEqual([1, 2]);

    // the export, in English and in Kannada
    for (const [language, name] of [
      ['en-IN', 'Money Skills'],
      ['kn-IN', 'ಹಣದ ಕೌಶಲ'],
    ]) {
      const file = await call(
        'GET',
        `/beneficiary/export-beneficiaries?format=csv&all=true&sub_program_id=2&language=${language}`,
      );
      expect(file.statusCode).toBe(200);
      const { enrolments } = readCsvZip(new Uint8Array(file.rawPayload));
      expect(enrolments.slice(1).length).toBeGreaterThanOrEqual(3);
      expect(
        enrolments.slice(1).every((row) => row.includes(name)),
        language,
      ).toBe(true);
    }

    // the Administration history
    const history = (await call('GET', '/config/history?subject=subProgram&subject_id=2')).json().history;
    expect(history[0]).toMatchObject({
      action: 'configUpdated',
      subject_name: 'Financial Literacy',
      changes: [
        { field: 'name', from: 'Financial Literacy', to: 'Money Skills' },
        { field: 'name_kn', from: before.name_kn, to: 'ಹಣದ ಕೌಶಲ' },
        { field: 'is_mutual_fund', from: 'false', to: 'true' },
      ],
    });

    // a stale edit is refused, a taken name too
    const stale = await call('PUT', '/config/sub-programmes/2', { ...before, name: 'Late', version: before.version });
    expect(stale.json().code).toBe('editConflict');
    const taken = await call('PUT', '/config/sub-programmes/3', { ...(await subProgramme(3)), name: 'Money Skills' });
    expect(taken.json().code).toBe('configNameTaken');
  });
});

describe('programmes and sub-programmes added and retired', () => {
  it('a new one is offered at once; a retired one is offered for nothing new and kept on the enrolments in it', async () => {
    const programme = await call('POST', '/config/programmes', { name: 'Health Camps', name_kn: 'ಆರೋಗ್ಯ ಶಿಬಿರಗಳು' });
    expect(programme.statusCode, programme.body).toBe(200);
    const programId = programme.json().id as number;
    const sub = await call('POST', '/config/sub-programmes', {
      program_id: programId,
      name: 'Eye Camp',
      name_kn: '',
      is_mutual_fund: false,
      skips_education: true,
    });
    const subId = sub.json().id as number;
    expect(subId).toBeGreaterThan(5);
    const person = await register();
    const offered = (await call('GET', `/beneficiary/get-missing-subprograms/${person}`)).json();
    expect(offered.subPrograms.map((s: { sub_program_id: number }) => s.sub_program_id)).toContain(subId);
    // it asks no education and income: an enrolment without them is taken
    const bare = programPayload({ program_id: programId, sub_program_id: subId });
    for (const field of [
      'education_level_id',
      'institute',
      'field_of_study',
      'education_status_id',
      'passing_year',
      'is_certified',
    ])
      delete (bare as Record<string, unknown>)[field];
    const enrolled = await call('POST', `/beneficiary/add-new-program/${person}`, {
      ...bare,
      family_annual_source_id: '',
      earning_range_id: '',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const enrolmentId = enrolled.json().beneficiaryProgramId as number;
    // the dashboard finds the programme of a sub-programme asked for alone in the database
    const alone = (await call('GET', `/dashboard/headline?sub_program_id=${subId}`)).json().data;
    expect([alone.people, alone.enrolments]).toEqual([1, 1]);

    expect((await call('POST', `/config/sub-programmes/${subId}/retire`)).statusCode).toBe(200);
    const other = await register();
    const after = (await call('GET', `/beneficiary/get-missing-subprograms/${other}`)).json();
    expect(after.subPrograms.map((s: { sub_program_id: number }) => s.sub_program_id)).not.toContain(subId);
    const refused = await call('POST', `/beneficiary/add-new-program/${other}`, bare);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('subProgramRetired');
    // the enrolment already in it may still be changed in place
    const kept = await call('PUT', `/beneficiary/update-program/${enrolmentId}`, { ...bare, enrollment_status: 5 });
    expect(kept.statusCode, kept.body).toBe(200);
    const [row] = await queryRows<{ sub_program_id: number; enrollment_status: number }>(
      ctx.handle.db,
      sql`SELECT sub_program_id, enrollment_status FROM beneficiary_programs WHERE beneficiary_program_id = ${enrolmentId}`,
    );
    expect(row).toEqual({ sub_program_id: subId, enrollment_status: 5 });
    // a retired programme retires its sub-programmes for new enrolments too
    expect((await call('POST', `/config/sub-programmes/${subId}/restore`)).statusCode).toBe(200);
    expect((await call('POST', `/config/programmes/${programId}/retire`)).statusCode).toBe(200);
    expect((await call('POST', `/beneficiary/add-new-program/${other}`, bare)).json().code).toBe('subProgramRetired');
    const names = (await call('GET', '/config/history?subject=program')).json().history;
    expect(names.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['configRetired', 'configCreated']);
  });

  it('refuses bad input with its message and an unknown programme, changing nothing', async () => {
    const [{ n }] = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM sub_programs`);
    const blank = await call('POST', '/config/programmes', { name: '  ', name_kn: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Message).toBe('Enter a name.');
    expect((await call('POST', '/config/programmes', { name: 'x'.repeat(101) })).statusCode).toBe(400);
    const orphan = await call('POST', '/config/sub-programmes', {
      program_id: 9999,
      name: 'Orphan',
      is_mutual_fund: false,
      skips_education: false,
    });
    expect(orphan.statusCode).toBe(404);
    expect(
      (await call('PUT', '/config/sub-programmes/9999', { name: 'X', is_mutual_fund: false, skips_education: false, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', '/config/sub-programmes/abc', {})).statusCode).toBe(400);
    const [{ n: after }] = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM sub_programs`);
    expect(after).toBe(n);
  });
});

describe("the office's look-up lists: added, renamed and retired values, followed by every reader", () => {
  const lists = async () => (await call('GET', '/config/lookups')).json().lists;

  it('a new occupation, channel and fund type are taken at once; a renamed level is named so; a retired channel is offered for nothing new', async () => {
    const occupation = (
      await call('POST', '/config/lookups/occupation', { name: 'Tailoring', name_kn: 'ಟೈಲರಿಂಗ್', family_income_source: true })
    ).json().id as number;
    const student = (await lists()).occupation.find((o: { id: number }) => o.id === 10);
    expect(student.family_income_source).toBe(false);
    const channel = (await call('POST', '/config/lookups/outreachChannel', { name: 'Gram Sabha', name_kn: 'ಗ್ರಾಮ ಸಭೆ' })).json()
      .id as number;
    const fundType = (await call('POST', '/config/lookups/mutualFundType', { name: 'STP', name_kn: '' })).json().id as number;
    expect([occupation, channel, fundType]).toEqual([13, 4, 3]);
    const graduate = (await lists()).educationLevel.find((l: { id: number }) => l.id === 5);
    const renamed = await call('PUT', '/config/lookups/educationLevel/5', {
      name: 'Degree',
      name_kn: 'ಪದವಿ ಶಿಕ್ಷಣ',
      version: graduate.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // the registration and the enrolment take the new values
    const place = await somePlace(ctx.handle.db);
    const registered = await call(
      'POST',
      '/beneficiary/register-new-beneficiary',
      beneficiaryPayload(place, { beneficiary_annual_source_id: occupation }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const person = registered.json().beneficiaryId as number;
    const enrolment = programPayload({
      program_id: 1,
      sub_program_id: 1,
      outreach_channel_id: channel,
      family_annual_source_id: occupation,
      mutual_fund_provider_id: 1,
      mutual_fund_type_id: fundType,
      mutual_fund_duration: 6,
      investment_amount: 1000,
    });
    const added = await call('POST', `/beneficiary/add-new-program/${person}`, enrolment);
    expect(added.statusCode, added.body).toBe(200);
    const details = (await call('GET', `/beneficiary/get-beneficiary-details/${person}`)).json();
    expect(details.beneficiaryProgrames[0]).toMatchObject({ outreach_channel: 'Gram Sabha', mutual_fund_type: 'STP' });
    const [fund] = (await call('GET', '/dashboard/headline?sub_program_id=1')).json().data.mutual_funds;
    expect(fund.by_type).toContainEqual({ mutual_fund_type_id: fundType, people: 1, enrolments: 1, amount: 1000 });
    expect(details.beneficiaryDetails.education_levels).toBe('Degree');

    // values that are not the lists' are refused with their field's message, not stored
    const student10 = await call('POST', `/beneficiary/add-new-program/${await register()}`, {
      ...enrolment,
      family_annual_source_id: 10,
    });
    expect(student10.statusCode).toBe(400);
    expect(student10.json().errors).toEqual([{ field: 'family_annual_source_id', message: PROGRAM_RULES.familyIncome }]);
    const unknown = await call(
      'POST',
      '/beneficiary/register-new-beneficiary',
      beneficiaryPayload(place, { beneficiary_annual_source_id: 999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('beneficiary_annual_source_id');

    // the channel retired: no new enrolment takes it, the one that has it keeps it
    const [{ version }] = (await lists()).outreachChannel.filter((c: { id: number }) => c.id === channel);
    expect(version).toBe(1);
    expect((await call('POST', `/config/lookups/outreachChannel/${channel}/retire`)).statusCode).toBe(200);
    const other = await register();
    const refused = await call('POST', `/beneficiary/add-new-program/${other}`, enrolment);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['outreach_channel_id']);
    const kept = await call('PUT', `/beneficiary/update-program/${added.json().beneficiaryProgramId}`, {
      ...enrolment,
      enrollment_status: 5,
    });
    expect(kept.statusCode, kept.body).toBe(200);

    // the export names the renamed level in both languages
    for (const [language, level] of [
      ['en-IN', 'Degree'],
      ['kn-IN', 'ಪದವಿ ಶಿಕ್ಷಣ'],
    ]) {
      const file = await call(
        'GET',
        `/beneficiary/export-beneficiaries?format=csv&all=true&language=${language}&search=${encodeURIComponent(details.beneficiaryDetails.first_name)}`,
      );
      const { beneficiaries } = readCsvZip(new Uint8Array(file.rawPayload));
      expect(
        beneficiaries.slice(1).some((row) => row.includes(level)),
        language,
      ).toBe(true);
    }

    // the history
    const history = (await call('GET', '/config/history?subject=educationLevel&subject_id=5')).json().history;
    expect(history[0]).toMatchObject({
      action: 'configUpdated',
      subject_name: 'Graduate',
      changes: [
        { field: 'name', from: 'Graduate', to: 'Degree' },
        { field: 'name_kn', from: 'ಪದವಿ', to: 'ಪದವಿ ಶಿಕ್ಷಣ' },
      ],
    });
  });

  it('refuses a list it does not keep, a bad name and a taken one', async () => {
    expect((await call('POST', '/config/lookups/gender', { name: 'Other' })).statusCode).toBe(400);
    expect((await call('POST', '/config/lookups/incomeRange', { name: '' })).json().Message).toBe('Enter a name.');
    expect((await call('POST', '/config/lookups/incomeRange', { name: '0 - 2,00,000' })).json().code).toBe('configNameTaken');
    expect((await call('PUT', '/config/lookups/incomeRange/99', { name: 'X', version: 1 })).statusCode).toBe(404);
  });
});
