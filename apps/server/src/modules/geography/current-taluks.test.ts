import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENEFICIARY_RULES as R } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { english } from '../org/english-report.test-support.ts';

/** Decision 013: villages in their current taluks; a taluk with none of its own offers its parents'. */

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
});
afterAll(() => ctx.close());

const get = async (path: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/org/${path}`, headers: facilitator.auth });
  expect(response.statusCode, path).toBe(200);
  return response.json();
};
const post = (url: string, payload: object, user = admin) => ctx.app.inject({ method: 'POST', url, headers: user.auth, payload });

interface Taluk {
  taluka_id: number;
  taluka_name: string;
  district_id: number;
  district_name: string;
}

/** A taluk by its district's and its own English name. */
async function taluk(district: string, name: string): Promise<Taluk> {
  const [found] = await queryRows<Taluk>(
    ctx.handle.db,
    sql`SELECT t.taluka_id, t.taluka_name, d.district_id, d.district_name FROM talukas t JOIN districts d USING (district_id)
        WHERE d.district_name = ${district} AND t.taluka_name = ${name}`,
  );
  expect(found, `${district} / ${name}`).toBeDefined();
  return found;
}

/** A village's id, taluk and district, by its taluk and name. */
async function village(taluka: Taluk, name: string) {
  const [found] = await queryRows<{ village_id: number; taluka_id: number; district_id: number }>(
    ctx.handle.db,
    sql`SELECT village_id, taluka_id, district_id FROM villages WHERE taluka_id = ${taluka.taluka_id} AND village_name = ${name}`,
  );
  expect(found, `${taluka.taluka_name} / ${name}`).toBeDefined();
  return found;
}

const stored = async (id: number) =>
  (
    await queryRows<{ taluka_id: number; district_id: number; village_id: number }>(
      ctx.handle.db,
      sql`SELECT taluka_id, district_id, village_id FROM beneficiaries WHERE beneficiary_id = ${id}`,
    )
  )[0];

const EMPTY_TALUKS = ['Arakera', 'Chelur', 'Manchenahalli', 'Terdal'];

describe('GET /org/get-village-list/{talukaId} for every taluk', () => {
  it('each of the 240 taluks offers villages: its own, or (four of them) its parents’, flagged', async () => {
    const districts: { district_id: number }[] = (await get('get-district-list/1')).data;
    const taluks: { taluka_id: number; taluka_name: string }[] = [];
    for (const d of districts) taluks.push(...(await get(`get-taluka-list/${d.district_id}`)).data);
    expect(taluks).toHaveLength(240);
    const own: string[] = [];
    const fromParents: string[] = [];
    for (const t of taluks) {
      const list = await get(`get-village-list/${t.taluka_id}`);
      expect(list.data.length, t.taluka_name).toBeGreaterThan(0);
      if (list.parent_taluks.length === 0) {
        own.push(t.taluka_name);
        expect(
          list.data.every((v: object) => !('taluka_id' in v)),
          t.taluka_name,
        ).toBe(true);
      } else {
        fromParents.push(t.taluka_name);
        const parents = new Set(list.parent_taluks.map((p: { taluka_id: number }) => p.taluka_id));
        expect(
          list.data.every((v: { taluka_id: number }) => parents.has(v.taluka_id)),
          t.taluka_name,
        ).toBe(true);
      }
    }
    expect(fromParents.sort()).toEqual(EMPTY_TALUKS);
    expect(own).toHaveLength(236);
  });

  it('Alnavar offers the villages the reference list gives it, no longer under Dharwad', async () => {
    const alnavar = await taluk('Dharwad', 'Alnavar');
    // villages-current-taluk.csv: village_code, village, taluk_code, …
    const csv = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/seed/data/karnataka/villages-current-taluk.csv'),
      'utf8',
    );
    const expected = csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((cells) => cells[3] === 'Alnavar')
      .map((cells) => cells[1])
      .sort();
    expect(expected).toHaveLength(12);
    const list = await get(`get-village-list/${alnavar.taluka_id}`);
    expect(list.parent_taluks).toEqual([]);
    expect(list.data.map((v: { village_name: string }) => v.village_name).sort()).toEqual(expected);
    const dharwad = await get(`get-village-list/${(await taluk('Dharwad', 'Dharwad')).taluka_id}`);
    expect(dharwad.data.map((v: { village_name: string }) => v.village_name)).not.toContain('Aravatagi');
  });

  it('Chelur offers the villages of Bagepalli and Chintamani, Terdal those of Rabakavi Banahatti, each with its taluk', async () => {
    const bagepalli = await taluk('Chikkaballapura', 'Bagepalli');
    const chintamani = await taluk('Chikkaballapura', 'Chintamani');
    const chelur = await get(`get-village-list/${(await taluk('Chikkaballapura', 'Chelur')).taluka_id}`);
    expect(chelur.parent_taluks).toEqual([
      { taluka_id: bagepalli.taluka_id, taluka_name: 'Bagepalli', district_name: 'Chikkaballapura' },
      { taluka_id: chintamani.taluka_id, taluka_name: 'Chintamani', district_name: 'Chikkaballapura' },
    ]);
    const ownCount = async (t: Taluk) => (await get(`get-village-list/${t.taluka_id}`)).data.length;
    expect(chelur.data).toHaveLength((await ownCount(bagepalli)) + (await ownCount(chintamani)));
    const chelurTown = await village(bagepalli, 'Chelur (CT)');
    expect(chelur.data).toContainEqual({
      village_id: chelurTown.village_id,
      village_name: 'Chelur (CT)',
      taluka_id: bagepalli.taluka_id,
    });
    const terdal = await get(`get-village-list/${(await taluk('Bagalkote', 'Terdal')).taluka_id}`);
    expect(terdal.parent_taluks.map((p: { taluka_name: string }) => p.taluka_name)).toEqual(['Rabakavi Banahatti']);
    expect(terdal.data.map((v: { village_name: string }) => v.village_name)).toContain('Terdal (Rural)');
  });
});

describe('registering and correcting a person of a newer taluk', () => {
  const register = (payload: object) => post('/api/v1/beneficiary/register-new-beneficiary', payload, facilitator);

  it('stores a person of Alnavar in Alnavar', async () => {
    const alnavar = await taluk('Dharwad', 'Alnavar');
    const place = await village(alnavar, 'Aravatagi');
    const response = await register(beneficiaryPayload(place));
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(response.json().beneficiaryId)).toEqual(place);
  });

  it('stores a person registered in Chelur with a village of Bagepalli under Bagepalli, where the village is', async () => {
    const chelur = await taluk('Chikkaballapura', 'Chelur');
    const place = await village(await taluk('Chikkaballapura', 'Bagepalli'), 'Chelur (CT)');
    const response = await register(beneficiaryPayload({ ...place, taluka_id: chelur.taluka_id }));
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().beneficiaryId;
    expect(await stored(id)).toEqual(place);
    // a correction sent with Chelur again keeps the village's chain, and records only what changed
    const payload = beneficiaryPayload({ ...place, taluka_id: chelur.taluka_id }, { first_name: uniqueName('Corrected') });
    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/beneficiary/update-beneficiary/${id}`,
      headers: facilitator.auth,
      payload,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await stored(id)).toEqual(place);
    const fields = await queryRows<{ field: string }>(
      ctx.handle.db,
      sql`SELECT c->>'field' AS field FROM audit_events, jsonb_array_elements(changes) c
          WHERE beneficiary_id = ${id} AND action = 'beneficiaryUpdated'`,
    );
    expect(fields.map((f) => f.field)).toEqual(['first_name']);
  });

  it('stores a form of before the move (Dharwad, a village now of Alnavar) under the village’s taluk, and no other mismatch', async () => {
    const dharwad = await taluk('Dharwad', 'Dharwad');
    const place = await village(await taluk('Dharwad', 'Alnavar'), 'Amboli');
    const response = await register(beneficiaryPayload({ ...place, taluka_id: dharwad.taluka_id }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(response.json().beneficiaryId)).toEqual(place);
    // still refused: a village of an unrelated taluk, and a parent's village for a taluk that has its own
    const hunsur = await taluk('Mysuru', 'Hunsur');
    const bagepalliVillage = await village(await taluk('Chikkaballapura', 'Bagepalli'), 'Chelur (CT)');
    const unrelated = await register(
      beneficiaryPayload({ ...bagepalliVillage, taluka_id: hunsur.taluka_id, district_id: hunsur.district_id }),
    );
    expect(unrelated.statusCode).toBe(400);
    expect(unrelated.json().Message).toBe(R.addressMismatch);
    // Alnavar has villages of its own: a Dharwad village is not offered there
    const alnavar = await taluk('Dharwad', 'Alnavar');
    const [dharwadVillage] = await queryRows<{ village_id: number }>(
      ctx.handle.db,
      sql`SELECT village_id FROM villages v JOIN talukas t USING (taluka_id) WHERE t.taluka_name = 'Dharwad' ORDER BY village_id LIMIT 1`,
    );
    const wrong = await register(
      beneficiaryPayload({
        taluka_id: alnavar.taluka_id,
        district_id: alnavar.district_id,
        village_id: dharwadVillage.village_id,
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(R.addressMismatch);
  });
});

describe('uploads naming a newer taluk', () => {
  function record(taluka: string, villageName: string, district: string) {
    return {
      ff_email: admin.email,
      first_name: uniqueName('Taluk'),
      aadhaar_no: '4455',
      gender_id: '2',
      dob: '1991-07-04',
      mobile_no: '9845011122',
      state_id: 1,
      district,
      taluka,
      village: villageName,
      total_family_members: '5',
      beneficiary_annual_source: 'primary agriculture',
    };
  }
  const upload = (beneficiaries: object[]) =>
    post('/api/v1/beneficiary/register-multiple-beneficiaries', {
      beneficiaries: beneficiaries.map((b, i) => ({ ...b, rowNumber: i + 2 })),
    });
  const placeOfName = async (firstName: string) =>
    (
      await queryRows<{ taluka_name: string; district_name: string; village_name: string }>(
        ctx.handle.db,
        sql`SELECT t.taluka_name, d.district_name, v.village_name FROM beneficiaries b
            JOIN talukas t ON t.taluka_id = b.taluka_id JOIN districts d ON d.district_id = b.district_id
            JOIN villages v ON v.village_id = b.village_id WHERE b.first_name = ${firstName}`,
      )
    )[0];

  it('resolves a village of Alnavar, of Chelur (Bagepalli’s), of Terdal, and one an old sheet files under Dharwad or Hosapete', async () => {
    const rows = [
      record('Alnavar', 'Aravatagi', 'Dharwad'),
      record('ಅಳ್ನಾವರ', 'Kumbarkoppa', 'ಧಾರವಾಡ'),
      record('Chelur', 'Chelur (CT)', 'Chikkaballapura'),
      record('Terdal', 'Terdal (Rural)', 'Bagalkote'),
      record('Dharwad', 'Amboli', 'Dharwad'),
      record('Hosapete', 'Arlihalli', 'Vijayanagara'),
    ];
    const response = await upload(rows);
    expect(response.statusCode, response.body).toBe(200);
    expect(english(response.json().report.rejected)).toEqual([]);
    expect(response.json().report.created).toBe(rows.length);
    expect(await Promise.all(rows.map((r) => placeOfName(r.first_name)))).toEqual([
      { taluka_name: 'Alnavar', district_name: 'Dharwad', village_name: 'Aravatagi' },
      { taluka_name: 'Alnavar', district_name: 'Dharwad', village_name: 'Kumbarkoppa' },
      { taluka_name: 'Bagepalli', district_name: 'Chikkaballapura', village_name: 'Chelur (CT)' },
      { taluka_name: 'Rabakavi Banahatti', district_name: 'Bagalkote', village_name: 'Terdal (Rural)' },
      { taluka_name: 'Alnavar', district_name: 'Dharwad', village_name: 'Amboli' },
      { taluka_name: 'Kampli', district_name: 'Ballari', village_name: 'Arlihalli' },
    ]);
  });

  it('asks which village is meant when both parents of Chelur hold the name', async () => {
    const response = await upload([
      record('Chelur', 'Narasapura', 'Chikkaballapura'),
      record('Chelur', 'Chelur', 'Chikkaballapura'),
    ]);
    const rejected = english(response.json().report.rejected);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].row).toBe(2);
    expect(rejected[0].reason).toContain('Narasapura (Bagepalli)');
    expect(rejected[0].reason).toContain('Narasapura (Chintamani)');
    // the other row: the census town without its suffix, in Bagepalli
    expect(response.json().report.created).toBe(1);
  });

  it('a village upload does not create again a village that moved to a newer taluk or that a parent holds', async () => {
    const fresh = uniqueName('Hosa');
    const data = [
      { Village: 'Aravatagi', Taluk: 'Dharwad', District: 'Dharwad', rowNumber: 2 },
      { Village: 'Chelur (CT)', Taluk: 'Chelur', District: 'Chikkaballapura', rowNumber: 3 },
      { Village: 'Aravatagi', Taluk: 'Alnavar', District: 'Dharwad', rowNumber: 4 },
      { Village: fresh, Taluk: 'Alnavar', District: 'Dharwad', rowNumber: 5 },
    ];
    const report = (await post('/api/v1/org/upload-villages', { data })).json().report;
    expect(report).toEqual({ created: 1, skipped: 3, rejected: [] });
    const alnavar = await taluk('Dharwad', 'Alnavar');
    expect((await village(alnavar, fresh)).taluka_id).toBe(alnavar.taluka_id);
  });
});
