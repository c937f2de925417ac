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
const post = (url: string, payload: object, user = admin) => ctx.app.inject({ method: 'POST', url, headers: user.auth, payload });
const get = (url: string, user = admin) => ctx.app.inject({ method: 'GET', url, headers: user.auth });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.handle.db, query);
const one = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0].n;
const sheet = (prefix: string, count: number) => hunsurSheet({ prefix, rows: count, village, facilitator: admin.email });
const hashOf = (c: string) => c.repeat(64);

interface Stored {
  row: number | null;
  upload: number | null;
}
const people = (prefix: string) =>
  rows<Stored & { id: number }>(
    sql`SELECT beneficiary_id AS id, upload_row AS row, upload_id AS upload FROM beneficiaries
        WHERE first_name LIKE ${`${prefix}%`} ORDER BY first_name`,
  );
const audit = (prefix: string) =>
  rows<{ action: string; row: number | null; upload: number | null; enrolment: number | null; user: number }>(
    sql`SELECT a.action, a.upload_row AS row, a.upload_id AS upload, a.beneficiary_program_id AS enrolment, a.user_id AS user
        FROM audit_events a JOIN beneficiaries b USING (beneficiary_id)
        WHERE b.first_name LIKE ${`${prefix}%`} ORDER BY a.audit_id`,
  );
const latestUpload = async () =>
  (await rows<Record<string, unknown>>(sql`SELECT * FROM uploads ORDER BY upload_id DESC LIMIT 1`))[0];

