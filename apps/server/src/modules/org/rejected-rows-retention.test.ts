import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentSheetAsSent } from '../../../test/consent-sheet.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { emptyRejectedRowsPast, withoutTyped } from './rejected-rows-retention.ts';

// an upload's rejected rows keep what the office typed for its days, then only their numbers and
// reasons (decision 052); the sheet is one LibreOffice made (e2e/fixtures/spreadsheets/README.md)

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { consent: 'default' });
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

const KEEP_DAYS = 90;

interface Rejected {
  row: number;
  reason: string;
  reasons?: { reasonId: string; reasonValues?: Record<string, unknown> }[];
  values?: Record<string, unknown>;
  typed?: unknown[];
}
interface Report {
  created: number;
  skipped: number;
  rejected: Rejected[];
  typed?: unknown;
}

/** Uploads the workbook as the dialog sends it, with its cells as typed; the new upload's id. */
async function upload(): Promise<number> {
  const { payload } = consentSheetAsSent();
  const url = '/api/v1/beneficiary/register-multiple-beneficiaries';
  const response = await ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const [{ id }] = await queryRows<{ id: number }>(ctx.handle.db, sql`SELECT max(upload_id) AS id FROM uploads`);
  return id;
}

/** A reason's values with the quoted cell in place of what was typed. */
const hiddenCell = ({ reasonValues }: { reasonValues?: Record<string, unknown> }) =>
  reasonValues && 'value' in reasonValues ? { reasonValues: { ...reasonValues, value: '"…"' } } : {};

const stored = async (id: number) =>
  (
    await queryRows<{ report: Report; rows_emptied_at: Date | null; rejected_count: number }>(
      ctx.handle.db,
      sql`SELECT report, rows_emptied_at, rejected_count FROM uploads WHERE upload_id = ${id}`,
    )
  )[0];
const age = (id: number, days: number) =>
  ctx.handle.db.execute(sql`UPDATE uploads SET uploaded_at = now() - make_interval(days => ${days}) WHERE upload_id = ${id}`);
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin.auth });

