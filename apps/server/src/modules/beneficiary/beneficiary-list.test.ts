import { LIST_CALLS_PER_USER, LIST_MAX_OFFSET, LIST_STATEMENT_TIMEOUT_MS } from '@portal/contract/constants';
import { BENEFICIARY_TEXT, REQUEST_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, somePlace, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { listDatabase, postgresPool } from '../../db/client.ts';

let ctx: TestContext;
let mine: TestUser;
let other: TestUser;
let place: Place;
const created: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  mine = await ctx.signIn('Field Facilitator');
  other = await ctx.signIn('Field Facilitator');
  place = await somePlace(ctx.handle.db);
  const people = [
    [
      'mine1',
      mine,
      { first_name: uniqueName('Ramesh'), last_name: 'Hegde', mobile_no: '9845012345', aadhaar_no: '7788', pincode: '577001' },
    ],
    [
      'mine2',
      mine,
      { first_name: uniqueName('Geetha'), last_name: '50%_off\\', mobile_no: '9000011111', aadhaar_no: null, pincode: null },
    ],
    [
      'theirs',
      other,
      { first_name: uniqueName('Ramaiah'), last_name: 'Naik', mobile_no: '9845099999', aadhaar_no: '1234', pincode: '560001' },
    ],
    [
      'digitsInName',
      other,
      { first_name: uniqueName('Ravi'), last_name: 'Batch 6071', mobile_no: '9000070000', aadhaar_no: null, pincode: null },
    ],
  ] as const;
  for (const [key, user, fields] of people) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      headers: user.auth,
      payload: beneficiaryPayload(place, fields),
    });
    created[key] = response.json().beneficiaryId;
  }
  // a page's worth and more of my own, to page through
  for (let i = 0; i < 16; i++) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      headers: mine.auth,
      payload: beneficiaryPayload(place, { first_name: uniqueName('Pager'), mobile_no: `90000${String(i).padStart(5, '0')}` }),
    });
  }
});
afterAll(() => ctx.close());

const list = (query: Record<string, string | number>, user = mine) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/get-beneficiaries-list',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: user.auth,
  });
const ids = async (query: Record<string, string | number>, user = mine) =>
  ((await list(query, user)).json().Data as { beneficiary_id: number }[]).map((r) => r.beneficiary_id);

