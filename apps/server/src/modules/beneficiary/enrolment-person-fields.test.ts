import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, programPayload, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// An enrolment form carries the person's education and income (spec §3): they become the person's own
// only under the person's edit rule, and a deactivated person takes no enrolment change (decision 012).

let ctx: TestContext;
let admin: TestUser;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  creator = await ctx.signIn('Field Facilitator');
  other = await ctx.signIn('Field Facilitator');
});
afterAll(() => ctx.close());

const api = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: user.auth, payload });

async function register(owner: TestUser): Promise<number> {
  const response = await api(owner, 'POST', 'register-new-beneficiary', beneficiaryPayload(await somePlace(ctx.handle.db)));
  expect(response.statusCode).toBe(200);
  return response.json().beneficiaryId;
}

const PERSON_COLUMNS = sql`education_level_id, institute, field_of_study, education_status_id, passing_year, is_certified,
  certification_name, family_annual_source_id, earning_members, earning_range_id, updated_by`;

async function person(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    ctx.handle.db,
    sql`SELECT ${PERSON_COLUMNS}, status_id FROM beneficiaries WHERE beneficiary_id = ${id}`,
  );
  return row;
}

async function enrolment(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    ctx.handle.db,
    sql`SELECT education_level_id, institute, earning_range_id, enrollment_status, deleted_at IS NOT NULL AS deleted
        FROM beneficiary_programs WHERE beneficiary_program_id = ${id}`,
  );
  return row;
}

const actions = async (id: number) =>
  (
    await queryRows<{ action: string }>(
      ctx.handle.db,
      sql`SELECT action FROM audit_events WHERE beneficiary_id = ${id} ORDER BY audit_id`,
    )
  ).map((r) => r.action);

// values no fixture uses, so that any write of them shows
const STATED = programPayload({ education_level_id: 6, institute: 'Stated College', earning_range_id: 3 });

describe('education and income sent with an enrolment', () => {
  it('by someone who may not correct the person: kept with the enrolment, the person unchanged, nothing in their record', async () => {
    const id = await register(creator);
    const before = await person(id);
    // the correction route refuses this caller
    const corrected = await api(other, 'PUT', `update-beneficiary/${id}`, beneficiaryPayload(await somePlace(ctx.handle.db)));
    expect(corrected.statusCode).toBe(403);
    const added = await api(other, 'POST', `add-new-program/${id}`, STATED);
    expect(added.statusCode).toBe(200);
    const enrolmentId = added.json().beneficiaryProgramId;
    expect(await person(id)).toEqual(before);
    expect(await enrolment(enrolmentId)).toMatchObject({
      education_level_id: 6,
      institute: 'Stated College',
      earning_range_id: 3,
    });
    // and by changing the caller's own enrolment
    const changed = await api(other, 'PUT', `update-program/${enrolmentId}`, programPayload({ education_level_id: 7 }));
    expect(changed.statusCode).toBe(200);
    expect(await person(id)).toEqual(before);
    expect(await enrolment(enrolmentId)).toMatchObject({ education_level_id: 7 });
    expect(await actions(id)).toEqual(['beneficiaryCreated', 'enrolmentCreated', 'enrolmentUpdated']);
  });

  it.each([
    ['their creator', () => creator],
    ['the administrator', () => admin],
  ])('by %s: the person takes them, and the History shows each change as a correction of the person', async (_, who) => {
    const id = await register(creator);
    const added = await api(who(), 'POST', `add-new-program/${id}`, STATED);
    expect(added.statusCode).toBe(200);
    expect(await person(id)).toMatchObject({ education_level_id: 6, institute: 'Stated College', updated_by: who().userId });
    const { history } = (await api(who(), 'GET', `get-beneficiary-history/${id}`)).json();
    expect(history[0].action).toBe('beneficiaryUpdated');
    expect(history[0].changes).toContainEqual({
      field: 'education_level_id',
      from: { value: null, name: null },
      to: { value: '6', name: 'Post Graduate' },
    });
  });

  it('sub-programme 5 states none: the enrolment keeps none and the person keeps theirs', async () => {
    const id = await register(creator);
    expect((await api(creator, 'POST', `add-new-program/${id}`, STATED)).statusCode).toBe(200);
    const before = await person(id);
    const five = await api(
      creator,
      'POST',
      `add-new-program/${id}`,
      programPayload({ sub_program_id: 5, education_level_id: 2 }),
    );
    expect(five.statusCode).toBe(200);
    expect(await person(id)).toEqual(before);
    expect(await enrolment(five.json().beneficiaryProgramId)).toMatchObject({ education_level_id: null, institute: null });
  });
});

describe('a deactivated person', () => {
  it('takes no new enrolment, and no change, delete or restore of one: 409 with a coded message, nothing changes', async () => {
    const id = await register(creator);
    const enrolmentId = (await api(creator, 'POST', `add-new-program/${id}`, programPayload())).json().beneficiaryProgramId;
    const deletedId = (
      await api(creator, 'POST', `add-new-program/${id}`, programPayload({ program_id: 2, sub_program_id: 3 }))
    ).json().beneficiaryProgramId;
    expect((await api(creator, 'DELETE', `delete-program/${deletedId}`)).statusCode).toBe(200);
    expect((await api(creator, 'PUT', `deactivate-beneficiary/${id}`, { reason: 'Moved away' })).statusCode).toBe(200);
    const before = { person: await person(id), enrolment: await enrolment(enrolmentId), audit: await actions(id) };

    for (const user of [creator, admin]) {
      const attempts = [
        await api(user, 'POST', `add-new-program/${id}`, programPayload({ program_id: 2, sub_program_id: 4 })),
        await api(user, 'PUT', `update-program/${enrolmentId}`, STATED),
        await api(user, 'DELETE', `delete-program/${enrolmentId}`),
        await api(user, 'PUT', `restore-program/${deletedId}`),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('beneficiaryInactive');
      }
    }
    // someone who may not change the enrolment learns nothing of the person's state: still 403
    expect((await api(other, 'PUT', `update-program/${enrolmentId}`, STATED)).statusCode).toBe(403);
    expect({ person: await person(id), enrolment: await enrolment(enrolmentId), audit: await actions(id) }).toEqual(before);
    // reactivated, the same change goes through
    expect((await api(creator, 'PUT', `reactivate-beneficiary/${id}`)).statusCode).toBe(200);
    expect((await api(creator, 'PUT', `update-program/${enrolmentId}`, STATED)).statusCode).toBe(200);
  });
});
