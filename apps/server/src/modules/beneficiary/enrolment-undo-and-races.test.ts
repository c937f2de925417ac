import { ENROLMENT_DELETES_PER_HOUR, UNDO_NETWORK_GRACE_MS, UNDO_WINDOW_MS } from '@portal/contract/constants';
import { DETAIL_TEXT } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, programPayload, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// Undo is the server's to time; deleting one enrolment again and again is limited; and changes of one
// person's enrolments racing each other answer the spec's duplicate message, never a 500.

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
});
afterAll(() => ctx.close());

const api = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: user.auth, payload });

async function register(owner: TestUser): Promise<number> {
  const response = await api(owner, 'POST', 'register-new-beneficiary', beneficiaryPayload(await somePlace(ctx.handle.db)));
  expect(response.statusCode).toBe(200);
  return response.json().beneficiaryId;
}

async function enrol(owner: TestUser, id: number, subProgram: number): Promise<number> {
  const programId = subProgram === 3 || subProgram === 4 ? 2 : 1;
  const response = await api(
    owner,
    'POST',
    `add-new-program/${id}`,
    programPayload({ program_id: programId, sub_program_id: subProgram }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().beneficiaryProgramId;
}

/** Moves the enrolment's deletion `seconds` into the past, as if the clock had run on. */
const deletedAgo = (enrolmentId: number, seconds: number) =>
  ctx.handle.db.execute(
    sql`UPDATE beneficiary_programs SET deleted_at = now() - make_interval(secs => ${seconds})
        WHERE beneficiary_program_id = ${enrolmentId}`,
  );

const liveEnrolments = async (id: number) =>
  (
    await queryRows<{ sub_program_id: number }>(
      ctx.handle.db,
      sql`SELECT sub_program_id FROM beneficiary_programs WHERE beneficiary_id = ${id} AND deleted_at IS NULL
          ORDER BY sub_program_id`,
    )
  ).map((r) => r.sub_program_id);

describe('Undo of a deleted enrolment', () => {
  it('is accepted within the window the page offers (and the link’s grace), refused with 409 after it', async () => {
    const id = await register(facilitator);
    const inTime = await enrol(facilitator, id, 2);
    const late = await enrol(facilitator, id, 3);
    for (const e of [inTime, late]) expect((await api(facilitator, 'DELETE', `delete-program/${e}`)).statusCode).toBe(200);
    await deletedAgo(inTime, UNDO_WINDOW_MS / 1000);
    await deletedAgo(late, (UNDO_WINDOW_MS + UNDO_NETWORK_GRACE_MS) / 1000 + 1);
    expect((await api(facilitator, 'PUT', `restore-program/${inTime}`)).statusCode).toBe(200);
    const refused = await api(facilitator, 'PUT', `restore-program/${late}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Status: false, code: 'undoExpired' });
    // the administrator cannot bring it back by Undo either: it is added again if wanted
    expect((await api(admin, 'PUT', `restore-program/${late}`)).json().code).toBe('undoExpired');
    expect(await liveEnrolments(id)).toEqual([2]);
  });
});

describe('deleting one enrolment again and again', () => {
  it(`is refused (429, coded) after ${ENROLMENT_DELETES_PER_HOUR} deletions by one user within the hour; others are not held up`, async () => {
    const id = await register(facilitator);
    const enrolmentId = await enrol(facilitator, id, 2);
    for (let i = 0; i < ENROLMENT_DELETES_PER_HOUR; i++) {
      expect((await api(facilitator, 'DELETE', `delete-program/${enrolmentId}`)).statusCode).toBe(200);
      expect((await api(facilitator, 'PUT', `restore-program/${enrolmentId}`)).statusCode).toBe(200);
    }
    const refused = await api(facilitator, 'DELETE', `delete-program/${enrolmentId}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ Status: false, code: 'tooManyEnrolmentDeletes' });
    expect(await liveEnrolments(id)).toEqual([2]);
    // the limit is per user: the administrator may still delete it
    expect((await api(admin, 'DELETE', `delete-program/${enrolmentId}`)).statusCode).toBe(200);
    // and once the hour has moved on, the facilitator may again
    await ctx.handle.db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only`);
    await ctx.handle.db.execute(
      sql`UPDATE audit_events SET occurred_at = occurred_at - interval '61 minutes' WHERE beneficiary_program_id = ${enrolmentId}`,
    );
    await ctx.handle.db.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only`);
    expect((await api(admin, 'PUT', `restore-program/${enrolmentId}`)).statusCode).toBe(200);
    expect((await api(facilitator, 'DELETE', `delete-program/${enrolmentId}`)).statusCode).toBe(200);
  });

  it('holds under parallel deletes and restores: never more deletions than the limit, never a 500', async () => {
    const id = await register(facilitator);
    const enrolmentId = await enrol(facilitator, id, 2);
    const calls = Array.from({ length: 4 * ENROLMENT_DELETES_PER_HOUR }, (_, i) =>
      i % 2 === 0
        ? api(facilitator, 'DELETE', `delete-program/${enrolmentId}`)
        : api(facilitator, 'PUT', `restore-program/${enrolmentId}`),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM audit_events WHERE beneficiary_program_id = ${enrolmentId} AND action = 'enrolmentDeleted'`,
    );
    expect(n).toBeLessThanOrEqual(ENROLMENT_DELETES_PER_HOUR);
  });
});

const ROUNDS = 12;
const duplicate = { Status: false, Message: DETAIL_TEXT.alreadyEnrolled, code: 'alreadyEnrolled' };

describe('enrolment changes of one person racing each other', () => {
  it('two moves of two enrolments to the same sub-programme: one lands, the other is the duplicate message', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await register(facilitator);
      const a = await enrol(facilitator, id, 2);
      const b = await enrol(facilitator, id, 3);
      const to4 = programPayload({ program_id: 2, sub_program_id: 4 });
      const answers = await Promise.all([
        api(facilitator, 'PUT', `update-program/${a}`, to4),
        api(facilitator, 'PUT', `update-program/${b}`, to4),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual(duplicate);
      expect((await liveEnrolments(id)).filter((s) => s === 4)).toHaveLength(1);
    }
  });

  it('a move racing another user’s enrolment, or Undo, of that sub-programme: one lands, never a 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await register(facilitator);
      const moving = await enrol(facilitator, id, 2);
      const undone = await enrol(admin, id, 4);
      expect((await api(admin, 'DELETE', `delete-program/${undone}`)).statusCode).toBe(200);
      const to4 = programPayload({ program_id: 2, sub_program_id: 4 });
      const other =
        round % 2 === 0 ? api(admin, 'POST', `add-new-program/${id}`, to4) : api(admin, 'PUT', `restore-program/${undone}`);
      const answers = await Promise.all([api(facilitator, 'PUT', `update-program/${moving}`, to4), other]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual(duplicate);
      expect((await liveEnrolments(id)).filter((s) => s === 4)).toHaveLength(1);
    }
  });
});