describe('GET /api/v1/beneficiary/get-beneficiaries-list', () => {
  it('lists my beneficiaries newest first, 15 a page, with the list fields and the village only', async () => {
    const response = await list({ isChecked: 'false', limit: 15, offset: 0 });
    const body = response.json();
    expect(body.Status).toBe(true);
    expect(body.Data).toHaveLength(15);
    expect(Object.keys(body.Data[0]).sort()).toEqual([
      'aadhaar_no',
      'beneficiary_id',
      'first_name',
      'last_name',
      'mobile_no',
      'pincode',
      'village_name',
    ]);
    const all = await ids({ isChecked: 'false', limit: 100, offset: 0 });
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all).not.toContain(created.theirs);
    expect(await ids({ isChecked: 'false', limit: 15, offset: 15 })).toEqual(all.slice(15, 30));
  });

  it('lists everyone with All checked', async () => {
    expect(await ids({ isChecked: 'true', limit: 100, offset: 0 })).toEqual(
      expect.arrayContaining([created.mine1, created.theirs]),
    );
  });

  it.each([
    ['part of a first name', 'ramai', 'theirs'],
    ['a last name in any case', 'HEGDE', 'mine1'],
    ['the full name', 'hegde', 'mine1'],
    ['4 digits of a mobile number', '5099', 'theirs'],
    ['3 digits of a mobile number', '509', 'theirs'],
    ['a whole mobile number', '9845099999', 'theirs'],
    ['the Aadhaar last 4 digits', '7788', 'mine1'],
    ['a pincode', '577001', 'mine1'],
    ['part of a pincode', '7700', 'mine1'],
    ['digits written in a last name', '6071', 'digitsInName'],
  ])('finds by %s', async (_label, search, key) => {
    expect(await ids({ isChecked: 'true', search, limit: 15, offset: 0 })).toContain(created[key]);
  });

  it('finds the full name "first last"', async () => {
    const [first] = (await list({ isChecked: 'true', limit: 100, offset: 0 }))
      .json()
      .Data.filter((r: { beneficiary_id: number }) => r.beneficiary_id === created.mine1);
    expect(await ids({ isChecked: 'true', search: `${first.first_name} hegde`.toLowerCase(), limit: 15, offset: 0 })).toEqual([
      created.mine1,
    ]);
  });

  it('matches digits within one field only, in their order', async () => {
    // mobile 9845012345, Aadhaar 7788, pincode 577001: each run below is in none of them alone
    for (const search of ['23457788', '77885770', '5012', '2345012']) {
      const found = await ids({ isChecked: 'true', search, limit: 15, offset: 0 });
      expect(found.includes(created.mine1), search).toBe(search === '5012');
    }
  });

  it('pages through a digit search and a name search', async () => {
    const all = await ids({ isChecked: 'false', search: '90000', limit: 100, offset: 0 });
    expect(all.length).toBeGreaterThanOrEqual(17);
    expect(await ids({ isChecked: 'false', search: '90000', limit: 15, offset: 15 })).toEqual(all.slice(15, 30));
    const pagers = await ids({ isChecked: 'false', search: 'pager', limit: 100, offset: 0 });
    expect(pagers).toHaveLength(16);
    expect(await ids({ isChecked: 'false', search: 'pager', limit: 15, offset: 15 })).toEqual(pagers.slice(15));
  });

  it('treats % _ and backslash as plain characters', async () => {
    expect(await ids({ isChecked: 'true', search: '50%_off\\', limit: 15, offset: 0 })).toEqual([created.mine2]);
    expect(await ids({ isChecked: 'true', search: '%', limit: 15, offset: 0 })).toEqual([created.mine2]);
    expect(await ids({ isChecked: 'true', search: '_', limit: 15, offset: 0 })).toEqual([created.mine2]);
  });

  it.each([["' OR 1=1 --"], ['"quoted"'], ['\\\\'], ['x'.repeat(100)]])(
    'answers %j with an empty list, not an error',
    async (search) => {
      const response = await list({ isChecked: 'true', search, limit: 15, offset: 0 });
      expect(response.statusCode).toBe(200);
      expect(response.json().Data).toEqual([]);
    },
  );

  it.each([
    [{ search: 'x'.repeat(10_000) }],
    [{ limit: 0 }],
    [{ limit: 1000 }],
    [{ offset: -1 }],
    [{ offset: 'abc' }],
    [{ offset: 10_000_000 }],
    [{ isChecked: 'maybe' }],
  ])('answers 400 for %j', async (query) => {
    const response = await list({ isChecked: 'true', limit: 15, offset: 0, ...query });
    expect(response.statusCode).toBe(400);
    expect(response.json().Status).toBe(false);
  });
});

