import { BENEFICIARY_TEXT, DETAIL_TEXT, PROGRAM_RULES as R } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, programPayload, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await ctx.signIn('Field Facilitator');
});
afterAll(() => ctx.close());

async function newBeneficiary(): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: user.auth,
    payload: beneficiaryPayload(await somePlace(ctx.handle.db)),
  });
  return response.json().beneficiaryId;
}
const addProgram = (id: number | string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/beneficiary/add-new-program/${id}`, headers: user.auth, payload });
const details = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/beneficiary/get-beneficiary-details/${id}`, headers: user.auth })).json();
const missing = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/beneficiary/get-missing-subprograms/${id}`, headers: user.auth })).json();

describe('enrolment', () => {
  it('adds a programme, records education and income on the person, and drops it from the missing list', async () => {
    const id = await newBeneficiary();
    expect((await missing(id)).subPrograms.map((s: { sub_program_id: number }) => s.sub_program_id)).toContain(2);
    const response = await addProgram(id, programPayload());
    expect(response.json()).toMatchObject({ Status: true, Message: DETAIL_TEXT.added });
    const body = await details(id);
    expect(body.beneficiaryProgrames).toEqual([
      expect.objectContaining({
        sub_program_id: 2,
        program_name: 'Financial Inclusion',
        df_associate: '0',
        enrollment_date: '2025-01-15',
      }),
    ]);
    expect(body.beneficiaryDetails).toMatchObject({
      education_levels: 'Graduate',
      institute: 'Government College',
      earning_range: '0 - 2,00,000',
    });
    const after = await missing(id);
    expect(after.subPrograms.map((s: { sub_program_id: number }) => s.sub_program_id)).not.toContain(2);
    expect(after.programs).toEqual(expect.arrayContaining([{ program_id: 1, program_name: 'Financial Inclusion' }]));
  });

  it('refuses a second enrolment in the same sub-programme', async () => {
    const id = await newBeneficiary();
    await addProgram(id, programPayload());
    const again = await addProgram(id, programPayload({ enrollment_status: 5 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(DETAIL_TEXT.alreadyEnrolled);
  });

  it('stores the mutual-fund fields for sub-programme 1 only', async () => {
    const id = await newBeneficiary();
    const mf = {
      mutual_fund_provider_id: 1,
      mutual_fund_type_id: 1,
      mutual_fund_duration: 24,
      investment_amount: 1500,
      reason_for_investment: 'Child education',
    };
    expect((await addProgram(id, programPayload({ sub_program_id: 1, ...mf }))).statusCode).toBe(200);
    expect((await addProgram(id, programPayload({ sub_program_id: 2, ...mf }))).statusCode).toBe(200);
    const programs = (await details(id)).beneficiaryProgrames;
    expect(programs[0]).toMatchObject({
      sub_program_name: 'Mutual Fund',
      mutual_fund_type: 'SIP',
      mutual_fund_investment_amount: '1500.00',
      mutual_fund_duration: 24,
    });
    expect(programs[1]).toMatchObject({
      mutual_fund_type: null,
      mutual_fund_investment_amount: null,
      reason_for_investment: null,
    });
  });

  it('needs no education or income for sub-programme 5 and keeps the person’s values', async () => {
    const id = await newBeneficiary();
    await addProgram(id, programPayload());
    const response = await addProgram(id, {
      program_id: 1,
      sub_program_id: 5,
      enrollment_date: '2025-02-01',
      enrollment_status: 4,
      df_associate: 0,
      outreach_channel_id: 2,
    });
    expect(response.statusCode).toBe(200);
    expect((await details(id)).beneficiaryDetails.education_levels).toBe('Graduate');
  });

  it('needs no institution for education level 1 or 8', async () => {
    const id = await newBeneficiary();
    const response = await addProgram(
      id,
      programPayload({
        education_level_id: 8,
        institute: '',
        field_of_study: '',
        education_status_id: '',
        passing_year: '',
        is_certified: '',
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['program_id', { program_id: '' }, R.program],
    ['sub_program_id', { sub_program_id: '' }, R.subProgram],
    ['enrollment_date', { enrollment_date: '' }, R.enrollmentDate],
    ['enrollment_status', { enrollment_status: '' }, R.enrollmentStatus],
    ['df_associate', { df_associate: '' }, R.dfAssociate],
    ['outreach_channel_id', { outreach_channel_id: '' }, R.outreachChannel],
    ['df_associate_emp_id', { df_associate: 1 }, R.associateEmpId],
    ['education_level_id', { education_level_id: '' }, R.educationLevel],
    ['institute', { institute: '' }, R.institution],
    ['field_of_study', { field_of_study: '' }, R.fieldOfStudy],
    ['education_status_id', { education_status_id: '' }, R.educationStatus],
    ['passing_year', { passing_year: 1899 }, R.passingYear],
    ['passing_year', { passing_year: '' }, R.passingYear],
    ['is_certified', { is_certified: '' }, R.certification],
    ['certification_name', { is_certified: 1 }, R.certificationName],
    ['family_annual_source_id', { family_annual_source_id: '' }, R.familyIncome],
    ['family_annual_source_id', { family_annual_source_id: 10 }, R.familyIncome],
    ['earning_range_id', { earning_range_id: '' }, R.familyIncome],
    ['earning_members', { earning_members: -1 }, R.earningMembers],
    ['mutual_fund_provider_id', { sub_program_id: 1 }, R.mfProvider],
    ['mutual_fund_type_id', { sub_program_id: 1 }, R.mfType],
    ['mutual_fund_duration', { sub_program_id: 1, mutual_fund_duration: -1 }, R.mfDuration],
    ['investment_amount', { sub_program_id: 1 }, R.investedAmount],
  ])('refuses a missing or bad %s with its message', async (field, overrides, message) => {
    const id = await newBeneficiary();
    const response = await addProgram(id, programPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await details(id)).beneficiaryProgrames).toEqual([]);
  });

  it('refuses a sub-programme of another programme', async () => {
    const id = await newBeneficiary();
    const response = await addProgram(id, programPayload({ program_id: 2, sub_program_id: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(R.subProgramMismatch);
  });

  it('answers for missing, malformed and unknown beneficiary ids', async () => {
    const noId = await ctx.app.inject({ method: 'GET', url: '/api/v1/beneficiary/get-missing-subprograms/', headers: user.auth });
    expect(noId.json()).toEqual({ Status: false, Message: BENEFICIARY_TEXT.idRequired, code: 'beneficiaryIdRequired' });
    expect((await addProgram('abc', programPayload())).statusCode).toBe(404);
    expect((await addProgram(2_000_000_000, programPayload())).statusCode).toBe(404);
  });
});

describe('enrolment codes in the database', () => {
  it('refuses a status, fund type or record status outside its fixed list, even written directly', async () => {
    const id = await newBeneficiary();
    expect((await addProgram(id, programPayload())).json().Status).toBe(true);
    const [{ enrolment }] = await queryRows<{ enrolment: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_program_id AS enrolment FROM beneficiary_programs WHERE beneficiary_id = ${id}`,
    );
    const set = (column: string, code: number) =>
      ctx.handle.db.execute(
        sql`UPDATE beneficiary_programs SET ${sql.identifier(column)} = ${code} WHERE beneficiary_program_id = ${enrolment}`,
      );
    for (const [column, good, bad] of [
      ['enrollment_status', 5, 6],
      ['mutual_fund_type_id', 2, 3],
      ['status_id', 2, 3],
    ] as const) {
      await set(column, good);
      await expect(set(column, bad), column).rejects.toMatchObject({ cause: { message: expect.stringMatching(/violates/) } });
    }
  });
});

