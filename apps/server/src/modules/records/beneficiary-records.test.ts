import { PERMISSIONS } from '@portal/contract/permissions';
import { RECORDS_TEXT } from '@portal/contract/records-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, programPayload, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// Correcting, deactivating and the history of a beneficiary; enrolments deleted softly and restored.

const CORRECTOR_ROLE = 'Records Supervisor';

let ctx: TestContext;
let admin: TestUser;
let facilitatorA: TestUser;
let facilitatorB: TestUser;
let corrector: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.handle.db.execute(
    sql`INSERT INTO roles (role_name, role_permissions) VALUES (${CORRECTOR_ROLE}, ${`beneficiary, ${PERMISSIONS.beneficiaryAdmin}`})`,
  );
  admin = await ctx.signIn('Administrator');
  facilitatorA = await ctx.signIn('Field Facilitator');
  facilitatorB = await ctx.signIn('Field Facilitator');
  corrector = await ctx.signIn(CORRECTOR_ROLE);
});
afterAll(() => ctx.close());

const api = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: user.auth, payload });

async function register(owner: TestUser, overrides: Record<string, unknown> = {}) {
  const payload = beneficiaryPayload(await somePlace(ctx.handle.db), overrides);
  const response = await api(owner, 'POST', 'register-new-beneficiary', payload);
  expect(response.statusCode).toBe(200);
  return { id: response.json().beneficiaryId as number, payload };
}

async function auditOf(beneficiaryId: number) {
  return queryRows<{
    action: string;
    user_id: number;
    changes: unknown;
    reason: string | null;
    beneficiary_program_id: number | null;
  }>(
    ctx.handle.db,
    sql`SELECT action, user_id, changes, reason, beneficiary_program_id FROM audit_events
        WHERE beneficiary_id = ${beneficiaryId} ORDER BY audit_id`,
  );
}

const history = async (user: TestUser, id: number) => (await api(user, 'GET', `get-beneficiary-history/${id}`)).json();

describe('correcting a beneficiary', () => {
  it('the creator corrects the mobile and village: the row, the audit (old and new values) and the history say so', async () => {
    const { id, payload } = await register(facilitatorA);
    const otherPlace = await somePlace(ctx.handle.db, 5);
    const response = await api(facilitatorA, 'PUT', `update-beneficiary/${id}`, {
      ...payload,
      ...otherPlace,
      mobile_no: '9123456780',
    });
    expect(response.json()).toEqual({ Status: true, Message: RECORDS_TEXT.updated });
    const [row] = await queryRows<{ mobile_no: string; village_id: number; updated_by: number }>(
      ctx.handle.db,
      sql`SELECT mobile_no, village_id, updated_by FROM beneficiaries WHERE beneficiary_id = ${id}`,
    );
    expect(row).toEqual({ mobile_no: '9123456780', village_id: otherPlace.village_id, updated_by: facilitatorA.userId });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['beneficiaryCreated', 'beneficiaryUpdated']);
    const changes = audit[1].changes as { field: string; from: string; to: string }[];
    expect(changes).toContainEqual({ field: 'mobile_no', from: '9876543210', to: '9123456780' });
    expect(changes).toContainEqual({ field: 'village_id', from: String(payload.village_id), to: String(otherPlace.village_id) });
    expect(changes.map((c) => c.field)).not.toContain('first_name');

    const { history: entries } = await history(facilitatorB, id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['beneficiaryUpdated', 'beneficiaryCreated']);
    const village = entries[0].changes.find((c: { field: string }) => c.field === 'village_id');
    const [names] = await queryRows<{ old: string; new: string }>(
      ctx.handle.db,
      sql`SELECT (SELECT village_name FROM villages WHERE village_id = ${payload.village_id}) AS old,
                 (SELECT village_name FROM villages WHERE village_id = ${otherPlace.village_id}) AS new`,
    );
    expect(village.from.name).toBe(names.old);
    expect(village.to.name).toBe(names.new);
    const [creator] = await queryRows<{ emp_name: string }>(
      ctx.handle.db,
      sql`SELECT emp_name FROM users WHERE user_id = ${facilitatorA.userId}`,
    );
    expect(entries[0].user_name).toBe(creator.emp_name);
  });

  it('a correction that changes nothing writes no audit record', async () => {
    const { id, payload } = await register(facilitatorA);
    expect((await api(facilitatorA, 'PUT', `update-beneficiary/${id}`, payload)).statusCode).toBe(200);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['beneficiaryCreated']);
  });

  it('the same form rules as registering: a bad mobile is the spec message, nothing changes', async () => {
    const { id, payload } = await register(facilitatorA);
    const response = await api(facilitatorA, 'PUT', `update-beneficiary/${id}`, { ...payload, mobile_no: '12' });
    expect(response.statusCode).toBe(400);
    expect((await auditOf(id)).length).toBe(1);
  });

  it('another facilitator gets 403 and changes nothing; the permission holder and the administrator may', async () => {
    const { id, payload } = await register(facilitatorA);
    const refused = await api(facilitatorB, 'PUT', `update-beneficiary/${id}`, { ...payload, last_name: 'Rao' });
    expect(refused.statusCode).toBe(403);
    expect((await auditOf(id)).length).toBe(1);
    for (const [user, lastName] of [
      [corrector, 'Shetty'],
      [admin, 'Naik'],
    ] as const) {
      const done = await api(user, 'PUT', `update-beneficiary/${id}`, { ...payload, last_name: lastName });
      expect(done.statusCode).toBe(200);
    }
    const audit = await auditOf(id);
    expect(audit.map((a) => a.user_id)).toEqual([facilitatorA.userId, corrector.userId, admin.userId]);
  });

  it('the details say who may correct: can_edit for the creator, not for another facilitator', async () => {
    const { id } = await register(facilitatorA);
    const own = (await api(facilitatorA, 'GET', `get-beneficiary-details/${id}`)).json();
    const other = (await api(facilitatorB, 'GET', `get-beneficiary-details/${id}`)).json();
    expect(own.beneficiaryDetails.can_edit).toBe(true);
    expect(other.beneficiaryDetails.can_edit).toBe(false);
  });

  it('a correction making the person another record is refused with a link to that record', async () => {
    const first = await register(facilitatorA);
    const second = await register(facilitatorA);
    const response = await api(facilitatorA, 'PUT', `update-beneficiary/${second.id}`, {
      ...second.payload,
      first_name: first.payload.first_name.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicateOnUpdate', existingBeneficiaryId: first.id });
    expect((await auditOf(second.id)).length).toBe(1);
  });

  it('a missing or malformed id is 404, nothing else happens', async () => {
    const { payload } = await register(facilitatorA);
    expect((await api(admin, 'PUT', 'update-beneficiary/999999999', payload)).statusCode).toBe(404);
    expect((await api(admin, 'PUT', 'update-beneficiary/abc', payload)).statusCode).toBe(404);
  });
});