describe('GET /api/v1/beneficiary/get-beneficiary-details/:id', () => {
  it('gives the details and the enrolled programmes', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/beneficiary/get-beneficiary-details/${created.mine1}`,
      headers: mine.auth,
    });
    const body = response.json();
    expect(body.Status).toBe(true);
    expect(body.beneficiaryDetails).toMatchObject({
      beneficiary_id: created.mine1,
      last_name: 'Hegde',
      gender: 'Female',
      dob: '1990-05-17',
      state_name: 'Karnataka',
      status_name: 'Active',
      beneficiary_annual_source: 'Primary Agriculture',
      // a Field Facilitator may not read staff profiles, so not the registrant's contact either
      creator_work_email: null,
    });
    expect(body.beneficiaryDetails.village_name).toEqual(expect.any(String));
    expect(body.beneficiaryProgrames).toEqual([]);
  });

  it('answers the spec text when the id is missing and 404 for bad or unknown ids', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/get-beneficiary-details/',
      headers: mine.auth,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe(BENEFICIARY_TEXT.idRequired);
    for (const id of ['abc', '-1', '0', '99999999999', '2147483647', '1.5']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/beneficiary/get-beneficiary-details/${id}`,
        headers: mine.auth,
      });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('bounds on what one list call may cost', () => {
  const listUrl = (query: Record<string, string | number>) =>
    `/api/v1/beneficiary/get-beneficiaries-list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

  it(`serves pages by offset down to ${LIST_MAX_OFFSET} rows; deeper is a 400 that says to use the cursor`, async () => {
    const deepest = await ctx.app.inject({
      method: 'GET',
      url: listUrl({ isChecked: 'true', limit: 15, offset: LIST_MAX_OFFSET }),
      headers: mine.auth,
    });
    expect(deepest.statusCode).toBe(200);
    const deeper = await ctx.app.inject({
      method: 'GET',
      url: listUrl({ isChecked: 'true', limit: 15, offset: LIST_MAX_OFFSET + 1 }),
      headers: mine.auth,
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({ Status: false, Message: REQUEST_ERRORS.offsetTooDeep, code: 'invalidInput' });
  });

  it('stops a list and a count held past their time limit: 503 with Retry-After, and the next call answers', async () => {
    const { db } = ctx.handle;
    if (ctx.handle.kind === 'pglite') {
      // one statement at a time in this process: nothing can hold the list, and nothing can stop it
      expect(listDatabase(db)).toBe(db);
      return;
    }
    expect(listDatabase(db)).not.toBe(db);
    const started = Date.now();
    const held = await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE beneficiaries IN ACCESS EXCLUSIVE MODE`);
      return Promise.all([
        ctx.app.inject({
          method: 'GET',
          url: listUrl({ isChecked: 'true', limit: 15, offset: 0, sort: 'name' }),
          headers: mine.auth,
        }),
        ctx.app.inject({
          method: 'GET',
          url: '/api/v1/beneficiary/count-beneficiaries?isChecked=true&search=ravi',
          headers: mine.auth,
        }),
      ]);
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIST_STATEMENT_TIMEOUT_MS - 100);
    for (const response of held) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.queryTimeout, code: 'queryTimeout' });
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: listUrl({ isChecked: 'true', limit: 15, offset: 0 }),
      headers: mine.auth,
    });
    expect(after.statusCode).toBe(200);
  });

  it(`runs at most ${LIST_CALLS_PER_USER} list and count calls of one user at once, counted by the database (so over every process): the rest 429 with Retry-After`, async () => {
    const { db } = ctx.handle;
    if (ctx.handle.kind === 'pglite') {
      // one statement at a time in this process: no call can hold a connection from another
      expect(listDatabase(db)).toBe(db);
      return;
    }
    const call = (user: TestUser, path: string) => ctx.app.inject({ method: 'GET', url: path, headers: user.auth });
    const listPath = listUrl({ isChecked: 'true', limit: 15, offset: 0, sort: 'name' });
    const countPath = '/api/v1/beneficiary/count-beneficiaries?isChecked=true&search=ravi';
    // room for every call of the user at once, so a refusal is the limit's and not the pool's queue
    expect(postgresPool(listDatabase(db))?.options.max).toBeGreaterThan(LIST_CALLS_PER_USER);
    // every call that runs waits on the lock until its statement's time limit: they run at once
    const [mineAnswers, otherAnswer] = await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE beneficiaries IN ACCESS EXCLUSIVE MODE`);
      const calls = Array.from({ length: LIST_CALLS_PER_USER + 1 }, (_, i) => call(mine, i % 2 ? countPath : listPath));
      // the refusal comes at once, while the others wait; then another user asks
      await Promise.race(calls);
      return Promise.all([Promise.all(calls), call(other, listPath)]);
    });
    expect(mineAnswers.map((r) => r.statusCode).sort()).toEqual([429, ...Array(LIST_CALLS_PER_USER).fill(503)]);
    const refused = mineAnswers.find((r) => r.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('3');
    expect(refused?.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.listBusy, code: 'listBusy' });
    // another user's call is not counted with theirs
    expect(otherAnswer.statusCode).toBe(503);
    // the places are free again once the calls have ended, timed out or not
    const after = await Promise.all(Array.from({ length: LIST_CALLS_PER_USER }, () => call(mine, listPath)));
    expect(after.map((r) => r.statusCode)).toEqual(Array(LIST_CALLS_PER_USER).fill(200));
  });
});
