import net, { type AddressInfo } from 'node:net';
import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { EXPORT_BENEFICIARY_COLUMNS, EXPORT_ENROLMENT_COLUMNS } from '@portal/contract/export';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { exportRoutes } from './export.routes.ts';
import { formulaSafe } from './export-format.ts';
import { csvZipTexts, readCsvZip, readXlsx } from './export-test-files.ts';

const PEOPLE = 10_000;
const FORMULA = '=HYPERLINK("http://example.org","click")';
/** A formula after a separator: read with `;` as the separator, unquoted, it is a cell of its own. */
const SPLIT = 'a;=1+2';

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let A: Place;
let B: Place;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  const { db } = ctx.handle;
  A = await somePlace(db);
  [B] = await queryRows<Place>(
    db,
    sql`SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id
        WHERE t.district_id <> ${A.district_id} ORDER BY v.village_id LIMIT 1`,
  );
  // 10,000 people by the administrator: even ones in A, odd ones in B; every 50th deactivated; the
  // 7th with an address a spreadsheet would run, the 8th with a formula after a `;` in the last name and
  // the address; every third enrolled, every ninth twice (one deleted)
  await db.execute(sql`
    INSERT INTO beneficiaries (first_name, last_name, gender_id, aadhaar_no, dob, mobile_no, permanent_address, pincode,
                               state_id, district_id, taluka_id, village_id, total_family_members,
                               beneficiary_annual_source_id, status_id, created_by)
    SELECT 'Ravi', CASE WHEN i = 8 THEN ${SPLIT} ELSE 'Kumar' || i END, 1, lpad((i % 10000)::text, 4, '0'), date '1950-01-01' + i, '9' || lpad(i::text, 9, '0'),
           CASE WHEN i = 7 THEN ${FORMULA} WHEN i = 8 THEN ${SPLIT} ELSE 'House ' || i || ', Main Road' END, '560001', ${KARNATAKA_STATE_ID},
           CASE WHEN i % 2 = 0 THEN ${A.district_id} ELSE ${B.district_id} END::int,
           CASE WHEN i % 2 = 0 THEN ${A.taluka_id} ELSE ${B.taluka_id} END::int,
           CASE WHEN i % 2 = 0 THEN ${A.village_id} ELSE ${B.village_id} END::int,
           4, 2, CASE WHEN i % 50 = 0 THEN 2 ELSE 1 END, ${admin.userId}
    FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status,
                                      df_associate, outreach_channel_id, investment_amount, created_by)
    SELECT beneficiary_id, 1, 2, date '2025-01-15', 4, 0, 1, 1500.50, ${admin.userId}
    FROM beneficiaries WHERE created_by = ${admin.userId} AND beneficiary_id % 3 = 0`);
  await db.execute(sql`
    INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status,
                                      df_associate, outreach_channel_id, created_by, deleted_at, deleted_by)
    SELECT beneficiary_id, 2, 3, date '2025-02-01', 4, 0, 1, ${admin.userId},
           CASE WHEN beneficiary_id % 2 = 0 THEN now() END, CASE WHEN beneficiary_id % 2 = 0 THEN ${admin.userId}::int END
    FROM beneficiaries WHERE created_by = ${admin.userId} AND beneficiary_id % 9 = 0`);
}, 120_000);
afterAll(() => ctx.close());

type Query = Record<string, string | number>;
const exportUrl = (query: Query) =>
  `/api/v1/beneficiary/export-beneficiaries?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

async function download(query: Query, user = admin) {
  const response = await ctx.app.inject({ method: 'GET', url: exportUrl(query), headers: user.auth });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return { bytes: new Uint8Array(response.rawPayload), headers: response.headers };
}

/** The people of the same filters, straight from the table, newest first. */
const expectedIds = async (where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_id AS id FROM beneficiaries WHERE created_by = ${admin.userId} AND ${where} ORDER BY beneficiary_id DESC`,
    )
  ).map((r) => r.id);