describe('edit and delete of an enrolment', () => {
  it('edits an enrolment and deletes it', async () => {
    const id = await newBeneficiary();
    const enrolmentId = (await addProgram(id, programPayload())).json().beneficiaryProgramId;
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/beneficiary/update-program/${enrolmentId}`,
      headers: user.auth,
      payload: programPayload({ enrollment_status: 5, outreach_channel_id: 3 }),
    });
    expect(update.json()).toEqual({ Status: true, Message: DETAIL_TEXT.updated });
    expect((await details(id)).beneficiaryProgrames[0]).toMatchObject({
      enrollment_status: 5,
      outreach_channel: 'Media/Communication platform',
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/beneficiary/delete-program/${enrolmentId}`,
      headers: user.auth,
    });
    expect(removed.json()).toEqual({ Status: true, Message: DETAIL_TEXT.deleted });
    expect((await details(id)).beneficiaryProgrames).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/beneficiary/delete-program/${enrolmentId}`,
      headers: user.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to move an enrolment onto a sub-programme the person already has', async () => {
    const id = await newBeneficiary();
    const first = (await addProgram(id, programPayload())).json().beneficiaryProgramId;
    await addProgram(id, programPayload({ program_id: 2, sub_program_id: 3 }));
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/beneficiary/update-program/${first}`,
      headers: user.auth,
      payload: programPayload({ program_id: 2, sub_program_id: 3 }),
    });
    expect(update.statusCode).toBe(409);
  });
});

describe('geography look-ups', () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/org/${url}`, headers: user.auth });
  it('cascades from Karnataka to districts, taluks and villages', async () => {
    const districts = (await get('get-district-list/1')).json();
    expect(districts.Status).toBe(true);
    expect(districts.data).toHaveLength(31);
    const mysuru = districts.data.find((d: { district_name: string }) => d.district_name === 'Mysuru');
    const taluks = (await get(`get-taluka-list/${mysuru.district_id}`)).json().data;
    expect(taluks.map((t: { taluka_name: string }) => t.taluka_name)).toContain('Hunsur');
    const villages = (await get(`get-village-list/${taluks[0].taluka_id}`)).json().data;
    expect(villages.length).toBeGreaterThan(10);
    expect(villages[0]).toEqual({ village_id: expect.any(Number), village_name: expect.any(String) });
  });
  it('answers an empty list for another state or a bad id', async () => {
    expect((await get('get-district-list/2')).json().data).toEqual([]);
    expect((await get('get-taluka-list/abc')).json().data).toEqual([]);
    expect((await get('get-village-list/-5')).json().data).toEqual([]);
  });
});