describe('deactivating a beneficiary', () => {
  it('needs a reason; is recorded with it; hides the person from the list; reactivating brings them back', async () => {
    const { id, payload } = await register(facilitatorA);
    expect((await api(facilitatorA, 'PUT', `deactivate-beneficiary/${id}`, { reason: '  ' })).statusCode).toBe(400);
    const done = await api(facilitatorA, 'PUT', `deactivate-beneficiary/${id}`, { reason: 'Moved out of the district' });
    expect(done.json()).toEqual({ Status: true, Message: RECORDS_TEXT.deactivated });
    const details = (await api(facilitatorA, 'GET', `get-beneficiary-details/${id}`)).json().beneficiaryDetails;
    expect(details).toMatchObject({ status_id: 2, deactivation_reason: 'Moved out of the district' });
    const listed = async (status?: string) =>
      (await api(facilitatorA, 'GET', `get-beneficiaries-list?search=${payload.first_name}${status ? `&status=${status}` : ''}`))
        .json()
        .Data.map((r: { beneficiary_id: number }) => r.beneficiary_id);
    expect(await listed()).not.toContain(id);
    expect(await listed('deactivated')).toContain(id);
    expect(await listed('all')).toContain(id);

    // asked again: nothing more is recorded
    await api(facilitatorA, 'PUT', `deactivate-beneficiary/${id}`, { reason: 'Again' });
    expect((await api(facilitatorA, 'PUT', `reactivate-beneficiary/${id}`)).statusCode).toBe(200);
    expect(await listed()).toContain(id);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['beneficiaryCreated', null],
      ['beneficiaryDeactivated', 'Moved out of the district'],
      ['beneficiaryReactivated', null],
    ]);
  });

  it('another facilitator may not deactivate (403), the permission holder may', async () => {
    const { id } = await register(facilitatorA);
    expect((await api(facilitatorB, 'PUT', `deactivate-beneficiary/${id}`, { reason: 'x' })).statusCode).toBe(403);
    expect((await api(corrector, 'PUT', `deactivate-beneficiary/${id}`, { reason: 'Duplicate of another' })).statusCode).toBe(
      200,
    );
  });
});