describe('provenance of a beneficiary upload', () => {
  it('marks each created person and enrolment with the upload and its sheet row, audits each, and records the upload', async () => {
    const prefix = uniqueName('Prov');
    const beneficiaries = sheet(prefix, 6);
    // sheet row 4 names a district that does not exist: rejected, its values kept for downloading it again
    beneficiaries[2] = { ...beneficiaries[2], district: 'Atlantis' };
    const source = { fileName: 'Hunsur-Nov.xlsx', fileHash: hashOf('a'), sheetName: 'Beneficiaries' };
    const setAside = [{ row: 9, reasons: [{ reasonId: 'uploadReason.villageAllRequired' }] }];
    const response = await post(UPLOAD, { beneficiaries, source, setAside });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().report).toMatchObject({ created: 5, skipped: 0 });

    const upload = await latestUpload();
    const uploadId = upload.upload_id as number;
    expect(upload).toMatchObject({
      kind: 'beneficiaries',
      uploaded_by: admin.userId,
      file_name: 'Hunsur-Nov.xlsx',
      file_hash: hashOf('a'),
      sheet_name: 'Beneficiaries',
      created_count: 5,
      existing_count: 0,
      rejected_count: 2,
    });
    const report = upload.report as { rejected: { row: number; values?: Record<string, unknown> }[] };
    expect(report.rejected.map((r) => r.row)).toEqual([4, 9]);
    expect(report.rejected[0].values).toMatchObject({ first_name: beneficiaries[2].first_name, district: 'Atlantis' });
    expect(report.rejected[1].values).toBeUndefined();
    // the upload wrote under the id of its transaction: nothing of it is still listed
    expect(await one(sql`SELECT count(*)::int AS n FROM upload_transactions`)).toBe(0);

    // people of sheet rows 2, 3, 5, 6, 7 (row 4 rejected)
    const created = await people(prefix);
    expect(created.map(({ row, upload }) => ({ row, upload }))).toEqual(
      [2, 3, 5, 6, 7].map((row) => ({ row, upload: uploadId })),
    );
    // rows 2 and 5 enrol (every third row of the sheet)
    const enrolments = await rows<Stored & { id: number }>(
      sql`SELECT p.beneficiary_program_id AS id, p.upload_row AS row, p.upload_id AS upload
          FROM beneficiary_programs p JOIN beneficiaries b USING (beneficiary_id)
          WHERE b.first_name LIKE ${`${prefix}%`} ORDER BY p.upload_row`,
    );
    expect(enrolments.map(({ row, upload }) => ({ row, upload }))).toEqual([
      { row: 2, upload: uploadId },
      { row: 5, upload: uploadId },
    ]);
    const events = await audit(prefix);
    expect(events.filter((e) => e.action === 'beneficiaryCreated').map((e) => e.row)).toEqual([2, 3, 5, 6, 7]);
    expect(events.filter((e) => e.action === 'enrolmentCreated')).toEqual(
      enrolments.map((e) => ({ action: 'enrolmentCreated', row: e.row, upload: uploadId, enrolment: e.id, user: admin.userId })),
    );
    expect(events.every((e) => e.upload === uploadId && e.user === admin.userId)).toBe(true);
  });

  it('records nothing on a dry run', async () => {
    const prefix = uniqueName('DryProv');
    const uploadsBefore = await one(sql`SELECT count(*)::int AS n FROM uploads`);
    const auditBefore = await one(sql`SELECT count(*)::int AS n FROM audit_events`);
    const source = { fileName: 'dry.xlsx', fileHash: hashOf('b') };
    const response = await post(UPLOAD, { beneficiaries: sheet(prefix, 4), source, dryRun: true });
    expect(response.json().report).toMatchObject({ created: 4 });
    expect(await one(sql`SELECT count(*)::int AS n FROM uploads`)).toBe(uploadsBefore);
    expect(await one(sql`SELECT count(*)::int AS n FROM audit_events`)).toBe(auditBefore);
    expect(await people(prefix)).toEqual([]);
  });

  it('audits an enrolment the upload adds to a person registered before it, under the row that adds it', async () => {
    const prefix = uniqueName('Enrol');
    const beneficiaries = sheet(prefix, 4);
    const first = beneficiaries.map((b) => ({ ...b, sub_program: '' }));
    expect((await post(UPLOAD, { beneficiaries: first })).json().report).toMatchObject({ created: 4 });
    const firstUpload = (await latestUpload()).upload_id as number;
    // the same people again, rows moved down: rows 0 and 3 enrol them now
    const again = beneficiaries.map((b) => ({ ...b, rowNumber: b.rowNumber + 10 }));
    expect((await post(UPLOAD, { beneficiaries: again })).json().report).toMatchObject({ created: 0, skipped: 4 });
    const second = await latestUpload();
    expect(second).toMatchObject({ created_count: 0, existing_count: 4, file_name: null, file_hash: null, sheet_name: null });
    const events = await audit(prefix);
    expect(events.filter((e) => e.action === 'beneficiaryCreated').map((e) => [e.row, e.upload])).toEqual(
      [2, 3, 4, 5].map((row) => [row, firstUpload]),
    );
    expect(events.filter((e) => e.action === 'enrolmentCreated').map((e) => [e.row, e.upload])).toEqual([
      [12, second.upload_id],
      [15, second.upload_id],
    ]);
    // the person keeps the upload that created them
    expect((await people(prefix)).map((p) => p.upload)).toEqual([firstUpload, firstUpload, firstUpload, firstUpload]);
  });

  it('an upload undone when a later chunk fails leaves no audit record, no record of itself, and the earlier people as they were', async () => {
    const prefix = uniqueName('UndoProv');
    const total = 2 * CHUNK + 100;
    const beneficiaries = sheet(prefix, total);
    // two people registered before, without an enrolment; the sheet enrols them (rows 0 and 3)
    const before = [0, 3].map((i) => ({ ...beneficiaries[i], sub_program: '' }));
    expect((await post(UPLOAD, { beneficiaries: before })).json().report).toMatchObject({ created: 2 });
    const uploadsBefore = await one(sql`SELECT count(*)::int AS n FROM uploads`);
    const auditBefore = await audit(prefix);
    expect(auditBefore.map((e) => e.action)).toEqual(['beneficiaryCreated', 'beneficiaryCreated']);
    // a rule of the table that the checks do not know, met by a row of the last of three chunks
    await ctx.handle.db.execute(
      sql.raw(
        `ALTER TABLE beneficiaries ADD CONSTRAINT test_no_row CHECK (first_name <> '${beneficiaries[total - 80].first_name}')`,
      ),
    );
    try {
      const response = await post(UPLOAD, { beneficiaries, source: { fileName: 'broken.xlsx', fileHash: hashOf('c') } });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.handle.db.execute(sql`ALTER TABLE beneficiaries DROP CONSTRAINT test_no_row`);
    }
    expect(await audit(prefix)).toEqual(auditBefore);
    expect(await one(sql`SELECT count(*)::int AS n FROM uploads`)).toBe(uploadsBefore);
    // every audit record of an upload names a recorded upload
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM audit_events WHERE upload_id IS NOT NULL
            AND upload_id NOT IN (SELECT upload_id FROM uploads)`,
      ),
    ).toBe(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM upload_transactions`)).toBe(0);
  }, 120_000);

  it('refuses a source that is not a file name and a SHA-256', async () => {
    for (const source of [
      { fileName: 'a.xlsx', fileHash: 'ABC' },
      { fileName: '', fileHash: hashOf('d') },
      { fileName: 'x'.repeat(256), fileHash: hashOf('d') },
      { fileName: 'a.xlsx', fileHash: hashOf('d'), extra: 1 },
    ]) {
      const response = await post(UPLOAD, { beneficiaries: sheet(uniqueName('Bad'), 1), source });
      expect(response.statusCode, JSON.stringify(source).slice(0, 80)).toBe(400);
    }
  });
});