describe('the rejected rows of an upload past its days', () => {
  it('lose their cells as typed and keep their rows, reasons and counts; newer uploads and village uploads keep theirs', async () => {
    const old = await upload();
    const recent = await upload();
    const before = await stored(old);
    expect(before.report.rejected.length).toBeGreaterThan(0);
    expect(before.report.rejected.every((r) => Array.isArray(r.typed) && r.typed.length > 0)).toBe(true);
    await age(old, KEEP_DAYS + 1);
    await age(recent, KEEP_DAYS - 1);
    // villages are not personal data: an old village upload keeps its rows
    await ctx.handle.db.execute(
      sql`INSERT INTO uploads (upload_id, kind, uploaded_by, uploaded_at, created_count, existing_count, rejected_count, report)
          VALUES (nextval(pg_get_serial_sequence('upload_transactions', 'upload_id')), 'villages', ${admin.userId},
            now() - interval '400 days', 0, 0, 1,
            '{"created":0,"skipped":0,"rejected":[{"row":2,"reason":"x","values":{"Village":"Hosur"}}]}'::jsonb)`,
    );

    expect(await emptyRejectedRowsPast(ctx.handle.db, KEEP_DAYS)).toBe(1);

    const after = await stored(old);
    expect(after.rows_emptied_at).not.toBeNull();
    expect(after.rejected_count).toBe(before.rejected_count);
    const { rejected: beforeRows, ...beforeRest } = before.report;
    const { rejected: afterRows, ...afterRest } = after.report;
    expect(afterRest).toEqual(beforeRest);
    expect(afterRows.map((r) => [r.row, r.reasons])).toEqual(
      beforeRows.map((r) => [r.row, r.reasons?.map((reason) => ({ ...reason, ...hiddenCell(reason) }))]),
    );
    // the reasons no longer quote what was typed: the consent dates and the method
    expect(beforeRows.map((r) => r.reason).join()).toContain('"2099-01-01"');
    expect(afterRows.map((r) => r.reason)).toContain('Consent date "…" is after today');
    expect(afterRows.map((r) => r.reason).join()).not.toMatch(/2099-01-01|1980-01-01|Email/);
    expect(JSON.stringify(afterRows)).not.toMatch(/"(values|typed)"/);
    expect((await stored(recent)).rows_emptied_at).toBeNull();
    expect((await stored(recent)).report.rejected.every((r) => r.typed)).toBe(true);
    const [village] = await queryRows<{ report: Report; rows_emptied_at: Date | null }>(
      ctx.handle.db,
      sql`SELECT report, rows_emptied_at FROM uploads WHERE kind = 'villages' ORDER BY upload_id DESC LIMIT 1`,
    );
    expect(village).toMatchObject({ rows_emptied_at: null, report: { rejected: [{ values: { Village: 'Hosur' } }] } });

    // a second pass finds nothing more
    expect(await emptyRejectedRowsPast(ctx.handle.db, KEEP_DAYS)).toBe(0);
  });

  it('answers in the history when the rows went, and the report without them', async () => {
    const id = await upload();
    await age(id, KEEP_DAYS + 5);
    await emptyRejectedRowsPast(ctx.handle.db, KEEP_DAYS);
    const listed = (await get('/api/v1/org/uploads?limit=5')).json().uploads as { id: number; rowsEmptiedAt: string | null }[];
    const entry = listed.find((u) => u.id === id);
    expect(entry?.rowsEmptiedAt).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(entry?.rowsEmptiedAt ?? ''))).toBe(false);
    const detail = await get(`/api/v1/org/uploads/${id}`);
    expect(detail.statusCode).toBe(200);
    const report = detail.json().report as Report;
    expect(report.rejected.length).toBeGreaterThan(0);
    expect(report.rejected.every((r) => r.reason && !r.typed && !r.values)).toBe(true);

    const fresh = await upload();
    const freshEntry = (await get('/api/v1/org/uploads?limit=1')).json().uploads[0];
    expect(freshEntry).toMatchObject({ id: fresh, rowsEmptiedAt: null });
  });

  it('keeps only the counts of a report it cannot read, and goes on to the uploads after it', async () => {
    const unreadable = await upload();
    const next = await upload();
    await ctx.handle.db.execute(
      sql`UPDATE uploads SET report = '{"created":"x","rejected":[{"row":2,"values":{"first_name":"Ravi"}}]}'::jsonb
          WHERE upload_id = ${unreadable}`,
    );
    for (const id of [unreadable, next]) await age(id, KEEP_DAYS + 3);
    expect(await emptyRejectedRowsPast(ctx.handle.db, KEEP_DAYS)).toBe(2);
    const kept = await stored(unreadable);
    expect(kept.report).toEqual({ created: expect.any(Number), skipped: expect.any(Number), rejected: [] });
    expect(JSON.stringify(kept.report)).not.toContain('Ravi');
    expect((await stored(next)).rows_emptied_at).not.toBeNull();
  });

  it('empties each upload once when two processes run it at once', async () => {
    const ids = [await upload(), await upload(), await upload()];
    for (const id of ids) await age(id, KEEP_DAYS + 2);
    const counts = await Promise.all([
      emptyRejectedRowsPast(ctx.handle.db, KEEP_DAYS),
      emptyRejectedRowsPast(ctx.handle.db, KEEP_DAYS),
    ]);
    expect(counts[0] + counts[1]).toBe(ids.length);
    for (const id of ids) expect((await stored(id)).rows_emptied_at).not.toBeNull();
  });

  it('replaces every quoted cell of a row recorded without reasons by id, and the free text of a reason', () => {
    expect(withoutTyped({ row: 4, reason: 'Date of Birth "31/02/1990" is not a date; Mobile "98x" is wrong' })).toEqual({
      row: 4,
      reason: 'Date of Birth "…" is not a date; Mobile "…" is wrong',
    });
    const other = withoutTyped({
      row: 5,
      reason: 'x',
      reasons: [{ reasonId: 'uploadReason.other', reasonValues: { text: 'Ravi 1990' } }],
    });
    expect(other).toEqual({ row: 5, reason: '…', reasons: [{ reasonId: 'uploadReason.other', reasonValues: { text: '…' } }] });
    const unknown = { reasonId: 'uploadReason.gone' as never, reasonValues: { value: '"Ravi"' } };
    expect(withoutTyped({ row: 6, reason: 'Gone "Ravi"', reasons: [unknown] })).toEqual({ row: 6, reason: 'Gone "…"' });
  });

  it('keeps the rows 90 days unless the environment says otherwise, at least a day', async () => {
    const { loadConfig, ConfigError } = await import('../../config.ts');
    expect(loadConfig({}).UPLOAD_ROWS_KEEP_DAYS).toBe(90);
    expect(loadConfig({ UPLOAD_ROWS_KEEP_DAYS: '30' }).UPLOAD_ROWS_KEEP_DAYS).toBe(30);
    expect(() => loadConfig({ UPLOAD_ROWS_KEEP_DAYS: '0' })).toThrow(ConfigError);
  });
});