const liveEnrolments = async (ids: number[]) =>
  (
    await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM beneficiary_programs
          WHERE deleted_at IS NULL AND beneficiary_id IN (SELECT unnest(${`{${ids.join(',')}}`}::int[]))`,
    )
  )[0].n;

const exportsRow = async (exportId: number) =>
  (
    await queryRows<{ user_id: number; format: string; filters: unknown; row_count: number | null; outcome: string | null }>(
      ctx.handle.db,
      sql`SELECT user_id, format, filters, row_count, outcome FROM exports WHERE export_id = ${exportId}`,
    )
  )[0];

describe('who may export', () => {
  it('refuses a role without the export permission, and says nothing of an export it did not start', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: exportUrl({ format: 'csv' }), headers: facilitator.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const progress = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/export-progress/1',
      headers: facilitator.auth,
    });
    expect(progress.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: exportUrl({ format: 'csv' }) });
    expect(anonymous.statusCode).toBe(401);
    const badFormat = await ctx.app.inject({ method: 'GET', url: exportUrl({ format: 'pdf' }), headers: admin.auth });
    expect(badFormat.statusCode).toBe(400);
  });
});

describe('the export of 10,000 people', () => {
  it('as CSV: exactly the rows the list holds, newest first, with their place, masked Aadhaar and enrolments', async () => {
    const { bytes, headers } = await download({ format: 'csv', isChecked: 'true' });
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="beneficiaries-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { names, beneficiaries, enrolments } = readCsvZip(bytes);
    expect(names).toEqual(['beneficiaries.csv', 'enrolments.csv']);
    expect(beneficiaries[0]).toEqual([...EXPORT_BENEFICIARY_COLUMNS]);
    const rows = beneficiaries.slice(1);
    const ids = await expectedIds(sql`status_id = 1`);
    expect(ids).toHaveLength(PEOPLE - PEOPLE / 50);
    expect(rows.map((r) => Number(r[0]))).toEqual(ids);
    // each cell as the table has it
    const db = await queryRows<Record<string, string | number | null>>(
      ctx.handle.db,
      sql`SELECT b.beneficiary_id, b.first_name, b.last_name, b.mobile_no, b.aadhaar_no, b.pincode, b.permanent_address,
                 v.village_name, t.taluka_name, d.district_name, u.emp_name,
                 (SELECT count(*) FROM beneficiary_programs bp WHERE bp.beneficiary_id = b.beneficiary_id AND bp.deleted_at IS NULL)::int AS n
          FROM beneficiaries b JOIN villages v USING (village_id) JOIN talukas t ON t.taluka_id = b.taluka_id
          JOIN districts d ON d.district_id = b.district_id JOIN users u ON u.user_id = b.created_by
          WHERE b.created_by = ${admin.userId} AND b.status_id = 1 ORDER BY b.beneficiary_id DESC`,
    );
    const safe = (text: string | number | null) => (text === null ? '' : formulaSafe(String(text)));
    const expected = db.map((r) => [
      String(r.beneficiary_id),
      r.first_name,
      safe(r.last_name),
      r.mobile_no,
      `xxxx-xxxx-${r.aadhaar_no}`,
      r.pincode,
      safe(r.permanent_address),
      r.village_name,
      r.taluka_name,
      r.district_name,
      String(r.n),
      'Active',
      r.emp_name,
    ]);
    expect(rows.map((r) => r.slice(0, 13))).toEqual(expected);
    for (const row of rows) expect(row[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // no digit of an Aadhaar but the last 4
    expect(rows.every((r) => /^xxxx-xxxx-\d{4}$/.test(r[4]))).toBe(true);
    // one row per live enrolment, in the order of the people
    expect(enrolments[0]).toEqual([...EXPORT_ENROLMENT_COLUMNS]);
    expect(enrolments.length - 1).toBe(await liveEnrolments(ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    const positions = enrolments.slice(1).map((r) => order.get(Number(r[0])) as number);
    expect(positions.every((p, i) => p !== undefined && (i === 0 || p >= positions[i - 1]))).toBe(true);
    const first = enrolments.find((r) => r[3] !== 'Program' && r[8] === '1500.5');
    expect(first?.slice(5, 7)).toEqual(['2025-01-15', 'In Progress']);
  });

  it('as CSV: quotes a last name and an address that hold a `;`, the formula after it guarded', async () => {
    const { bytes } = await download({ format: 'csv', isChecked: 'true', district_id: A.district_id });
    const field = `"a;'=1+2"`;
    const line = csvZipTexts(bytes)
      ['beneficiaries.csv'].split('\r\n')
      .find((l) => l.includes(field));
    expect(line).toContain(`,Ravi,${field},`);
    expect(line).toContain(`,560001,${field},`);
  });

  it('as .xlsx: the same rows in the Beneficiaries sheet, the enrolments in their own', async () => {
    const { bytes, headers } = await download({ format: 'xlsx', isChecked: 'true', status: 'all' });
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = await readXlsx(bytes);
    expect([...sheets.keys()]).toEqual(['Beneficiaries', 'Enrolments']);
    const people = sheets.get('Beneficiaries') as unknown[][];
    expect(people[0]).toEqual([...EXPORT_BENEFICIARY_COLUMNS]);
    const ids = await expectedIds(sql`TRUE`);
    expect(ids).toHaveLength(PEOPLE);
    expect(people.slice(1).map((r) => r[0])).toEqual(ids);
    expect(people.slice(1).filter((r) => r[11] === 'Inactive')).toHaveLength(PEOPLE / 50);
    expect(people.slice(1).every((r) => /^xxxx-xxxx-\d{4}$/.test(String(r[4])))).toBe(true);
    // the address a spreadsheet would run is a string cell, prefixed as in the CSV
    const formula = people.find((r) => String(r[6]).includes('HYPERLINK'));
    expect(formula?.[6]).toBe(`'${FORMULA}`);
    const enrolments = sheets.get('Enrolments') as unknown[][];
    expect(enrolments.length - 1).toBe(await liveEnrolments(ids));
    expect(enrolments.slice(1).every((r) => r[8] === null || r[8] === 1500.5)).toBe(true);
  });

  it('applies the filters and the search as the list does', async () => {
    const byDistrict = readCsvZip((await download({ format: 'csv', isChecked: 'true', district_id: A.district_id })).bytes);
    expect(byDistrict.beneficiaries.slice(1).map((r) => Number(r[0]))).toEqual(
      await expectedIds(sql`status_id = 1 AND district_id = ${A.district_id}`),
    );
    const bySearch = readCsvZip((await download({ format: 'csv', isChecked: 'true', search: 'kumar12' })).bytes);
    const searched = await expectedIds(sql`status_id = 1 AND name_text LIKE '%kumar12%'`);
    expect(searched.length).toBeGreaterThan(50);
    expect(bySearch.beneficiaries.slice(1).map((r) => Number(r[0]))).toEqual(searched);
    // a digit search, in the oldest-first order
    const byDigits = readCsvZip((await download({ format: 'csv', isChecked: 'true', search: '0001234', sort: 'oldest' })).bytes);
    const digits = (await expectedIds(sql`status_id = 1 AND mobile_no LIKE '%0001234%'`)).reverse();
    expect(digits.length).toBeGreaterThan(0);
    expect(byDigits.beneficiaries.slice(1).map((r) => Number(r[0]))).toEqual(digits);
    const byProgramme = readCsvZip((await download({ format: 'csv', isChecked: 'true', sub_program_id: 3 })).bytes);
    expect(byProgramme.beneficiaries.slice(1).map((r) => Number(r[0]))).toEqual(
      await expectedIds(
        sql`status_id = 1 AND beneficiary_id IN (SELECT beneficiary_id FROM beneficiary_programs WHERE sub_program_id = 3 AND deleted_at IS NULL)`,
      ),
    );
    // by name: the name order across batches
    const byName = readCsvZip(
      (await download({ format: 'csv', isChecked: 'true', sort: 'name', district_id: B.district_id })).bytes,
    );
    const named = await queryRows<{ id: number }>(
      ctx.handle.db,
      sql`SELECT beneficiary_id AS id FROM beneficiaries WHERE created_by = ${admin.userId} AND status_id = 1
          AND district_id = ${B.district_id} ORDER BY name_text, beneficiary_id`,
    );
    expect(byName.beneficiaries.slice(1).map((r) => Number(r[0]))).toEqual(named.map((r) => r.id));
    // without All, the caller's own people: the facilitator's list is theirs alone (none here)
    const mine = readCsvZip((await download({ format: 'csv' })).bytes);
    expect(mine.beneficiaries.slice(1).length).toBe((await expectedIds(sql`status_id = 1`)).length);
  });

  it('records each export: who, the format, the filters and search, the rows written, completed', async () => {
    const { headers } = await download({ format: 'csv', isChecked: 'true', district_id: A.district_id, search: 'kumar1' });
    const exportId = Number(headers['x-export-id']);
    const row = await exportsRow(exportId);
    const expected = await expectedIds(sql`status_id = 1 AND district_id = ${A.district_id} AND name_text LIKE '%kumar1%'`);
    expect(row).toMatchObject({ user_id: admin.userId, format: 'csv', row_count: expected.length, outcome: 'completed' });
    expect(row.filters).toMatchObject({ isChecked: 'true', district_id: A.district_id, search: 'kumar1' });
    const progress = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/beneficiary/export-progress/${exportId}`,
      headers: admin.auth,
    });
    expect(progress.json()).toMatchObject({ Status: true, rows: expected.length, outcome: 'completed' });
  });
});

describe('a streamed export on a listening server', () => {
  let server: Awaited<ReturnType<typeof miniApp>>;
  let base: string;

  /** The export routes alone, with small batches and sheets, behind the real access check. */
  async function miniApp() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    await app.register(errorsPlugin);
    await app.register(authPlugin, { db: ctx.handle.db, config });
    await app.register(exportRoutes, {
      prefix: '/api/v1/beneficiary',
      db: ctx.handle.db,
      exportOptions: { batch: 20, sheetRows: 1_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  beforeAll(async () => {
    server = await miniApp();
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('continues a part on the next sheet past the sheet limit', async () => {
    const response = await fetch(`${base}${exportUrl({ format: 'xlsx', isChecked: 'true', district_id: A.district_id })}`, {
      headers: admin.auth,
    });
    expect(response.status).toBe(200);
    const sheets = await readXlsx(new Uint8Array(await response.arrayBuffer()));
    const ids = await expectedIds(sql`status_id = 1 AND district_id = ${A.district_id}`);
    // 999 people a sheet under the heading
    const count = Math.ceil(ids.length / 999);
    const names = [...sheets.keys()];
    expect(names.slice(0, count)).toEqual([
      'Beneficiaries',
      ...Array.from({ length: count - 1 }, (_, i) => `Beneficiaries ${i + 2}`),
    ]);
    const written: unknown[] = [];
    for (const name of names.slice(0, count)) {
      const rows = sheets.get(name) as unknown[][];
      expect(rows[0]).toEqual([...EXPORT_BENEFICIARY_COLUMNS]);
      expect(rows.length).toBeLessThanOrEqual(1_000);
      written.push(...rows.slice(1).map((r) => r[0]));
    }
    expect(written).toEqual(ids);
    expect(names[count]).toBe('Enrolments');
  });

  it('records an export the client stopped mid-way as cancelled, with the rows written until then', async () => {
    // a plain socket, closed as soon as the first bytes of the file arrive
    const port = (server.server.address() as AddressInfo).port;
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        const target = exportUrl({ format: 'xlsx', isChecked: 'true', status: 'all' });
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${admin.auth.authorization}\r\n\r\n`);
      });
      socket.once('data', (chunk) => {
        socket.destroy();
        resolve(chunk.toString('latin1'));
      });
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    const exportId = Number(/x-export-id: (\d+)/i.exec(head)?.[1]);
    let row = await exportsRow(exportId);
    for (let i = 0; i < 100 && row.outcome === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await exportsRow(exportId);
    }
    expect(row.outcome).toBe('cancelled');
    expect(row.row_count).toBeGreaterThan(0);
    expect(row.row_count).toBeLessThan(PEOPLE);
  });
});
