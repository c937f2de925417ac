import { HISTORY_PAGE_SIZE } from '@portal/contract/records';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, somePlace, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';

// The History pages over any number of entries, names each actor as they were called at the time, and
// shows an upload's file name only to those who may read the uploads history.

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
});
afterAll(() => ctx.close());

const api = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: user.auth, payload });

interface Entry {
  audit_id: number;
  action: string;
  user_name: string;
  upload_file_name: string | null;
  upload_row: number | null;
}

async function page(user: TestUser, id: number, before?: string): Promise<{ history: Entry[]; older: string | null }> {
  const response = await api(user, 'GET', `get-beneficiary-history/${id}${before ? `?before=${before}` : ''}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
}

/** Every page, newest first, following `older` until it is null. */
async function allPages(user: TestUser, id: number): Promise<Entry[][]> {
  const pages: Entry[][] = [];
  let before: string | undefined;
  do {
    const next = await page(user, id, before);
    pages.push(next.history);
    before = next.older ?? undefined;
  } while (before);
  return pages;
}

describe('a History longer than a page', () => {
  it('pages newest first by a cursor to the person’s creation, each entry once', async () => {
    const payload = beneficiaryPayload(await somePlace(ctx.handle.db));
    const id = (await api(facilitator, 'POST', 'register-new-beneficiary', payload)).json().beneficiaryId;
    const corrections = HISTORY_PAGE_SIZE + 12;
    for (let i = 0; i < corrections; i++) {
      const response = await api(facilitator, 'PUT', `update-beneficiary/${id}`, { ...payload, last_name: `Gowda${i}` });
      expect(response.statusCode).toBe(200);
    }
    const pages = await allPages(facilitator, id);
    expect(pages.map((p) => p.length)).toEqual([HISTORY_PAGE_SIZE, corrections + 1 - HISTORY_PAGE_SIZE]);
    const entries = pages.flat();
    const ids = entries.map((e) => e.audit_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(entries.at(-1)?.action).toBe('beneficiaryCreated');
    expect(entries.filter((e) => e.action === 'beneficiaryUpdated')).toHaveLength(corrections);
  });

  it('refuses a cursor that is not an entry id with a 400, and an unknown parameter too', async () => {
    const id = (
      await api(facilitator, 'POST', 'register-new-beneficiary', beneficiaryPayload(await somePlace(ctx.handle.db)))
    ).json().beneficiaryId;
    for (const query of ['before=abc', 'before=-1', 'before=0', 'before=1e9', `before=${'9'.repeat(30)}`, 'limit=5000']) {
      const response = await api(facilitator, 'GET', `get-beneficiary-history/${id}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    // a cursor older than everything is an empty last page (the creation is before the first record)
    expect(await page(facilitator, id, '1')).toEqual({ Status: true, history: [], older: null });
  });
});

describe('the names in a History', () => {
  it('stay as the actor was called when they acted, after a rename', async () => {
    const actor = await ctx.signIn('Field Facilitator');
    const payload = beneficiaryPayload(await somePlace(ctx.handle.db));
    const id = (await api(actor, 'POST', 'register-new-beneficiary', payload)).json().beneficiaryId;
    const [{ emp_name: before }] = await queryRows<{ emp_name: string }>(
      ctx.handle.db,
      sql`SELECT emp_name FROM users WHERE user_id = ${actor.userId}`,
    );
    await ctx.handle.db.execute(sql`UPDATE users SET emp_name = 'Renamed Person' WHERE user_id = ${actor.userId}`);
    expect((await api(actor, 'PUT', `update-beneficiary/${id}`, { ...payload, last_name: 'Naik' })).statusCode).toBe(200);
    const { history } = await page(admin, id);
    expect(history.map((e) => [e.action, e.user_name])).toEqual([
      ['beneficiaryUpdated', 'Renamed Person'],
      ['beneficiaryCreated', before],
    ]);
  });
});

describe('an upload’s file name in a History', () => {
  it('is shown to those who may read the uploads history, and to others only as the sheet row', async () => {
    const [{ village }] = await queryRows<{ village: string }>(
      ctx.handle.db,
      sql`SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
          WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
    );
    const prefix = uniqueName('Hist');
    const beneficiaries = hunsurSheet({ prefix, rows: 1, village, facilitator: admin.email });
    const source = { fileName: 'Ramesh-9876543210.xlsx', fileHash: 'f'.repeat(64) };
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-multiple-beneficiaries',
      headers: admin.auth,
      payload: { beneficiaries, source },
    });
    expect(uploaded.statusCode, uploaded.body.slice(0, 300)).toBe(200);
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_id AS id FROM beneficiaries WHERE first_name LIKE ${`${prefix}%`}`,
    );
    const forAdmin = await page(admin, id);
    expect(forAdmin.history.every((e) => e.upload_file_name === 'Ramesh-9876543210.xlsx')).toBe(true);
    // the uploads routes refuse the facilitator; the History does not tell them the name either
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/org/uploads', headers: facilitator.auth })).statusCode).toBe(403);
    const response = await api(facilitator, 'GET', `get-beneficiary-history/${id}`);
    expect(response.body).not.toContain('Ramesh');
    const forFacilitator: { history: Entry[] } = response.json();
    expect(forFacilitator.history.map((e) => [e.upload_file_name, e.upload_row])).toEqual(
      forAdmin.history.map((e) => [null, e.upload_row]),
    );
    expect(forFacilitator.history.every((e) => typeof e.upload_row === 'number')).toBe(true);
  });
});