describe('enrolments: audited, deleted softly, restored', () => {
  it('create, update (field values), delete and restore are each one audit record; a deleted one leaves the details', async () => {
    const { id } = await register(facilitatorA);
    const added = await api(facilitatorA, 'POST', `add-new-program/${id}`, programPayload());
    const enrolmentId = added.json().beneficiaryProgramId as number;
    await api(facilitatorA, 'PUT', `update-program/${enrolmentId}`, programPayload({ enrollment_status: 5 }));
    expect((await api(facilitatorA, 'DELETE', `delete-program/${enrolmentId}`)).statusCode).toBe(200);
    const details = async () => (await api(facilitatorA, 'GET', `get-beneficiary-details/${id}`)).json().beneficiaryProgrames;
    expect(await details()).toEqual([]);
    // the sub-programme is free again while deleted
    const missing = (await api(facilitatorA, 'GET', `get-missing-subprograms/${id}`)).json();
    expect(missing.subPrograms.map((s: { sub_program_id: number }) => s.sub_program_id)).toContain(2);
    // a deleted enrolment cannot be changed, nor deleted twice
    expect((await api(facilitatorA, 'PUT', `update-program/${enrolmentId}`, programPayload())).statusCode).toBe(404);
    expect((await api(facilitatorA, 'DELETE', `delete-program/${enrolmentId}`)).statusCode).toBe(404);
    // another facilitator may not undo it
    expect((await api(facilitatorB, 'PUT', `restore-program/${enrolmentId}`)).statusCode).toBe(403);
    const restored = await api(facilitatorA, 'PUT', `restore-program/${enrolmentId}`);
    expect(restored.json()).toEqual({ Status: true, Message: RECORDS_TEXT.restored });
    expect((await details()).map((p: { beneficiary_program_id: number }) => p.beneficiary_program_id)).toEqual([enrolmentId]);
    expect((await api(facilitatorA, 'PUT', `restore-program/${enrolmentId}`)).statusCode).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.beneficiary_program_id])).toEqual([
      ['beneficiaryCreated', null],
      ['enrolmentCreated', enrolmentId],
      // the creator's enrolment form gave the person the education and income they had not recorded
      ['beneficiaryUpdated', null],
      ['enrolmentUpdated', enrolmentId],
      ['enrolmentDeleted', enrolmentId],
      ['enrolmentRestored', enrolmentId],
    ]);
    expect(audit[2].changes).toContainEqual({ field: 'education_level_id', from: null, to: '5' });
    expect(audit[3].changes).toEqual([{ field: 'enrollment_status', from: '4', to: '5' }]);
    const { history: entries } = await history(facilitatorB, id);
    expect(entries[2]).toMatchObject({ action: 'enrolmentUpdated', program_id: 1, sub_program_id: 2 });
    expect(entries[2].changes[0]).toMatchObject({ field: 'enrollment_status', from: { value: '4' }, to: { value: '5' } });
    expect(entries[2].changes[0].to.name).toEqual(expect.any(String));
  });

  it('an undo after the person was enrolled again in the sub-programme is refused (409), nothing changes', async () => {
    const { id } = await register(facilitatorA);
    const first = (await api(facilitatorA, 'POST', `add-new-program/${id}`, programPayload())).json().beneficiaryProgramId;
    await api(facilitatorA, 'DELETE', `delete-program/${first}`);
    const again = await api(facilitatorA, 'POST', `add-new-program/${id}`, programPayload());
    expect(again.statusCode).toBe(200);
    const undo = await api(facilitatorA, 'PUT', `restore-program/${first}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().code).toBe('alreadyEnrolled');
    expect((await auditOf(id)).filter((a) => a.action === 'enrolmentRestored')).toEqual([]);
  });
});

describe('the audit is append-only and never logged', () => {
  it('UPDATE and DELETE of an audit record are refused by the database', async () => {
    const { id } = await register(facilitatorA);
    await expect(ctx.handle.db.execute(sql`UPDATE audit_events SET reason = 'x' WHERE beneficiary_id = ${id}`)).rejects.toThrow();
    await expect(ctx.handle.db.execute(sql`DELETE FROM audit_events WHERE beneficiary_id = ${id}`)).rejects.toThrow();
    expect((await auditOf(id)).length).toBe(1);
  });

  it('a correction, a deactivation and the history leave no personal value in the log', async () => {
    const lines: string[] = [];
    const logged = await createTestContext({}, { logLines: lines });
    try {
      const owner = await logged.signIn('Field Facilitator');
      const inject = (method: 'PUT' | 'GET' | 'POST', url: string, body?: object) =>
        logged.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: owner.auth, payload: body });
      const payload = beneficiaryPayload(await somePlace(logged.handle.db));
      const id = (await inject('POST', 'register-new-beneficiary', payload)).json().beneficiaryId;
      await inject('PUT', `update-beneficiary/${id}`, { ...payload, mobile_no: '9000012345', last_name: 'Hegdeward' });
      await inject('PUT', `deactivate-beneficiary/${id}`, { reason: 'Reasonwithname Hegdeward' });
      await inject('GET', `get-beneficiary-history/${id}`);
      // Pino's own numbers (time, pid, response time) may hold any digits
      const log = lines.join('\n').replace(/"(time|pid|responseTime)":[0-9.]+/g, '');
      expect(log).toContain('beneficiary_updated');
      expect(log).toContain('beneficiary_deactivated');
      for (const value of ['9000012345', 'Hegdeward', payload.first_name, '9876543210']) expect(log).not.toContain(value);
    } finally {
      await logged.close();
    }
  });
});
