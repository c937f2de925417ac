import { get as httpGet, type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { EXPORTS_AT_ONCE, KARNATAKA_STATE_ID } from '@portal/contract/constants';
import {
  EXPORT_BENEFICIARY_COLUMNS,
  EXPORT_ENROLMENT_COLUMNS,
  type ExportColumn,
  type ExportColumnKey,
  exportHeadings,
} from '@portal/contract/export';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { arrayParam, queryRows } from '../../db/client.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { metricsPlugin } from '../../plugins/metrics.ts';
import { exportRoutes } from './export.routes.ts';
import { formulaSafe } from './export-format.ts';
import { csvZipTexts, dispositionNames, loadWorkbook, readCsvZip, readXlsx } from './export-test-files.ts';

const PEOPLE = 10_000;
const FORMULA = '=HYPERLINK("http://example.org","click")';
/** A formula after a separator: read with `;` as the separator, unquoted, it is a cell of its own. */
const SPLIT = 'a;=1+2';

/** Each column's position in its sheet, by key. */
const at = (columns: readonly ExportColumn[]) =>
  Object.fromEntries(columns.map((c, i) => [c.key, i])) as Record<ExportColumnKey, number>;
const P = at(EXPORT_BENEFICIARY_COLUMNS);
const E = at(EXPORT_ENROLMENT_COLUMNS);
const HEADINGS = exportHeadings(EXPORT_BENEFICIARY_COLUMNS, EN_IN);
const ENROLMENT_HEADINGS = exportHeadings(EXPORT_ENROLMENT_COLUMNS, EN_IN);
/** Whole years from `dob` to `day` (both `YYYY-MM-DD`). */
const ageOf = (dob: string, day: string) =>
  Number(day.slice(0, 4)) - Number(dob.slice(0, 4)) - (day.slice(5) < dob.slice(5) ? 1 : 0);
/** India's day now, `YYYY-MM-DD`. */
const indiaDay = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

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
  // the address; genders, occupations, family sizes, education levels and income ranges in turn (no
  // education for every 5th, no income for every 7th); the 1st born 30 years before today (India's
  // day), the 3rd a day later (29 until tomorrow); every third enrolled in the mutual fund (SIP or
  // lump sum, 12 months), every ninth also in another sub-programme (deleted for the even ones)
  await db.execute(sql`
    INSERT INTO beneficiaries (first_name, last_name, gender_id, aadhaar_no, dob, mobile_no, permanent_address, pincode,
                               state_id, district_id, taluka_id, village_id, total_family_members,
                               beneficiary_annual_source_id, education_level_id, earning_range_id, status_id, created_by)
    SELECT 'Ravi', CASE WHEN i = 8 THEN ${SPLIT} ELSE 'Kumar' || i END, 1 + i % 2, lpad((i % 10000)::text, 4, '0'),
           CASE WHEN i = 1 THEN (now() AT TIME ZONE 'Asia/Kolkata')::date - interval '30 years'
                WHEN i = 3 THEN (now() AT TIME ZONE 'Asia/Kolkata')::date - interval '30 years' + interval '1 day'
                ELSE date '1950-01-01' + i END,
           '9' || lpad(i::text, 9, '0'),
           CASE WHEN i = 7 THEN ${FORMULA} WHEN i = 8 THEN ${SPLIT} ELSE 'House ' || i || ', Main Road' END, '560001', ${KARNATAKA_STATE_ID},
           CASE WHEN i % 2 = 0 THEN ${A.district_id} ELSE ${B.district_id} END::int,
           CASE WHEN i % 2 = 0 THEN ${A.taluka_id} ELSE ${B.taluka_id} END::int,
           CASE WHEN i % 2 = 0 THEN ${A.village_id} ELSE ${B.village_id} END::int,
           1 + i % 9, 1 + i % 12, CASE WHEN i % 5 = 0 THEN NULL ELSE 1 + i % 8 END,
           CASE WHEN i % 7 = 0 THEN NULL ELSE 1 + i % 4 END, CASE WHEN i % 50 = 0 THEN 2 ELSE 1 END, ${admin.userId}
    FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status,
                                      df_associate, outreach_channel_id, mutual_fund_provider_id, mutual_fund_type_id,
                                      mutual_fund_duration, investment_amount, created_by)
    SELECT beneficiary_id, 1, 1, date '2025-01-15', 4, 0, 1, 1, 1 + beneficiary_id % 2, 12, 1500.50, ${admin.userId}
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

/** A person as the tables hold them, with the names of their look-ups in English and their age on `day`. */
interface PersonRecord {
  beneficiary_id: number;
  first_name: string;
  last_name: string | null;
  gender_id: number;
  gender: string;
  dob: string;
  age: number;
  mobile_no: string;
  aadhaar_no: string;
  pincode: string;
  permanent_address: string;
  village_name: string;
  taluka_name: string;
  district_name: string;
  occupation_id: number;
  occupation: string;
  total_family_members: number;
  education_level_id: number | null;
  education: string | null;
  earning_range_id: number | null;
  income: string | null;
  n: number;
  status_id: number;
  status: string;
  emp_name: string;
  created_at: string;
}

/** The administrator's people of a condition, newest first, straight from the tables (ages by the database's `age`). */
const people = (where: ReturnType<typeof sql>, day: string) =>
  queryRows<PersonRecord>(
    ctx.handle.db,
    sql`SELECT b.beneficiary_id, b.first_name, b.last_name, b.gender_id, g.name AS gender, b.dob::text AS dob,
               extract(year FROM age(${day}::date, b.dob))::int AS age, b.mobile_no, b.aadhaar_no, b.pincode,
               b.permanent_address, v.village_name, t.taluka_name, d.district_name,
               b.beneficiary_annual_source_id AS occupation_id, o.name AS occupation, b.total_family_members,
               b.education_level_id, el.name AS education, b.earning_range_id, ir.name AS income,
               (SELECT count(*) FROM beneficiary_programs bp WHERE bp.beneficiary_id = b.beneficiary_id AND bp.deleted_at IS NULL)::int AS n,
               b.status_id, rs.name AS status, u.emp_name,
               to_char(b.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') AS created_at
        FROM beneficiaries b JOIN villages v USING (village_id) JOIN talukas t ON t.taluka_id = b.taluka_id
        JOIN districts d ON d.district_id = b.district_id JOIN users u ON u.user_id = b.created_by
        JOIN genders g ON g.id = b.gender_id JOIN occupations o ON o.id = b.beneficiary_annual_source_id
        JOIN record_statuses rs ON rs.id = b.status_id
        LEFT JOIN education_levels el ON el.id = b.education_level_id LEFT JOIN income_ranges ir ON ir.id = b.earning_range_id
        WHERE b.created_by = ${admin.userId} AND ${where} ORDER BY b.beneficiary_id DESC`,
  );

/** A download and India's day it ran on (again if the day turned meanwhile). */
async function downloadOnDay(query: Query) {
  for (;;) {
    const day = indiaDay();
    const file = await download(query);
    if (indiaDay() === day) return { ...file, day };
  }
}

/** An .xlsx cell's date as `YYYY-MM-DD` (or with ` HH:MM:SS`): exceljs reads date cells as UTC dates. */
const isoOf = (value: unknown, withTime = false) =>
  value instanceof Date
    ? value
        .toISOString()
        .slice(0, withTime ? 19 : 10)
        .replace('T', ' ')
    : value;

describe('the export of 10,000 people', () => {
  it('as CSV: exactly the rows the list holds, newest first, every column as the tables hold it, days as ISO text', async () => {
    const { bytes, headers, day } = await downloadOnDay({ format: 'csv', isChecked: 'true' });
    expect(headers['content-type']).toBe('application/zip');
    const { names, beneficiaries, enrolments } = readCsvZip(bytes);
    expect(names).toEqual(['beneficiaries.csv', 'enrolments.csv']);
    expect(beneficiaries[0]).toEqual(HEADINGS);
    const rows = beneficiaries.slice(1);
    const ids = await expectedIds(sql`status_id = 1`);
    expect(ids).toHaveLength(PEOPLE - PEOPLE / 50);
    expect(rows.map((r) => Number(r[0]))).toEqual(ids);
    // each cell as the table has it
    const safe = (text: string | number | null) => (text === null ? '' : formulaSafe(String(text)));
    const expected = (await people(sql`b.status_id = 1`, day)).map((r) => [
      String(r.beneficiary_id),
      r.first_name,
      safe(r.last_name),
      r.gender,
      r.dob,
      String(r.age),
      r.mobile_no,
      `xxxx-xxxx-${r.aadhaar_no}`,
      r.pincode,
      safe(r.permanent_address),
      r.village_name,
      r.taluka_name,
      r.district_name,
      r.occupation,
      String(r.total_family_members),
      r.education ?? '',
      r.income ?? '',
      String(r.n),
      'Active',
      r.emp_name,
      r.created_at,
    ]);
    expect(rows).toEqual(expected);
    for (const row of rows) expect(row[P.registeredAt]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the age in whole years on the export's day (India's): 30 on the 30th birthday, 29 the day before it
    const byName = new Map(rows.map((r) => [r[P.lastName], r]));
    const thirty = `${Number(day.slice(0, 4)) - 30}${day.slice(4)}`;
    expect(byName.get('Kumar1')?.slice(P.dob, P.age + 1)).toEqual([thirty, '30']);
    expect(byName.get('Kumar3')?.[P.age]).toBe('29');
    expect(byName.get('Kumar2')?.slice(P.dob, P.age + 1)).toEqual(['1950-01-03', String(ageOf('1950-01-03', day))]);
    // every gender, several occupations, levels and ranges, and empty ones
    expect(new Set(rows.map((r) => r[P.gender]))).toEqual(new Set(['Male', 'Female']));
    expect(new Set(rows.map((r) => r[P.educationLevel])).size).toBe(9);
    expect(new Set(rows.map((r) => r[P.familyIncome])).size).toBe(5);
    // no digit of an Aadhaar but the last 4
    expect(rows.every((r) => /^xxxx-xxxx-\d{4}$/.test(r[P.aadhaar]))).toBe(true);
    // one row per live enrolment, in the order of the people
    expect(enrolments[0]).toEqual(ENROLMENT_HEADINGS);
    expect(enrolments.length - 1).toBe(await liveEnrolments(ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    const positions = enrolments.slice(1).map((r) => order.get(Number(r[0])) as number);
    expect(positions.every((p, i) => p !== undefined && (i === 0 || p >= positions[i - 1]))).toBe(true);
    const first = enrolments.find((r) => r[E.investmentAmount] === '1500.5');
    expect(first?.slice(E.program, E.enrolledBy)).toEqual([
      'Financial Inclusion',
      'Mutual Fund',
      '2025-01-15',
      'In Progress',
      'Field facilitator',
      'SBI Mutual Fund',
      Number(first?.[0]) % 2 === 0 ? 'SIP' : 'LUMPSUM',
      '12',
      '1500.5',
    ]);
    expect(first?.[E.enrolledAt]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
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

  it('as .xlsx: the same rows in the Beneficiaries sheet, the enrolments in their own; days and times are date cells', async () => {
    const { bytes, headers, day } = await downloadOnDay({ format: 'xlsx', isChecked: 'true', status: 'all' });
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = await readXlsx(bytes);
    expect([...sheets.keys()]).toEqual(['Beneficiaries', 'Enrolments']);
    const rows = sheets.get('Beneficiaries') as unknown[][];
    expect(rows[0]).toEqual(HEADINGS);
    const ids = await expectedIds(sql`TRUE`);
    expect(ids).toHaveLength(PEOPLE);
    expect(rows.slice(1).map((r) => r[0])).toEqual(ids);
    expect(rows.slice(1).filter((r) => r[P.status] === 'Inactive')).toHaveLength(PEOPLE / 50);
    expect(rows.slice(1).every((r) => /^xxxx-xxxx-\d{4}$/.test(String(r[P.aadhaar])))).toBe(true);
    // the address a spreadsheet would run is a string cell, prefixed as in the CSV
    const formula = rows.find((r) => String(r[P.address]).includes('HYPERLINK'));
    expect(formula?.[P.address]).toBe(`'${FORMULA}`);
    // numbers are numbers, days and times dates
    const expected = await people(sql`TRUE`, day);
    expect(
      rows
        .slice(1)
        .map((r) => [
          r[P.gender],
          isoOf(r[P.dob]),
          r[P.age],
          r[P.occupation],
          r[P.familyMembers],
          r[P.educationLevel],
          r[P.familyIncome],
          r[P.enrolments],
          isoOf(r[P.registeredAt], true),
        ]),
    ).toEqual(
      expected.map((r) => [
        r.gender,
        r.dob,
        r.age,
        r.occupation,
        r.total_family_members,
        r.education,
        r.income,
        r.n,
        r.created_at,
      ]),
    );
    const enrolments = sheets.get('Enrolments') as unknown[][];
    expect(enrolments[0]).toEqual(ENROLMENT_HEADINGS);
    expect(enrolments.length - 1).toBe(await liveEnrolments(ids));
    const mutualFund = enrolments.slice(1).filter((r) => r[E.subProgram] === 'Mutual Fund');
    expect(mutualFund.length).toBe(Math.floor(PEOPLE / 3));
    for (const r of mutualFund) {
      expect(r.slice(E.mfProvider, E.enrolledBy)).toEqual([
        'SBI Mutual Fund',
        Number(r[0]) % 2 === 0 ? 'SIP' : 'LUMPSUM',
        12,
        1500.5,
      ]);
      expect(isoOf(r[E.enrollmentDate])).toBe('2025-01-15');
      expect(r[E.enrolledAt]).toBeInstanceOf(Date);
    }
    // the other sub-programme has no mutual fund
    const other = enrolments.slice(1).filter((r) => r[E.subProgram] === 'Skill Development');
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((r) => r.slice(E.mfProvider, E.enrolledBy).every((cell) => cell === null))).toBe(true);
  });

  it('as .xlsx: headings bold and frozen, each column its width, days dd/mm/yyyy, times dd/mm/yyyy hh:mm', async () => {
    const { bytes } = await download({ format: 'xlsx', isChecked: 'true', search: 'kumar12' });
    const workbook = await loadWorkbook(bytes);
    for (const [sheet, columns] of [
      [workbook.getWorksheet('Beneficiaries'), EXPORT_BENEFICIARY_COLUMNS],
      [workbook.getWorksheet('Enrolments'), EXPORT_ENROLMENT_COLUMNS],
    ] as const) {
      if (!sheet) throw new Error('sheet missing');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
      columns.forEach((column, i) => {
        const heading = sheet.getRow(1).getCell(i + 1);
        expect(heading.font?.bold, column.key).toBe(true);
        expect(sheet.getColumn(i + 1).width, column.key).toBe(
          Math.max(column.width, EN_IN[`exportFile.column.${column.key}`].length + 2),
        );
        const cell = sheet.getRow(2).getCell(i + 1);
        expect(cell.font?.bold ?? false, column.key).toBe(false);
        if (column.kind === 'date') expect([cell.numFmt, cell.value instanceof Date], column.key).toEqual(['dd/mm/yyyy', true]);
        if (column.kind === 'dateTime')
          expect([cell.numFmt, cell.value instanceof Date], column.key).toEqual(['dd/mm/yyyy hh:mm', true]);
      });
    }
    expect(workbook.getWorksheet('Beneficiaries')?.getColumn(P.address + 1).width).toBe(40);
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

  it('in Kannada when asked: sheets, headings, look-ups, programmes, districts and taluks; villages and names as they are', async () => {
    const { bytes } = await download({ format: 'xlsx', isChecked: 'true', status: 'all', search: 'kumar1', language: 'kn-IN' });
    const sheets = await readXlsx(bytes);
    expect([...sheets.keys()]).toEqual([KN_IN['exportFile.sheet.beneficiaries'], KN_IN['exportFile.sheet.enrolments']]);
    const rows = sheets.get(KN_IN['exportFile.sheet.beneficiaries']) as unknown[][];
    expect(rows[0]).toEqual(exportHeadings(EXPORT_BENEFICIARY_COLUMNS, KN_IN));
    expect(rows[0][P.dob]).toBe('ಜನ್ಮ ದಿನಾಂಕ');
    const kn = KN_IN as Record<string, string>;
    const expected = await people(sql`b.name_text LIKE '%kumar1%'`, indiaDay());
    expect(expected.length).toBeGreaterThan(1_000);
    expect(
      rows
        .slice(1)
        .map((r) => [
          r[P.firstName],
          r[P.gender],
          r[P.village],
          r[P.taluk],
          r[P.district],
          r[P.occupation],
          r[P.educationLevel],
          r[P.familyIncome],
          r[P.status],
        ]),
    ).toEqual(
      expected.map((r) => [
        r.first_name,
        kn[`lookup.gender.${r.gender_id}`],
        r.village_name,
        talukNameKn(r.district_name, r.taluka_name),
        districtNameKn(r.district_name),
        kn[`lookup.occupation.${r.occupation_id}`],
        r.education_level_id === null ? null : kn[`lookup.educationLevel.${r.education_level_id}`],
        r.earning_range_id === null ? null : kn[`lookup.incomeRange.${r.earning_range_id}`],
        kn[`lookup.recordStatus.${r.status_id}`],
      ]),
    );
    expect(new Set(rows.slice(1).map((r) => r[P.gender]))).toEqual(new Set(['ಪುರುಷ', 'ಮಹಿಳೆ']));
    expect(rows.slice(1).filter((r) => r[P.status] === 'ನಿಷ್ಕ್ರಿಯ')).toHaveLength(expected.filter((r) => r.status_id === 2).length);
    expect(expected.filter((r) => r.status_id === 2).length).toBeGreaterThan(0);
    // every district and taluk written has its Kannada name
    expect(rows.slice(1).every((r) => /^[\u0C80-\u0CFF ]+$/.test(`${r[P.taluk]}${r[P.district]}`))).toBe(true);
    const enrolments = sheets.get(KN_IN['exportFile.sheet.enrolments']) as unknown[][];
    expect(enrolments[0]).toEqual(exportHeadings(EXPORT_ENROLMENT_COLUMNS, KN_IN));
    const mutualFund = enrolments.slice(1).find((r) => r[E.subProgram] === KN_IN['subProgram.1']);
    expect(mutualFund?.slice(E.program, E.mfDuration)).toEqual([
      KN_IN['program.1'],
      KN_IN['subProgram.1'],
      mutualFund?.[E.enrollmentDate],
      KN_IN['lookup.enrollmentStatus.4'],
      KN_IN['lookup.outreachChannel.1'],
      KN_IN['lookup.mutualFundProvider.1'],
      Number(mutualFund?.[0]) % 2 === 0 ? KN_IN['lookup.mutualFundType.1'] : KN_IN['lookup.mutualFundType.2'],
    ]);
    expect(isoOf(mutualFund?.[E.enrollmentDate])).toBe('2025-01-15');

    // the CSV the same, its files named as in English
    const csv = readCsvZip((await download({ format: 'csv', isChecked: 'true', search: 'kumar12', language: 'kn-IN' })).bytes);
    expect(csv.names).toEqual(['beneficiaries.csv', 'enrolments.csv']);
    expect(csv.beneficiaries[0]).toEqual(exportHeadings(EXPORT_BENEFICIARY_COLUMNS, KN_IN));
    expect(csv.enrolments[0]).toEqual(exportHeadings(EXPORT_ENROLMENT_COLUMNS, KN_IN));
    expect(new Set(csv.beneficiaries.slice(1).map((r) => r[P.status]))).toEqual(new Set(['ಸಕ್ರಿಯ']));
    expect(csv.enrolments.slice(1).find((r) => r[E.subProgram] === KN_IN['subProgram.1'])?.[E.enrollmentDate]).toBe('2025-01-15');
  });

  it('without a language, in the language the user saved; English when they saved none; a language it does not know is refused', async () => {
    const db = ctx.handle.db;
    try {
      await db.execute(sql`UPDATE users SET language = 'kn-IN' WHERE user_id = ${admin.userId}`);
      const saved = readCsvZip((await download({ format: 'csv', isChecked: 'true', search: 'kumar12' })).bytes);
      expect(saved.beneficiaries[0]).toEqual(exportHeadings(EXPORT_BENEFICIARY_COLUMNS, KN_IN));
      // the screen's language, when asked for, wins
      const asked = readCsvZip(
        (await download({ format: 'csv', isChecked: 'true', search: 'kumar12', language: 'en-IN' })).bytes,
      );
      expect(asked.beneficiaries[0]).toEqual(HEADINGS);
    } finally {
      await db.execute(sql`UPDATE users SET language = NULL WHERE user_id = ${admin.userId}`);
    }
    const none = readCsvZip((await download({ format: 'csv', isChecked: 'true', search: 'kumar12' })).bytes);
    expect(none.beneficiaries[0]).toEqual(HEADINGS);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: exportUrl({ format: 'csv', language: 'fr-FR' }),
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(400);
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
  async function miniApp(atOnce = { total: 1000, perProcess: 1000 }) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    await app.register(errorsPlugin);
    await app.register(authPlugin, { db: ctx.handle.db, config });
    await app.register(metricsPlugin, { db: ctx.handle.db, config });
    await app.register(exportRoutes, {
      prefix: '/api/v1/beneficiary',
      db: ctx.handle.db,
      // 15 March 2026, 01:30 in India: still the 14th in UTC
      exportOptions: { batch: 20, sheetRows: 200, now: () => new Date('2026-03-14T20:00:00Z'), atOnce },
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
    const query = { format: 'xlsx', isChecked: 'true', district_id: A.district_id, search: 'kumar1' };
    const response = await fetch(`${base}${exportUrl(query)}`, { headers: admin.auth });
    expect(response.status).toBe(200);
    const sheets = await readXlsx(new Uint8Array(await response.arrayBuffer()));
    const ids = await expectedIds(sql`status_id = 1 AND district_id = ${A.district_id} AND name_text LIKE '%kumar1%'`);
    expect(ids.length).toBeGreaterThan(400);
    // 199 people a sheet under the heading
    const count = Math.ceil(ids.length / 199);
    const names = [...sheets.keys()];
    expect(names.slice(0, count)).toEqual([
      'Beneficiaries',
      ...Array.from({ length: count - 1 }, (_, i) => `Beneficiaries ${i + 2}`),
    ]);
    const written: unknown[] = [];
    for (const name of names.slice(0, count)) {
      const rows = sheets.get(name) as unknown[][];
      expect(rows[0]).toEqual(HEADINGS);
      expect(rows.length).toBeLessThanOrEqual(200);
      written.push(...rows.slice(1).map((r) => r[0]));
    }
    expect(written).toEqual(ids);
    expect(names[count]).toBe('Enrolments');
  });

  it("reads the export's day in India's time: ages and the file's name on 15 March 2026 at 01:30 IST, the 14th in UTC", async () => {
    const response = await fetch(`${base}${exportUrl({ format: 'xlsx', isChecked: 'true', search: 'kumar7' })}`, {
      headers: admin.auth,
    });
    expect(response.status).toBe(200);
    const { ascii, utf8 } = dispositionNames(response.headers.get('content-disposition') ?? undefined);
    expect(ascii).toBe('beneficiaries_all_searched_2026-03-15_0130.xlsx');
    expect(utf8).toBe(ascii);
    const sheets = await readXlsx(new Uint8Array(await response.arrayBuffer()));
    const rows = [...sheets].filter(([name]) => name.startsWith('Beneficiaries')).flatMap(([, r]) => r.slice(1));
    const byName = new Map(rows.map((r) => [r[P.lastName], r]));
    // born 15 March 1950: 76 on the 15th; born the 16th: still 75
    expect([isoOf(byName.get('Kumar73')?.[P.dob]), byName.get('Kumar73')?.[P.age]]).toEqual(['1950-03-15', 76]);
    expect([isoOf(byName.get('Kumar74')?.[P.dob]), byName.get('Kumar74')?.[P.age]]).toEqual(['1950-03-16', 75]);
  });

  /** The first bytes of an export's answer (its head) on a plain socket, closed as soon as they arrive. */
  function firstBytes(query: Query): Promise<string> {
    const port = (server.server.address() as AddressInfo).port;
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.write(`GET ${exportUrl(query)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${admin.auth.authorization}\r\n\r\n`);
      });
      socket.once('data', (chunk) => {
        socket.destroy();
        resolve(chunk.toString('latin1'));
      });
      socket.on('error', reject);
    });
  }

  /** The file names an export's answer gives; the file itself is not read (the download is cancelled). */
  async function fileNames(query: Query) {
    const head = await firstBytes(query);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    const header = /^content-disposition: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
    // ASCII only, the UTF-8 name percent-encoded (RFC 6266, RFC 8187)
    expect(header).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=:@-]+$/);
    return { ...dispositionNames(header), header };
  }

  it('names the file by what was exported and when, never by what was searched: ASCII English and UTF-8 in the language asked', async () => {
    const [place] = await queryRows<{ district: string; taluk: string; village: string }>(
      ctx.handle.db,
      sql`SELECT d.district_name AS district, t.taluka_name AS taluk, v.village_name AS village FROM villages v
          JOIN talukas t ON t.taluka_id = v.taluka_id JOIN districts d ON d.district_id = t.district_id
          WHERE v.village_id = ${A.village_id}`,
    );
    const slug = (text: string) => text.toLowerCase().replace(/[\s_]+/g, '-');
    const when = '2026-03-15_0130';

    // everyone's as CSV (the .zip), the exporter's own as .xlsx
    const all = await fileNames({ format: 'csv', isChecked: 'true' });
    expect([all.ascii, all.utf8]).toEqual([`beneficiaries_all_${when}.zip`, `beneficiaries_all_${when}.zip`]);
    expect((await fileNames({ format: 'xlsx' })).ascii).toBe(`beneficiaries_registered-by-me_${when}.xlsx`);

    // filtered and searched: the places, programme and statuses named, the search only said
    const filters = {
      format: 'xlsx',
      isChecked: 'true',
      search: 'kumar12',
      district_id: A.district_id,
      taluka_id: A.taluka_id,
      village_id: A.village_id,
      sub_program_id: 1,
      enrollment_status: 4,
      status: 'deactivated',
    };
    const english = await fileNames(filters);
    const described = [
      'beneficiaries',
      'all',
      'searched',
      slug(place.district),
      slug(place.taluk),
      slug(place.village),
      'mutual-fund',
      'in-progress',
      'deactivated',
    ].join('_');
    expect(english.ascii).toBe(`${described}_${when}.xlsx`);
    expect(english.utf8).toBe(english.ascii);
    expect(english.header.toLowerCase()).not.toContain('kumar');

    // the registrant and the registration days
    const registered = await fileNames({
      format: 'csv',
      isChecked: 'true',
      created_by: admin.userId,
      created_from: '2020-01-01',
      created_to: '2099-12-31',
      status: 'all',
    });
    expect(registered.ascii).toBe(
      `beneficiaries_all_active-and-deactivated_registered-by-user-${admin.userId}_registered-from-2020-01-01_registered-until-2099-12-31_${when}.zip`,
    );

    // in Kannada: the UTF-8 name in Kannada (the district too), the ASCII one the same in English
    const kannada = await fileNames({
      format: 'xlsx',
      isChecked: 'true',
      search: 'kumar12',
      district_id: A.district_id,
      sub_program_id: 1,
      language: 'kn-IN',
    });
    const kn = (text: string) => text.replace(/\s+/g, '-');
    expect(kannada.utf8).toBe(
      `${[
        KN_IN['exportFile.fileName.beneficiaries'],
        kn(KN_IN['exportFile.fileName.all']),
        kn(KN_IN['exportFile.fileName.searched']),
        kn(districtNameKn(place.district) as string),
        kn(KN_IN['subProgram.1']),
      ].join('_')}_${when}.xlsx`,
    );
    expect(kannada.ascii).toBe(
      `${['beneficiaries', 'all', 'searched', slug(place.district), 'mutual-fund'].join('_')}_${when}.xlsx`,
    );
    // every filter at once: cut to fit a file system's 255 bytes, the day and time kept
    const long = await fileNames({ ...filters, created_from: '2020-01-01', language: 'kn-IN' });
    expect(Buffer.byteLength(long.utf8 as string)).toBeLessThanOrEqual(255);
    expect(long.utf8?.endsWith(`_${when}.xlsx`)).toBe(true);
    expect(long.utf8?.startsWith(`${KN_IN['exportFile.fileName.beneficiaries']}_${kn(KN_IN['exportFile.fileName.all'])}_`)).toBe(
      true,
    );
    expect(long.ascii).toBe(`${described}_registered-from-2020-01-01_${when}.xlsx`);
  });

  it("answers a running export's progress from any app node on the database, and a silent one as failed", async () => {
    const other = await miniApp();
    const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const poll = async () =>
      (await fetch(`${otherBase}/api/v1/beneficiary/export-progress/${exportId}`, { headers: admin.auth })).json();
    // a download read only when told: held, its export waits mid-way
    let exportId = 0;
    const body: Buffer[] = [];
    let ended: Promise<void> = Promise.resolve();
    const response = await new Promise<IncomingMessage>((resolve) =>
      httpGet(`${base}${exportUrl({ format: 'csv', isChecked: 'true', status: 'all' })}`, { headers: admin.auth }, resolve),
    );
    try {
      exportId = Number(response.headers['x-export-id']);
      response.pause();
      let progress = await poll();
      for (let i = 0; i < 100 && progress.rows === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        progress = await poll();
      }
      // held mid-way (on PostgreSQL the people may all be in the socket's buffers, the enrolments not)
      expect(progress).toMatchObject({ Status: true, outcome: null });
      expect(progress.rows).toBeGreaterThan(0);
      expect(progress.rows).toBeLessThanOrEqual(PEOPLE);
      ended = new Promise((resolve) => response.on('end', resolve));
      response.on('data', (chunk: Buffer) => body.push(chunk));
      response.resume();
      await ended;
      for (let i = 0; i < 100 && progress.outcome === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        progress = await poll();
      }
      const row = await exportsRow(exportId);
      expect(progress).toMatchObject({ outcome: 'completed', rows: row.row_count });
      expect(body.length).toBeGreaterThan(0);

      // an export whose process ended without a word: after a while, the poll hears it failed
      const [{ export_id: silent }] = await queryRows<{ export_id: number }>(
        ctx.handle.db,
        sql`INSERT INTO exports (user_id, format, filters, row_count, enrolment_row_count, progress_at)
            VALUES (${admin.userId}, 'csv', '{}'::jsonb, 40, 0, now() - interval '1 minute') RETURNING export_id`,
      );
      exportId = silent;
      expect(await poll()).toMatchObject({ Status: true, rows: 40, outcome: 'failed' });
    } finally {
      response.destroy();
      await other.close();
    }
  });

  it('admits a few exports at a time, per process and on the database, exactly under parallel requests; the rest 429', async () => {
    // three processes with the real limits, alone on the database
    const nodes = [await miniApp(EXPORTS_AT_ONCE), await miniApp(EXPORTS_AT_ONCE), await miniApp(EXPORTS_AT_ONCE)];
    const [oneBase, twoBase, threeBase] = nodes.map((node) => `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`);
    await ctx.handle.db.execute(sql`UPDATE exports SET outcome = 'failed' WHERE outcome IS NULL`);
    const held: IncomingMessage[] = [];
    const start = (at: string) =>
      new Promise<IncomingMessage>((resolve) =>
        httpGet(`${at}${exportUrl({ format: 'csv', isChecked: 'true', status: 'all' })}`, { headers: admin.auth }, (response) => {
          response.pause();
          if (response.statusCode === 200) held.push(response);
          else response.resume();
          resolve(response);
        }),
      );
    const fake: number[] = [];
    try {
      // this process's places taken: the next one here is refused, one on the other process is not
      const here = await Promise.all(Array.from({ length: EXPORTS_AT_ONCE.perProcess }, () => start(oneBase)));
      expect(here.map((r) => r.statusCode)).toEqual(Array(EXPORTS_AT_ONCE.perProcess).fill(200));
      const refused = await start(oneBase);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      // running exports of other processes fill the database's places but one; two processes ask at once, one is let in
      const others = EXPORTS_AT_ONCE.total - EXPORTS_AT_ONCE.perProcess - 1;
      for (let i = 0; i < others; i++) {
        const [{ export_id }] = await queryRows<{ export_id: number }>(
          ctx.handle.db,
          sql`INSERT INTO exports (user_id, format, filters, row_count, enrolment_row_count, progress_at)
              VALUES (${admin.userId}, 'csv', '{}'::jsonb, 0, 0, now()) RETURNING export_id`,
        );
        fake.push(export_id);
      }
      const race = await Promise.all([start(twoBase), start(threeBase)]);
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      // one ends: its place is free again
      held[0].destroy();
      let again = 429;
      for (let i = 0; i < 50 && again === 429; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = (await start(oneBase)).statusCode ?? 0;
      }
      expect(again).toBe(200);
    } finally {
      for (const response of held) response.destroy();
      await ctx.handle.db.execute(sql`UPDATE exports SET outcome = 'failed' WHERE export_id = ANY(${arrayParam(fake)}::int[])`);
      for (const node of nodes) await node.close();
    }
  });

  it('admits an export while an upload is being written (each advisory lock its own number)', async () => {
    expect(new Set(Object.values(ADVISORY_LOCKS)).size).toBe(Object.keys(ADVISORY_LOCKS).length);
    // the embedded database has one connection and no upload lock: an upload's chunk holds everyone in turn
    if (ctx.handle.kind === 'pglite') return;
    await ctx.handle.db.execute(sql`UPDATE exports SET outcome = 'failed' WHERE outcome IS NULL`);
    const node = await miniApp(EXPORTS_AT_ONCE);
    const base = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
    let response: IncomingMessage | undefined;
    try {
      // the lock an upload holds while it writes (on the embedded database nothing takes it)
      const status = await ctx.handle.db.transaction(async (upload) => {
        await upload.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.upload})`);
        const started = new Promise<number>((resolve) =>
          httpGet(`${base}${exportUrl({ format: 'csv', isChecked: 'true', status: 'all' })}`, { headers: admin.auth }, (r) => {
            response = r;
            r.pause();
            resolve(r.statusCode ?? 0);
          }),
        );
        // an admission waiting on the upload's lock would answer only after it: "waiting" here
        const waiting = new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 10_000));
        return Promise.race([started, waiting]);
      });
      expect(status).toBe(200);
    } finally {
      response?.destroy();
      await node.close();
    }
  });

  it('records an export the client stopped mid-way as cancelled, with the rows written until then', async () => {
    // a plain socket, closed as soon as the first bytes of the file arrive
    const head = await firstBytes({ format: 'xlsx', isChecked: 'true', status: 'all' });
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
