import { REQUEST_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';
import { english } from './english-report.test-support.ts';

// Half of a UTF-16 surrogate pair in a cell (JSON "\ud800" or "\udfff") rejects just its row, names the
// column, and the upload with its report is stored: the rest of the sheet is not lost.

let ctx: TestContext;
let admin: TestUser;
let village: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  [{ village }] = await queryRows<{ village: string }>(
    ctx.handle.db,
    sql`SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
  );
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
const unstorable = (heading: string) => `Column "${heading}": ${REQUEST_ERRORS.unstorableText}`;
const latestReport = async () =>
  (
    await queryRows<{ report: { rejected: { row: number; values?: Record<string, unknown> }[] } }>(
      ctx.handle.db,
      sql`SELECT report FROM uploads ORDER BY upload_id DESC LIMIT 1`,
    )
  )[0].report;

describe('a lone surrogate in an upload', () => {
  it('of villages: rejects just its rows, also one rejected for another reason, and stores the rest', async () => {
    const name = uniqueName('Surr');
    const data = [
      { Village: `${name}Good`, Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 },
      { Village: `${name}\ud800`, Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 3 },
      { Village: `${name}Far`, Taluk: 'Hunsur', District: 'Atlan\udfffis', rowNumber: 4 },
    ];
    const response = await post('/api/v1/org/upload-villages', {
      data,
      source: { fileName: 'v.xlsx', fileHash: 'a'.repeat(64) },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(english(response.json().report)).toEqual({
      created: 1,
      skipped: 0,
      rejected: [
        { row: 3, reason: unstorable('Village') },
        { row: 4, reason: unstorable('District') },
      ],
    });
    const stored = await queryRows<{ name: string }>(
      ctx.handle.db,
      sql`SELECT village_name AS name FROM villages WHERE village_name LIKE ${`${name}%`}`,
    );
    expect(stored).toEqual([{ name: `${name}Good` }]);
  });

  it('of beneficiaries: rejects just its rows, also one rejected for another reason, and records the upload', async () => {
    const prefix = uniqueName('Surb');
    const beneficiaries = hunsurSheet({ prefix, rows: 4, village, facilitator: admin.email });
    beneficiaries[1] = { ...beneficiaries[1], permanent_address: 'House \ud800 4' } as (typeof beneficiaries)[number];
    // rejected for its district too: its values are still recorded
    beneficiaries[2] = { ...beneficiaries[2], district: 'Atlantis', first_name: `${beneficiaries[2].first_name}\udfff` };
    const source = { fileName: 'b.xlsx', fileHash: 'b'.repeat(64) };
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries, source });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const report = response.json().report;
    expect(report.created).toBe(2);
    expect(english(report).rejected.map((r: { row: number }) => r.row)).toEqual([3, 4]);
    expect(english(report).rejected[0].reason).toContain(REQUEST_ERRORS.unstorableText);
    // recorded in the uploads history, without the values the database cannot hold (as for a NUL)
    const recorded = await latestReport();
    expect(recorded.rejected.map((r) => [r.row, r.values])).toEqual([
      [3, undefined],
      [4, undefined],
    ]);
  });
});
