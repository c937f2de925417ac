import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { CHUNK, CHUNKED, hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let admin: TestUser;
let village: string;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext(CHUNKED, { logLines });
  admin = await ctx.signIn('Administrator');
  [{ village }] = await queryRows<{ village: string }>(
    ctx.handle.db,
    sql`SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
  );
});
afterAll(() => ctx.close());

const UPLOAD = '/api/v1/beneficiary/register-multiple-beneficiaries';
const LIST = '/api/v1/beneficiary/get-beneficiaries-list?isChecked=true&offset=0';
const post = (payload: object) => ctx.app.inject({ method: 'POST', url: UPLOAD, headers: admin.auth, payload });
const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(ctx.handle.db, query))[0].n;
/** The upload's people stored (and visible to everyone else) right now. */
const stored = (prefix: string) => one(sql`SELECT count(*)::int AS n FROM beneficiaries WHERE first_name LIKE ${`${prefix}%`}`);
const enrolments = (prefix: string) =>
  one(sql`SELECT count(*)::int AS n FROM beneficiary_programs p JOIN beneficiaries b USING (beneficiary_id)
          WHERE b.first_name LIKE ${`${prefix}%`}`);

/** A sheet of `rows` people of Hunsur in the order they are written; every third row enrols them. */
const sheet = (prefix: string, rows: number) => hunsurSheet({ prefix, rows, village, facilitator: admin.email });

/**
 * Runs `during` over and over while the upload of `beneficiaries` runs (each run after the one before
 * has been answered), and answers the upload's response with what each run gave.
 */
async function whileUploading<T>(beneficiaries: object[], during: () => Promise<T>) {
  let finished = false;
  const upload = post({ beneficiaries }).finally(() => {
    finished = true;
  });
  const seen: T[] = [];
  while (!finished) {
    seen.push(await during());
    // a turn of the event loop for the upload (PGlite answers within microtasks)
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { response: await upload, seen };
}

describe('a big upload in short transactions', () => {
  it('lets other users be answered between its chunks: a list page comes while some but not all chunks are stored', async () => {
    const prefix = uniqueName('Turns');
    const total = 12 * CHUNK;
    const ff = await ctx.signIn('Field Facilitator');
    const { response, seen } = await whileUploading(sheet(prefix, total), async () => {
      const list = await ctx.app.inject({ method: 'GET', url: LIST, headers: ff.auth });
      expect(list.statusCode).toBe(200);
      // how far the upload had come once the list was answered
      return stored(prefix);
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().report).toMatchObject({ created: total, skipped: 0, rejected: [] });
    // in one transaction the list would wait for all of it (PGlite), or see none of it until the end
    expect(
      seen.some((n) => n > 0 && n < total),
      `people of the upload stored at each list answer: ${seen.join(', ')}`,
    ).toBe(true);
    expect(await stored(prefix)).toBe(total);
  }, 120_000);

  it('undoes the chunks already stored when a later chunk fails: nothing of it is left, people registered before keep what they had', async () => {
    const prefix = uniqueName('Undo');
    const total = 5 * CHUNK;
    const beneficiaries = sheet(prefix, total);
    // two people registered before, without an enrolment; the sheet enrols them (rows 0 and 3)
    const before = [0, 3].map((i) => ({ ...beneficiaries[i], sub_program: '' }));
    expect((await post({ beneficiaries: before })).json().report).toMatchObject({ created: 2 });
    const enrolmentsBefore = await one(sql`SELECT count(*)::int AS n FROM beneficiary_programs`);
    // a rule of the table that the checks do not know, met by a row of the last of five chunks
    await ctx.handle.db.execute(
      sql.raw(
        `ALTER TABLE beneficiaries ADD CONSTRAINT test_no_row CHECK (first_name <> '${beneficiaries[total - 100].first_name}')`,
      ),
    );
    try {
      const { response, seen } = await whileUploading(beneficiaries, () => stored(prefix));
      expect(response.statusCode).toBe(500);
      // chunks were stored (and seen by everyone) before the failure
      expect(Math.max(...seen), `people of the upload stored: ${seen.join(', ')}`).toBeGreaterThan(2);
    } finally {
      await ctx.handle.db.execute(sql`ALTER TABLE beneficiaries DROP CONSTRAINT test_no_row`);
    }
    expect(await stored(prefix)).toBe(2);
    expect(await enrolments(prefix)).toBe(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM beneficiary_programs`)).toBe(enrolmentsBefore);
    expect(await one(sql`SELECT count(*)::int AS n FROM upload_transactions`)).toBe(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM upload_transaction_chunks`)).toBe(0);

    // the same sheet again stores every row once, and a third time nothing
    const again = (await post({ beneficiaries })).json().report;
    expect(again).toMatchObject({ created: total - 2, skipped: 2, rejected: [] });
    expect(await stored(prefix)).toBe(total);
    expect(await enrolments(prefix)).toBe(Math.ceil(total / 3));
    expect((await post({ beneficiaries })).json().report).toMatchObject({ created: 0, skipped: total });
    expect(await stored(prefix)).toBe(total);
  }, 120_000);

  it('undoes an upload a stopped process left half written before the next upload writes anything', async () => {
    const prefix = uniqueName('Left');
    expect((await post({ beneficiaries: sheet(prefix, 9) })).json().report).toMatchObject({ created: 9 });
    // rows 0-5 as chunks of an upload still listed, as a process ended in the middle leaves them
    const ids = await queryRows<{ beneficiary_id: number; enrolment: number | null }>(
      ctx.handle.db,
      sql`SELECT b.beneficiary_id, p.beneficiary_program_id AS enrolment FROM beneficiaries b
          LEFT JOIN beneficiary_programs p USING (beneficiary_id)
          WHERE b.first_name LIKE ${`${prefix}%`} ORDER BY b.first_name LIMIT 6`,
    );
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.handle.db,
      sql`INSERT INTO upload_transactions (uploaded_by) VALUES (${admin.userId}) RETURNING upload_id AS id`,
    );
    for (const [chunk, part] of [ids.slice(0, 3), ids.slice(3)].entries()) {
      const people = `{${part.map((r) => r.beneficiary_id).join(',')}}`;
      const enrolled = `{${part.flatMap((r) => (r.enrolment ? [r.enrolment] : [])).join(',')}}`;
      await ctx.handle.db.execute(
        sql`INSERT INTO upload_transaction_chunks VALUES (${id}, ${chunk}, ${people}::int[], ${enrolled}::int[])`,
      );
    }
    const other = uniqueName('Next');
    expect((await post({ beneficiaries: sheet(other, 4) })).json().report).toMatchObject({ created: 4 });
    expect(await stored(prefix)).toBe(3);
    expect(await enrolments(prefix)).toBe(1);
    expect(await stored(other)).toBe(4);
    expect(await one(sql`SELECT count(*)::int AS n FROM upload_transactions`)).toBe(0);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.event === 'import_beneficiaries_undone');
    expect(logged).toMatchObject({ uploadId: id, uploadedBy: admin.userId, people: 6, enrolments: 2 });
  });

  it('answers a check exactly as the upload then does, and the check stores nothing', async () => {
    const prefix = uniqueName('Check');
    const beneficiaries = sheet(prefix, 500);
    beneficiaries[400] = { ...beneficiaries[10], rowNumber: 402 };
    beneficiaries[250] = { ...beneficiaries[250], district: 'Atlantis' };
    expect((await post({ beneficiaries: beneficiaries.slice(0, 100) })).json().report).toMatchObject({ created: 100 });
    const check = (await post({ beneficiaries, dryRun: true })).json();
    expect(check.report).toMatchObject({ created: 398, skipped: 101 });
    expect(await stored(prefix)).toBe(100);
    const upload = (await post({ beneficiaries })).json();
    expect(upload.report).toEqual(check.report);
    expect(await stored(prefix)).toBe(498);
  }, 60_000);
});
