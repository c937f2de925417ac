import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, somePlace } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { GIN_PENDING_KB } from '../../db/schema/beneficiaries.ts';
import { readCsvZip } from '../export/export-test-files.ts';

// searches as people type them (decision 014), on a database of their own: the names below are
// the only people in it
let ctx: TestContext;
let me: TestUser;
let here: Place;
let there: Place;
const people: Record<string, number> = {};

async function register(place: Place, fields: Record<string, unknown>): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: me.auth,
    payload: beneficiaryPayload(place, fields),
  });
  expect(response.statusCode).toBe(200);
  return response.json().beneficiaryId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  me = await ctx.signIn('Field Facilitator');
  here = await somePlace(ctx.handle.db);
  there = await somePlace(ctx.handle.db, 40);
  // oldest first: the list is newest first
  people.ramesh = await register(here, { first_name: 'Ramesh', last_name: 'Hegde', mobile_no: '9845012345', aadhaar_no: '1111' });
  people.yashodaHere = await register(here, {
    first_name: 'Yashoda',
    last_name: 'Kumar',
    mobile_no: '8826909502',
    aadhaar_no: '2222',
  });
  people.yashodaThere = await register(there, {
    first_name: 'Yashoda',
    last_name: 'Kumar',
    mobile_no: '9900011122',
    aadhaar_no: '3333',
  });
  people.yashodha = await register(here, {
    first_name: 'Yashodha',
    last_name: 'Naik',
    mobile_no: '9900033344',
    aadhaar_no: '4444',
  });
  people.lakshmi = await register(there, { first_name: 'ಲಕ್ಷ್ಮಿ', last_name: 'ಗೌಡ', mobile_no: '9900055566', aadhaar_no: '5555' });
  people.manjunatha = await register(here, {
    first_name: 'ಮಂಜುನಾಥ',
    last_name: null,
    mobile_no: '9900077788',
    aadhaar_no: '6666',
  });
});
afterAll(() => ctx.close());

const list = (query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/get-beneficiaries-list',
    query: Object.fromEntries(Object.entries({ isChecked: 'false', limit: 15, ...query }).map(([k, v]) => [k, String(v)])),
    headers: me.auth,
  });
const found = async (search: string, query: Record<string, string | number> = {}) =>
  ((await list({ search, ...query })).json().Data as { beneficiary_id: number }[]).map((r) => r.beneficiary_id);

describe('the list search as people type', () => {
  it.each(['88269 09502', '+91 8826909502', '+91 88269-09502', '08826909502', '918826909502', '(0) 88269 09502'])(
    'finds a mobile number written %j',
    async (search) => {
      expect(await found(search)).toEqual([people.yashodaHere]);
    },
  );

  it('finds first and last name in any order', async () => {
    expect(await found('Kumar Yashoda')).toEqual([people.yashodaThere, people.yashodaHere]);
    expect(await found('yashoda kumar')).toEqual([people.yashodaThere, people.yashodaHere]);
    expect(await found('hegde  ramesh')).toEqual([people.ramesh]);
    expect(await found('kumar ramesh')).toEqual([]);
  });

  it('finds near spellings after the exact matches', async () => {
    // "Yashodha" is one person's spelling and near the two Yashodas' (each group newest first)
    expect(await found('Yashodha')).toEqual([people.yashodha, people.yashodaThere, people.yashodaHere]);
    expect(await found('yashoda')).toEqual([people.yashodaThere, people.yashodaHere, people.yashodha]);
    expect(await found('Kumar Yashodha')).toEqual([people.yashodaThere, people.yashodaHere]);
  });

  it('pages by cursor and by offset across the exact and the near matches', async () => {
    expect(await found('yashodha', { limit: 2 })).toEqual([people.yashodha, people.yashodaThere]);
    expect(await found('yashodha', { limit: 2, cursor: people.yashodaThere })).toEqual([people.yashodaHere]);
    expect(await found('yashodha', { limit: 1, cursor: people.yashodha })).toEqual([people.yashodaThere]);
    expect(await found('yashodha', { limit: 2, offset: 1 })).toEqual([people.yashodaThere, people.yashodaHere]);
    expect(await found('yashodha', { limit: 15, sort: 'oldest' })).toEqual([
      people.yashodha,
      people.yashodaHere,
      people.yashodaThere,
    ]);
    expect(await found('yashodha', { limit: 15, sort: 'name' })).toEqual([
      people.yashodha,
      people.yashodaHere,
      people.yashodaThere,
    ]);
  });

  it('counts the exact and the near matches', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/count-beneficiaries',
      query: { isChecked: 'false', search: 'yashodha' },
      headers: me.auth,
    });
    expect(response.json()).toMatchObject({ count: 3, estimated: false });
  });

  it('exports the exact and then the near matches, as the list shows them', async () => {
    const admin = await ctx.signIn('Administrator');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/export-beneficiaries?format=csv&isChecked=true&search=yashodha',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const { beneficiaries } = readCsvZip(new Uint8Array(response.rawPayload));
    expect(beneficiaries.slice(1).map((r) => Number(r[0]))).toEqual([people.yashodha, people.yashodaThere, people.yashodaHere]);
  });

  it('finds Latin-script names from Kannada script, also while a word is half typed', async () => {
    expect(await found('ಯಶೋದಾ')).toEqual([people.yashodaThere, people.yashodaHere, people.yashodha]);
    expect(await found('ಕುಮಾರ್ ಯಶೋದಾ')).toEqual([people.yashodaThere, people.yashodaHere]);
    expect(await found('ಯಶ')).toEqual([people.yashodha, people.yashodaThere, people.yashodaHere]);
    expect(await found('ರಮೇಶ್')).toEqual([people.ramesh]);
  });

  it('finds Kannada-script names from Latin script and from Kannada', async () => {
    expect(await found('lakshmi gowda')).toEqual([people.lakshmi]);
    expect(await found('Gowda')).toEqual([people.lakshmi]);
    expect(await found('ಲಕ್ಷ್ಮಿ')).toEqual([people.lakshmi]);
    expect(await found('manjunath')).toEqual([people.manjunatha]);
    expect(await found('ಮಂಜು')).toEqual([people.manjunatha]);
  });

  it("gives each row its village's name, which tells two people of one name apart", async () => {
    const rows = (await list({ search: 'yashoda kumar' })).json().Data as { beneficiary_id: number; village_name: string }[];
    expect(rows).toHaveLength(2);
    const [villageThere, villageHere] = rows.map((r) => r.village_name);
    expect(villageThere).toEqual(expect.any(String));
    expect(villageThere).not.toBe(villageHere);
  });
});

describe('the indexes searches read', () => {
  it('keep a small list of new entries aside, which every search reads whole (decision 051)', async () => {
    const rows = await queryRows<{ name: string; options: string[] }>(
      ctx.handle.db,
      sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam
          WHERE a.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = 'public'::regnamespace ORDER BY c.relname`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'beneficiaries_digit_grams_idx',
      'beneficiaries_name_latin_trgm_idx',
      'person_names_latin_trgm_idx',
    ]);
    for (const row of rows) expect(row.options, row.name).toEqual([`gin_pending_list_limit=${GIN_PENDING_KB}`]);
  });
});
