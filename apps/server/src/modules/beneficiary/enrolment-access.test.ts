import { Writable } from 'node:stream';
import { AUTH_ERRORS, DETAIL_TEXT } from '@portal/contract/messages';
import { PERMISSIONS } from '@portal/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, programPayload, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { buildApp, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';

// Who may edit or delete an enrolment: its creator, or a user holding enrolment-admin (the wildcard too).

const SUPERVISOR_ROLE = 'Enrolment Supervisor';

let ctx: TestContext;
let admin: TestUser;
let facilitatorA: TestUser;
let facilitatorB: TestUser;
let supervisor: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.handle.db.execute(
    sql`INSERT INTO roles (role_name, role_permissions) VALUES (${SUPERVISOR_ROLE}, ${`beneficiary, ${PERMISSIONS.enrolmentAdmin}`})`,
  );
  admin = await ctx.signIn('Administrator');
  facilitatorA = await ctx.signIn('Field Facilitator');
  facilitatorB = await ctx.signIn('Field Facilitator');
  supervisor = await ctx.signIn(SUPERVISOR_ROLE);
});
afterAll(() => ctx.close());

/** A person registered by `owner` and enrolled by them; changes to the enrolment also touch the person. */
async function enrolmentOf(owner: TestUser): Promise<{ beneficiaryId: number; enrolmentId: number }> {
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: owner.auth,
    payload: beneficiaryPayload(await somePlace(ctx.handle.db)),
  });
  const beneficiaryId = registered.json().beneficiaryId as number;
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/beneficiary/add-new-program/${beneficiaryId}`,
    headers: owner.auth,
    payload: programPayload(),
  });
  expect(added.statusCode).toBe(200);
  return { beneficiaryId, enrolmentId: added.json().beneficiaryProgramId };
}

// a different status, channel and education, so that any write shows in the rows
const CHANGED = programPayload({ enrollment_status: 5, outreach_channel_id: 3, education_level_id: 6, institute: 'Other' });

const update = (user: TestUser, id: number | string, payload: object = CHANGED) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/beneficiary/update-program/${id}`, headers: user.auth, payload });
const remove = (user: TestUser, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/beneficiary/delete-program/${id}`, headers: user.auth });

interface EnrolmentRow {
  enrollment_status: number;
  outreach_channel_id: number;
  updated_by: number | null;
  updated_at: Date | string | null;
  changed_seconds_ago: number | null;
}

/** The live enrolment (a deleted one is kept, marked, for its history and Undo). */
async function enrolmentRow(enrolmentId: number): Promise<EnrolmentRow | undefined> {
  const [row] = await queryRows<EnrolmentRow>(
    ctx.handle.db,
    sql`SELECT enrollment_status, outreach_channel_id, updated_by, updated_at,
          extract(epoch FROM now() - updated_at)::float8 AS changed_seconds_ago
        FROM beneficiary_programs WHERE beneficiary_program_id = ${enrolmentId} AND deleted_at IS NULL`,
  );
  return row;
}

/** The enrolment and the person's education and income, as stored. */
async function stored(beneficiaryId: number, enrolmentId: number) {
  const [person] = await queryRows<Record<string, unknown>>(
    ctx.handle.db,
    sql`SELECT education_level_id, institute FROM beneficiaries WHERE beneficiary_id = ${beneficiaryId}`,
  );
  const [enrolment] = await queryRows<Record<string, unknown>>(
    ctx.handle.db,
    sql`SELECT * FROM beneficiary_programs WHERE beneficiary_program_id = ${enrolmentId}`,
  );
  return { person, enrolment };
}

const forbidden = { Status: false, Message: AUTH_ERRORS.forbidden, code: 'forbidden' };

describe('changing an enrolment someone else created', () => {
  it.each([
    ['the administrator', () => admin],
    ['another Field Facilitator', () => facilitatorB],
  ])('a Field Facilitator may neither update nor delete one created by %s: 403, nothing changes', async (_, creator) => {
    const { beneficiaryId, enrolmentId } = await enrolmentOf(creator());
    const before = await stored(beneficiaryId, enrolmentId);
    const updated = await update(facilitatorA, enrolmentId);
    expect(updated.statusCode).toBe(403);
    expect(updated.json()).toEqual(forbidden);
    const deleted = await remove(facilitatorA, enrolmentId);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual(forbidden);
    expect(await stored(beneficiaryId, enrolmentId)).toEqual(before);
    expect(before.enrolment).toMatchObject({ updated_by: null, updated_at: null });
  });

  it('still answers the spec’s not-found for an enrolment that does not exist', async () => {
    for (const response of [await update(facilitatorA, 2_000_000_000), await remove(facilitatorA, 2_000_000_000)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Status: false, Message: DETAIL_TEXT.programNotFound, code: 'programNotFound' });
    }
    // one that existed and was deleted by its creator is missing too, for everyone
    const { enrolmentId } = await enrolmentOf(facilitatorB);
    expect((await remove(facilitatorB, enrolmentId)).statusCode).toBe(200);
    expect((await update(facilitatorA, enrolmentId)).statusCode).toBe(404);
    expect((await remove(facilitatorA, enrolmentId)).statusCode).toBe(404);
    // and a refused change of an existing one is not a not-found
    const other = await enrolmentOf(admin);
    expect((await remove(facilitatorA, other.enrolmentId)).statusCode).toBe(403);
  });
});

describe('who may change an enrolment', () => {
  it.each([
    ['its creator', () => facilitatorA, () => facilitatorA],
    ['the administrator (wildcard), another’s', () => facilitatorB, () => admin],
    ['a role holding enrolment-admin, the administrator’s', () => admin, () => supervisor],
  ])('%s: updated_by and updated_at record the change, then the delete goes through', async (_, creator, changer) => {
    const { enrolmentId } = await enrolmentOf(creator());
    expect(await enrolmentRow(enrolmentId)).toMatchObject({ updated_by: null, updated_at: null });
    const updated = await update(changer(), enrolmentId);
    expect(updated.json()).toEqual({ Status: true, Message: DETAIL_TEXT.updated });
    const row = await enrolmentRow(enrolmentId);
    expect(row).toMatchObject({ enrollment_status: 5, outreach_channel_id: 3, updated_by: changer().userId });
    expect(row?.changed_seconds_ago).toBeGreaterThanOrEqual(0);
    expect(row?.changed_seconds_ago).toBeLessThan(60);
    const deleted = await remove(changer(), enrolmentId);
    expect(deleted.json()).toEqual({ Status: true, Message: DETAIL_TEXT.deleted });
    expect(await enrolmentRow(enrolmentId)).toBeUndefined();
  });

  it('applies a removed enrolment-admin permission at the next call', async () => {
    await ctx.handle.db.execute(
      sql`INSERT INTO roles (role_name, role_permissions) VALUES ('Short Supervisor', 'beneficiary,enrolment-admin')`,
    );
    const shortLived = await ctx.signIn('Short Supervisor');
    const { enrolmentId } = await enrolmentOf(facilitatorB);
    expect((await update(shortLived, enrolmentId)).statusCode).toBe(200);
    await ctx.handle.db.execute(sql`UPDATE roles SET role_permissions = 'beneficiary' WHERE role_name = 'Short Supervisor'`);
    expect((await update(shortLived, enrolmentId)).statusCode).toBe(403);
    expect((await remove(shortLived, enrolmentId)).statusCode).toBe(403);
    expect(await enrolmentRow(enrolmentId)).toMatchObject({ updated_by: shortLived.userId });
  });
});

describe('the details answer', () => {
  it('tells per enrolment whether the caller may change it, by the same rule', async () => {
    const own = await enrolmentOf(facilitatorA);
    // the same person, a second enrolment by another facilitator
    const byB = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/beneficiary/add-new-program/${own.beneficiaryId}`,
      headers: facilitatorB.auth,
      payload: programPayload({ program_id: 2, sub_program_id: 3 }),
    });
    expect(byB.statusCode).toBe(200);
    const flags = async (user: TestUser) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/beneficiary/get-beneficiary-details/${own.beneficiaryId}`,
        headers: user.auth,
      });
      return response.json().beneficiaryProgrames.map((p: { can_change: unknown }) => p.can_change);
    };
    expect(await flags(facilitatorA)).toEqual([true, false]);
    expect(await flags(facilitatorB)).toEqual([false, true]);
    expect(await flags(admin)).toEqual([true, true]);
    expect(await flags(supervisor)).toEqual([true, true]);
  });
});

describe('concurrent attempts', () => {
  it('many parallel updates and deletes by a non-creator all get 403 while the creator’s own update lands', async () => {
    const { beneficiaryId, enrolmentId } = await enrolmentOf(facilitatorB);
    const attempts = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? update(facilitatorA, enrolmentId, programPayload({ outreach_channel_id: 2 }))
        : remove(facilitatorA, enrolmentId),
    );
    const [own, ...others] = await Promise.all([update(facilitatorB, enrolmentId), ...attempts]);
    expect(own.statusCode).toBe(200);
    expect(others.map((r) => r.statusCode)).toEqual(others.map(() => 403));
    expect(await enrolmentRow(enrolmentId)).toMatchObject({
      enrollment_status: 5,
      outreach_channel_id: 3,
      updated_by: facilitatorB.userId,
    });
    expect((await stored(beneficiaryId, enrolmentId)).person).toMatchObject({ education_level_id: 6, institute: 'Other' });
  });

  it('a non-creator racing the creator’s delete never changes the row: 403 or, once it is gone, 404', async () => {
    const { enrolmentId } = await enrolmentOf(facilitatorB);
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? update(facilitatorA, enrolmentId) : remove(facilitatorA, enrolmentId),
      ),
      remove(facilitatorB, enrolmentId),
    ]);
    const ownDelete = responses.pop();
    expect(ownDelete?.statusCode).toBe(200);
    for (const response of responses) expect([403, 404]).toContain(response.statusCode);
    expect(await enrolmentRow(enrolmentId)).toBeUndefined();
  });
});

describe('logs of enrolment changes', () => {
  it('name the event, the user id and the enrolment id, and no personal data', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' });
    const logged = await buildApp({ config, db: ctx.handle.db, logger: { ...(loggerOptions('info') as object), stream } });
    try {
      // the requests' lines only: not the start's housekeeping
      await logged.ready();
      lines.length = 0;
      const person = beneficiaryPayload(await somePlace(ctx.handle.db));
      const registered = await logged.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/register-new-beneficiary',
        headers: facilitatorA.auth,
        payload: person,
      });
      const beneficiaryId = registered.json().beneficiaryId;
      const added = await logged.inject({
        method: 'POST',
        url: `/api/v1/beneficiary/add-new-program/${beneficiaryId}`,
        headers: facilitatorA.auth,
        payload: programPayload(),
      });
      const enrolmentId = added.json().beneficiaryProgramId;
      const others = await enrolmentOf(admin);
      const call = (method: 'PUT' | 'DELETE', id: number) =>
        logged.inject({
          method,
          url: `/api/v1/beneficiary/${method === 'PUT' ? 'update' : 'delete'}-program/${id}`,
          headers: facilitatorA.auth,
          ...(method === 'PUT' ? { payload: CHANGED } : {}),
        });
      expect((await call('PUT', others.enrolmentId)).statusCode).toBe(403);
      expect((await call('PUT', enrolmentId)).statusCode).toBe(200);
      expect((await call('DELETE', enrolmentId)).statusCode).toBe(200);

      // the requests' events: the housekeeping after the start (the counts' fold) logs without a request
      const events = lines.filter(
        (l) => l.reqId !== undefined && typeof l.event === 'string' && l.event !== 'beneficiary_created',
      );
      const pick = ({ event, userId, enrolmentId }: Record<string, unknown>) => ({ event, userId, enrolmentId });
      expect(events.map(pick)).toEqual([
        { event: 'authz_fail', userId: facilitatorA.userId, enrolmentId: others.enrolmentId },
        { event: 'enrolment_updated', userId: facilitatorA.userId, enrolmentId },
        { event: 'enrolment_deleted', userId: facilitatorA.userId, enrolmentId },
      ]);
      // time, pid and response time are numbers that could hold any digits
      const text = JSON.stringify(lines.map(({ time, pid, responseTime, ...rest }) => rest));
      for (const value of [person.first_name, person.last_name, person.mobile_no, person.aadhaar_no, person.email_id, 'Other']) {
        expect(text).not.toContain(value);
      }
    } finally {
      await logged.close();
    }
  });
});