describe('the history of uploads', () => {
  it('lists uploads newest first with who, when, file, counts and an earlier upload of the same file, page by page', async () => {
    const source = { fileName: 'Same.xlsx', fileHash: hashOf('e'), sheetName: 'Sheet1' };
    await post(UPLOAD, { beneficiaries: sheet(uniqueName('HistA'), 2), source });
    const firstId = (await latestUpload()).upload_id as number;
    await post('/api/v1/org/upload-villages', {
      data: [
        { Village: uniqueName('Histvillage'), Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 },
        { Village: 'Nowhere', Taluk: 'Hunsur', District: 'Atlantis', rowNumber: 3 },
      ],
      source: { fileName: 'villages.xlsx', fileHash: hashOf('f'), sheetName: 'Villages' },
    });
    await post(UPLOAD, { beneficiaries: sheet(uniqueName('HistB'), 3), source });

    const page = await get('/api/v1/org/uploads?limit=2');
    expect(page.statusCode).toBe(200);
    const { uploads, nextBefore } = page.json();
    expect(uploads).toHaveLength(2);
    const [latest, villages] = uploads;
    expect(latest).toMatchObject({
      kind: 'beneficiaries',
      fileName: 'Same.xlsx',
      sheetName: 'Sheet1',
      fileHash: hashOf('e'),
      uploadedById: admin.userId,
      uploadedByName: expect.stringMatching(/^Test User/),
      created: 3,
      existing: 0,
      rejected: 0,
      earlier: { id: firstId, uploadedByName: expect.any(String), uploadedAt: expect.any(String) },
    });
    expect(Date.parse(latest.uploadedAt)).not.toBeNaN();
    expect(villages).toMatchObject({
      kind: 'villages',
      fileName: 'villages.xlsx',
      created: 1,
      existing: 0,
      rejected: 1,
      earlier: null,
    });
    expect(nextBefore).toBe(villages.id);
    const next = (await get(`/api/v1/org/uploads?limit=2&before=${nextBefore}`)).json();
    expect(next.uploads[0]).toMatchObject({ id: firstId, earlier: null });

    // the uploads of one file, as the dialog asks when a file is chosen
    const same = (await get(`/api/v1/org/uploads?limit=1&fileHash=${hashOf('e')}`)).json();
    expect(same.uploads.map((u: { id: number }) => u.id)).toEqual([latest.id]);
    expect(same.nextBefore).toBe(latest.id);
    expect((await get(`/api/v1/org/uploads?fileHash=${hashOf('0')}`)).json().uploads).toEqual([]);
    expect((await get('/api/v1/org/uploads?fileHash=abc')).statusCode).toBe(400);

    const detail = await get(`/api/v1/org/uploads/${villages.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      upload: { id: villages.id, kind: 'villages' },
      report: {
        created: 1,
        rejected: [{ row: 3, values: { Village: 'Nowhere', Taluk: 'Hunsur', District: 'Atlantis' } }],
      },
    });
    expect(detail.json().report.rejected[0].reasons[0]).toMatchObject({ reasonId: expect.any(String) });
  });

  it('keeps the file names, the rejected rows and the names of people out of the log', async () => {
    const prefix = uniqueName('Secret');
    const beneficiaries = sheet(prefix, 2);
    beneficiaries[1] = { ...beneficiaries[1], district: 'Atlantisprivate' };
    const source = { fileName: `${prefix}-file.xlsx`, fileHash: hashOf('9'), sheetName: `${prefix}-sheet` };
    logLines.length = 0;
    await post(UPLOAD, { beneficiaries, source });
    const { uploads } = (await get('/api/v1/org/uploads?limit=1')).json();
    await get(`/api/v1/org/uploads/${uploads[0].id}`);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const secret of [prefix, 'Atlantisprivate', hashOf('9')]) expect(log).not.toContain(secret);
  });

  it('answers 404 for an upload that does not exist, 400 for a bad page, and 403 without the Organization permission', async () => {
    expect((await get('/api/v1/org/uploads/999999')).statusCode).toBe(404);
    expect((await get('/api/v1/org/uploads/abc')).statusCode).toBe(404);
    expect((await get('/api/v1/org/uploads?limit=1000')).statusCode).toBe(400);
    expect((await get('/api/v1/org/uploads?before=0')).statusCode).toBe(400);
    const ff = await ctx.signIn('Field Facilitator');
    expect((await get('/api/v1/org/uploads', ff)).statusCode).toBe(403);
    const [{ id }] = await rows<{ id: number }>(sql`SELECT max(upload_id) AS id FROM uploads`);
    expect((await get(`/api/v1/org/uploads/${id}`, ff)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/org/uploads' })).statusCode).toBe(401);
  });
});

describe('the rejected rows as typed (decision 015)', () => {
  const VILLAGES = '/api/v1/org/upload-villages';
  const headings = ['FF Name', 'Name of Beneficiary according to Aadhaar', 'Gender', 'Date of Birth', 'Mobile Number', 'Program'];
  const fields = ['ff_email', 'first_name', 'gender_id', 'dob', 'mobile_no', 'program_id', null];
  const typed = { headings: [...headings, 'Remarks'], columns: 8, fields };
  /** What the history answers of `typed`: the columns' fields only served the request. */
  const answered = { headings: typed.headings, columns: typed.columns };
  /**
   * A row as the office typed it: the name, a word for the gender, a date cell, a +91 mobile, Program left
   * blank; `name` true stands for the record's first name.
   */
  const typedRow = (name: string | true, i: number) => [
    null,
    name,
    i % 2 ? 'Male' : 'Female',
    { t: 'n', v: 33_465 + i, z: 'dd/mm/yyyy' },
    `+91 98450 ${String(11_122 + i).padStart(5, '0')}`,
    null,
    { t: 's', v: `=note ${i}`, z: '@' },
  ];
  const detailOfLatest = async () => {
    const { uploads } = (await get('/api/v1/org/uploads?limit=1')).json();
    return (await get(`/api/v1/org/uploads/${uploads[0].id}`)).json();
  };

  it('records the cells as typed of the rejected rows only, with the heading row, and answers them for the history', async () => {
    const prefix = uniqueName('Typed');
    const beneficiaries = sheet(prefix, 4);
    // sheet row 3 names a district that does not exist, row 5 a village
    beneficiaries[1] = { ...beneficiaries[1], district: 'Atlantis' };
    beneficiaries[3] = { ...beneficiaries[3], village: 'Nowhere Halli' };
    // the name is the record's: sent once
    const typedRows = beneficiaries.map((_, i) => typedRow(true, i));
    const setAside = [
      {
        row: 9,
        reasons: [{ reasonId: 'upload.fullAadhaarIn', reasonValues: { columns: '"Remarks"' } }],
        typed: [null, `${prefix}set`, 'Female'],
      },
    ];
    logLines.length = 0;
    const response = await post(UPLOAD, {
      beneficiaries,
      source: { fileName: 'typed.xlsx', fileHash: hashOf('7') },
      setAside,
      typed,
      typedRows,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().report).toMatchObject({ created: 2, rejected: [{ row: 3 }, { row: 5 }] });
    // the answer of the upload itself carries no cells
    expect(response.body).not.toContain('+91');

    const detail = await detailOfLatest();
    expect(detail.report.typed).toEqual(answered);
    expect(detail.report.rejected.map((r: { row: number }) => r.row)).toEqual([3, 5, 9]);
    const [three, five, nine] = detail.report.rejected;
    expect(three.typed).toEqual(typedRow(beneficiaries[1].first_name, 1));
    expect(five.typed).toEqual(typedRow(beneficiaries[3].first_name, 3));
    expect(nine.typed).toEqual(setAside[0].typed);
    // the cells as typed stand instead of the converted values
    expect(three.values).toBeUndefined();
    expect(three.reasons[0]).toMatchObject({ reasonId: expect.any(String) });
    // the stored rows' cells are not kept
    const stored = await rows<{ report: string }>(
      sql`SELECT report::text AS report FROM uploads WHERE upload_id = ${detail.upload.id}`,
    );
    for (const i of [0, 2]) expect(stored[0].report).not.toContain(beneficiaries[i].first_name);
    expect(stored[0].report).toContain(beneficiaries[1].first_name);
    // nor is any of it logged
    const log = logLines.join('\n');
    for (const secret of [prefix, '+91 98450', '=note']) expect(log).not.toContain(secret);
  });

  it('records the cells as typed of a village upload, set-aside rows too', async () => {
    const data = [
      { Village: uniqueName('Typedvillage'), Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 3 },
      { Village: 'Nowhere', Taluk: ' hunsur', District: 'Atlantis', rowNumber: 4 },
    ];
    const villageTyped = { headings: ['Villages of Hunsur', null, null], columns: 4, fields: ['Village', 'Taluk', 'District'] };
    const typedRows = [
      [true, true, true],
      [true, ' hunsur ', 'Atlantis', { t: 'n', v: 42, z: '0000' }],
    ];
    const setAside = [{ row: 5, reasons: [{ reasonId: 'uploadReason.villageAllRequired' }], typed: ['Hosa Halli'] }];
    const response = await post(VILLAGES, { data, setAside, typed: villageTyped, typedRows });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const detail = await detailOfLatest();
    expect(detail.upload.kind).toBe('villages');
    expect(detail.report.typed).toEqual({ headings: villageTyped.headings, columns: 4 });
    expect(detail.report.rejected).toMatchObject([
      { row: 4, typed: ['Nowhere', ' hunsur ', 'Atlantis', { t: 'n', v: 42, z: '0000' }] },
      { row: 5, typed: ['Hosa Halli'] },
    ]);
    expect(detail.report.rejected[0].values).toBeUndefined();
  });

  it('refuses a malformed block of cells as typed with 400, storing nothing, and takes the well-formed one', async () => {
    const prefix = uniqueName('Badtyped');
    // more than a chunk, and more than the rows checked between two yields
    const beneficiaries = sheet(prefix, CHUNK + 100);
    const typedRows = beneficiaries.map((b, i) => typedRow(i % 2 ? true : b.first_name, i));
    const good = { beneficiaries, typed, typedRows };
    const check = await post(UPLOAD, { ...good, dryRun: true });
    expect(check.statusCode, check.body.slice(0, 300)).toBe(200);
    expect(check.json().report).toMatchObject({ created: beneficiaries.length });

    const last = typedRows.length - 1;
    const withRow = (row: unknown, at = last) => typedRows.map((r, i) => (i === at ? row : r));
    const bad: [string, object][] = [
      ['rows without the heading row', { beneficiaries, typedRows }],
      ['the heading row without rows', { beneficiaries, typed }],
      ['a row short', { beneficiaries, typed, typedRows: typedRows.slice(1) }],
      ['a row wider than the sheet', { beneficiaries, typed, typedRows: withRow([...typedRows[last], 'x', 'y']) }],
      ['a text longer than a cell holds', { beneficiaries, typed, typedRows: withRow(['x'.repeat(32_768)]) }],
      ['a NUL character', { beneficiaries, typed, typedRows: withRow(['a\u0000b']) }],
      ['half of a character pair', { beneficiaries, typed, typedRows: withRow(['a\ud800b']) }],
      [
        "the record's text past the columns' fields",
        { beneficiaries, typed, typedRows: withRow([null, null, null, null, null, null, null, true]) },
      ],
      ['an unknown type', { beneficiaries, typed, typedRows: withRow([{ t: 'x', v: 1 }]) }],
      ['a cell with more than its parts', { beneficiaries, typed, typedRows: withRow([{ t: 'n', v: 1, z: '0', f: 'SUM(A1)' }]) }],
      ['a format that is empty', { beneficiaries, typed, typedRows: withRow([{ t: 's', v: 'a', z: '' }]) }],
      ['a date that is none', { beneficiaries, typed, typedRows: withRow([{ t: 'd', v: '15/08/1990' }]) }],
      ['a row that is no list', { beneficiaries, typed, typedRows: withRow({ 0: 'a' }, 0) }],
      [
        "the record's text in a column that fills no field",
        { beneficiaries, typed, typedRows: withRow([null, true, 'Male', null, null, null, true]) },
      ],
      [
        "the record's text where it sends none",
        { beneficiaries, typed, typedRows: withRow([null, true, 'Male', null, null, true]) },
      ],
      ["the record's text without the fields", { beneficiaries, typed: answered, typedRows }],
      ['a false that is no cell', { beneficiaries, typed, typedRows: withRow([false]) }],
      ['a field that is none', { beneficiaries, typedRows, typed: { ...typed, fields: ['first_name', 'remarks'] } }],
      ['more fields than columns', { beneficiaries, typedRows, typed: { ...typed, fields: Array(9).fill(null) } }],
      ['headings wider than the sheet', { beneficiaries, typedRows, typed: { headings: typed.headings, columns: 3 } }],
      ['no columns', { beneficiaries, typedRows, typed: { headings: [], columns: 0 } }],
      ['more in the heading block', { beneficiaries, typedRows, typed: { ...typed, rows: 1 } }],
      ['a set-aside row typed without the heading row', { beneficiaries, setAside: [{ row: 9, reasons: [], typed: ['a'] }] }],
      [
        'a set-aside row wider than the sheet',
        { beneficiaries, typed, typedRows, setAside: [{ row: 9, reasons: [], typed: Array(9).fill('a') }] },
      ],
    ];
    const uploadsBefore = await one(sql`SELECT count(*)::int AS n FROM uploads`);
    for (const [what, body] of bad) {
      for (const dryRun of [false, true]) {
        const response = await post(UPLOAD, { ...body, dryRun });
        expect(response.statusCode, what).toBe(400);
        expect(response.json(), what).toMatchObject({ Status: false, code: 'invalidInput' });
        expect(response.body, what).not.toContain(prefix);
      }
    }
    const villageData = [{ Village: 'Nowhere', Taluk: 'Hunsur', District: 'Atlantis', rowNumber: 2 }];
    for (const typedBlock of [
      { typed: { headings: ['Village'], columns: 3 }, typedRows: [[{ t: 's', v: 'a' }]] },
      { typed: { headings: ['Village'], columns: 3, fields: ['Village'] }, typedRows: [[null, true]] },
      { typed: { headings: ['Village'], columns: 3, fields: ['first_name'] }, typedRows: [[true]] },
      { typed: { headings: ['Village'], columns: 3 }, typedRows: [] },
      { typedRows: [['Nowhere']] },
    ]) {
      expect((await post(VILLAGES, { data: villageData, ...typedBlock })).statusCode, JSON.stringify(typedBlock)).toBe(400);
    }
    expect(await one(sql`SELECT count(*)::int AS n FROM uploads`)).toBe(uploadsBefore);
    expect(await people(prefix)).toEqual([]);
    expect(await one(sql`SELECT count(*)::int AS n FROM upload_transactions`)).toBe(0);

    // the same sheet, well formed, is stored
    const saved = await post(UPLOAD, good);
    expect(saved.statusCode).toBe(200);
    expect(await people(prefix)).toHaveLength(beneficiaries.length);
  }, 120_000);
});
