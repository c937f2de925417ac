import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });

/** The ids of a district and one of its taluks, by their English names. */
async function placeIds(district: string, taluk: string) {
  const [ids] = await queryRows<{ district_id: number; taluka_id: number }>(
    ctx.handle.db,
    sql`SELECT d.district_id, t.taluka_id FROM districts d JOIN talukas t USING (district_id)
        WHERE d.district_name = ${district} AND t.taluka_name = ${taluk}`,
  );
  expect(ids, `${district} / ${taluk}`).toBeDefined();
  return ids;
}

describe('village upload with district and taluk in Kannada', () => {
  it('stores each village under the place its Kannada names stand for, however they are typed', async () => {
    const prefix = uniqueName('Kannada');
    const data = [
      { Village: `${prefix} One`, Taluk: 'ಹುಣಸೂರು', District: 'ಮೈಸೂರು', rowNumber: 2 },
      // spaces doubled, a word-final virama left out, a vowel sign written in two code points (ೀ = ಿ + ೕ)
      { Village: `${prefix} Two`, Taluk: ' ಆನೇಕಲ ', District: 'ಬೆಂಗಳೂರು  ನಗರ', rowNumber: 3 },
      { Village: `${prefix} Three`, Taluk: 'ಔರಾದ್', District: 'ಬ\u0cbf\u0cd5ದರ್', rowNumber: 4 },
      // one script for the district and the other for the taluk
      { Village: `${prefix} Four`, Taluk: 'ಹೊಸಪೇಟೆ', District: 'Vijayanagara', rowNumber: 5 },
      { Village: `${prefix} Five`, Taluk: 'Hunsur', District: 'ಮೈಸೂರು', rowNumber: 6 },
    ];
    const response = await post('/api/v1/org/upload-villages', { data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toEqual({ created: 5, skipped: 0, rejected: [] });
    const stored = await queryRows<{ name: string; district_id: number; taluka_id: number }>(
      ctx.handle.db,
      sql`SELECT village_name AS name, district_id, taluka_id FROM villages WHERE village_name LIKE ${`${prefix} %`}
          ORDER BY village_name`,
    );
    const expected = {
      [`${prefix} One`]: await placeIds('Mysuru', 'Hunsur'),
      [`${prefix} Two`]: await placeIds('Bengaluru Urban', 'Anekal'),
      [`${prefix} Three`]: await placeIds('Bidar', 'Aurad'),
      [`${prefix} Four`]: await placeIds('Vijayanagara', 'Hosapete'),
      [`${prefix} Five`]: await placeIds('Mysuru', 'Hunsur'),
    };
    expect(Object.fromEntries(stored.map((v) => [v.name, { district_id: v.district_id, taluka_id: v.taluka_id }]))).toEqual(
      expected,
    );
    // the same villages with their places in English are the same villages
    const english = data.map((row, i) => ({
      ...row,
      ...[
        { Taluk: 'Hunsur', District: 'Mysuru' },
        { Taluk: 'Anekal', District: 'Bengaluru Urban' },
        { Taluk: 'Aurad', District: 'Bidar' },
        { Taluk: 'Hosapete', District: 'Vijayanagara' },
        { Taluk: 'Hunsur', District: 'Mysuru' },
      ][i],
    }));
    expect((await post('/api/v1/org/upload-villages', { data: english })).json().report).toEqual({
      created: 0,
      skipped: 5,
      rejected: [],
    });
  });

  it('rejects a Kannada taluk of another district, and unknown Kannada names, with the usual reasons', async () => {
    const prefix = uniqueName('Kannada');
    const data = [
      { Village: `${prefix} One`, Taluk: 'ಹುಣಸೂರು', District: 'ಉಡುಪಿ', rowNumber: 2 },
      { Village: `${prefix} Two`, Taluk: 'ಹುಣಸೂರು', District: 'ಅಟ್ಲಾಂಟಿಸ್', rowNumber: 3 },
      // a letter wrong (ನ for ಣ): not taken, but the Kannada name is suggested as the taluk's English name
      { Village: `${prefix} Three`, Taluk: 'ಹುನಸೂರು', District: 'ಮೈಸೂರು', rowNumber: 4 },
    ];
    const response = (await post('/api/v1/org/upload-villages', { data })).json();
    // each rejected row also carries its reasons by message id, for the user's language; the English is what counts here
    expect(response.report).toMatchObject({
      created: 0,
      skipped: 0,
      rejected: [
        { row: 2, reason: 'Taluk "ಹುಣಸೂರು" is not in district "ಉಡುಪಿ".' },
        { row: 3, reason: 'Unknown district "ಅಟ್ಲಾಂಟಿಸ್".' },
        { row: 4, reason: 'Taluk "ಹುನಸೂರು" is not in district "ಮೈಸೂರು" (closest: Hunsur).' },
      ],
    });
  });
});

function record(overrides: Record<string, unknown>) {
  return {
    ff_email: admin.email,
    first_name: uniqueName('Kannada'),
    aadhaar_no: '4455',
    gender_id: '2',
    dob: '1991-07-04',
    mobile_no: '9845011122',
    email_id: '',
    permanent_address: 'ದೇವಸ್ಥಾನದ ಹತ್ತಿರ',
    state_id: 1,
    district: 'ಮೈಸೂರು',
    taluka: 'ಹುಣಸೂರು',
    village: 'Abburu',
    pincode: '571105',
    total_family_members: '5',
    beneficiary_annual_source: 'primary agriculture',
    education_level: 'Graduate',
    institute: 'Maharani College',
    field_of_study: 'Arts',
    education_status_id: '5',
    passing_year: '2012',
    is_certified: '0',
    certification_name: '',
    family_annual_source: 'Enterprise',
    earning_range: '0 - 2,00,000',
    earning_members: '2',
    df_associate: '0',
    df_associate_emp_id: '',
    outreach_channel: 'Word of mouth',
    enrollment_date: '2025-02-10',
    enrollment_status: '4',
    investment_amount: '1,000',
    mutual_fund_provider_id: 1,
    mutual_fund_type: '1',
    mutual_fund_duration: '12',
    reason_for_investment: 'Savings',
    program_id: 1,
    sub_program: 'Mutual Fund',
    ...overrides,
  };
}

describe('beneficiary upload with district and taluk in Kannada', () => {
  it('stores the rows with the place the Kannada names stand for, and the village the census spelling names', async () => {
    const beneficiaries = [
      { ...record({}), rowNumber: 2 },
      { ...record({ district: 'ಬೆಂಗಳೂರು ನಗರ', taluka: 'ಆನೇಕಲ್', village: 'A Medihalli' }), rowNumber: 3 },
      { ...record({ district: 'Bidar', taluka: 'ಔರಾದ', village: 'aknapur' }), rowNumber: 4 },
    ];
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toMatchObject({ created: 3, skipped: 0, rejected: [] });
    const expected = [
      { ...(await placeIds('Mysuru', 'Hunsur')), village: 'Abburu' },
      { ...(await placeIds('Bengaluru Urban', 'Anekal')), village: 'A Medihalli' },
      // the sheet's Aurad: Aknapur is in Kamalnagar, carved from Aurad (decision 013)
      { ...(await placeIds('Bidar', 'Kamalnagar')), village: 'Aknapur' },
    ];
    for (const [i, row] of beneficiaries.entries()) {
      const stored = await queryRows<{ district_id: number; taluka_id: number; village: string; village_taluka: number }>(
        ctx.handle.db,
        sql`SELECT b.district_id, b.taluka_id, v.village_name AS village, v.taluka_id AS village_taluka
            FROM beneficiaries b JOIN villages v USING (village_id) WHERE b.first_name = ${row.first_name}`,
      );
      const { village, ...ids } = expected[i];
      expect(stored, row.first_name).toEqual([{ ...ids, village, village_taluka: ids.taluka_id }]);
    }
  });

  it('rejects a Kannada taluk of another district with the reason an English one gets', async () => {
    const beneficiaries = [
      { ...record({ district: 'ಉಡುಪಿ', taluka: 'ಹುಣಸೂರು' }), rowNumber: 2 },
      { ...record({ district: 'Udupi', taluka: 'Hunsur' }), rowNumber: 3 },
      { ...record({ district: 'ಮೈಸೂರು', taluka: 'ಉಡುಪಿ' }), rowNumber: 4 },
    ];
    const before = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM beneficiaries`);
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.report.rejected.map(({ row, reason }: { row: number; reason: string }) => ({ row, reason }))).toEqual([
      { row: 2, reason: 'Unknown taluk "ಹುಣಸೂರು" in Udupi (Hunsur is in Mysuru)' },
      { row: 3, reason: 'Unknown taluk "Hunsur" in Udupi (Hunsur is in Mysuru)' },
      { row: 4, reason: 'Unknown taluk "ಉಡುಪಿ" in Mysuru (Udupi is in Udupi)' },
    ]);
    const after = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM beneficiaries`);
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('uploads with the spellings offices use', () => {
  /** District and taluk as a sheet spells them, and the taluk (English district / taluk) each stands for. */
  const spellings: [district: string, taluk: string, meant: [string, string]][] = [
    // a final u, long vowels written short, a zero-width non-joiner and a space
    ['ತುಮಕೂರು', 'ತಿಪಟೂರ', ['Tumakuru', 'Tiptur']],
    ['ಚಿತ್ರದುರ್ಗ', 'ಮೊಳಕಾಲ್ಮೂರು', ['Chitradurga', 'Molakalmuru']],
    ['ಕಲಬುರಗಿ', 'ಅಫ್ಜಲ್\u200c ಪುರ', ['Kalaburagi', 'Afzalpur']],
    ['ಕಲಬುರಗಿ', 'ಅಫ್ಜಲ್ಪುರ', ['Kalaburagi', 'Afzalpur']],
    ['ತುಮಕೂರ', 'ಸಿರಾ', ['Tumakuru', 'Sira']],
    ['ಕೋಲಾರ', 'ಕೆಜಿಎಫ್', ['Kolar', 'Kolar Gold Field']],
    ['ಕೋಲಾರ', 'ಕೋಲಾರ ಗೋಲ್ಡ್ ಫೀಲ್ಡ್', ['Kolar', 'Kolar Gold Field']],
    ['ಉತ್ತರ ಕನ್ನಡ', 'ಜೊಯಿಡಾ', ['Uttara Kannada', 'Supa']],
    // English: initials with or without dots and spaces, and names in everyday use
    ['Mysuru', 'T. Narasipura', ['Mysuru', 'Tirumakudal - Narsipur']],
    ['Mysuru', 'T Narasipura', ['Mysuru', 'Tirumakudal - Narsipur']],
    ['Mysuru', 'T.Narasipura', ['Mysuru', 'Tirumakudal - Narsipur']],
    ['Mysuru', 'Tirumakudal Narasipura', ['Mysuru', 'Tirumakudal - Narsipur']],
    ['Mysore', 'H.D. Kote', ['Mysuru', 'Heggadadevankote']],
    ['Mysuru', 'HD Kote', ['Mysuru', 'Heggadadevankote']],
    ['Mysuru', 'K.R. Nagar', ['Mysuru', 'Krishnarajanagara']],
    ['Mysuru', 'KR Nagar', ['Mysuru', 'Krishnarajanagara']],
    ['Uttara Kannada', 'Joida', ['Uttara Kannada', 'Supa']],
    ['Vijayanagara', 'Hoovina Hadagali', ['Vijayanagara', 'Hadagalli']],
    ['Bagalkote', 'Bilagi', ['Bagalkote', 'Bilgi']],
  ];

  it('stores each village under the taluk its spelling stands for', async () => {
    const prefix = uniqueName('Spelling');
    const data = spellings.map(([District, Taluk], i) => ({ Village: `${prefix} ${i}`, Taluk, District, rowNumber: i + 2 }));
    const response = await post('/api/v1/org/upload-villages', { data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toEqual({ created: spellings.length, skipped: 0, rejected: [] });
    for (const [i, [district, taluk, meant]] of spellings.entries()) {
      const [stored] = await queryRows<{ district_id: number; taluka_id: number }>(
        ctx.handle.db,
        sql`SELECT district_id, taluka_id FROM villages WHERE village_name = ${`${prefix} ${i}`}`,
      );
      expect(stored, `${district} / ${taluk}`).toEqual(await placeIds(...meant));
    }
  });

  it('reads the villages of the taluk a spelling stands for', async () => {
    const beneficiaries = [
      { ...record({ district: 'ತುಮಕೂರು', taluka: 'ತಿಪಟೂರ', village: 'Adinayakanahalli' }), rowNumber: 2 },
      { ...record({ district: 'ಕಲಬುರಗಿ', taluka: 'ಅಫ್ಜಲ್ ಪುರ', village: 'Afzalpur (Rural)' }), rowNumber: 3 },
    ];
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toMatchObject({ created: 2, skipped: 0, rejected: [] });
    const meant = [await placeIds('Tumakuru', 'Tiptur'), await placeIds('Kalaburagi', 'Afzalpur')];
    for (const [i, row] of beneficiaries.entries()) {
      const [stored] = await queryRows<{ district_id: number; taluka_id: number }>(
        ctx.handle.db,
        sql`SELECT district_id, taluka_id FROM beneficiaries WHERE first_name = ${row.first_name}`,
      );
      expect(stored, row.taluka).toEqual(meant[i]);
    }
  });

  it('asks the office which taluk when a spelling fits two, and takes the one written exactly', async () => {
    // two taluks of one district whose names differ only where the forgiving key forgives
    const { district_id } = await placeIds('Tumakuru', 'Tiptur');
    await ctx.handle.db.execute(
      sql`INSERT INTO talukas (district_id, taluka_name) VALUES (${district_id}, 'ಹೊಸೂರು'), (${district_id}, 'ಹೋಸೂರ')`,
    );
    const question = 'Taluk "ಹೊಸುರು" in Tumakuru is ambiguous: use one of ಹೊಸೂರು, ಹೋಸೂರ';
    const prefix = uniqueName('Spelling');
    const villages = [
      { Village: `${prefix} One`, Taluk: 'ಹೊಸುರು', District: 'ತುಮಕೂರು', rowNumber: 2 },
      { Village: `${prefix} Two`, Taluk: 'ಹೋಸೂರ', District: 'ತುಮಕೂರು', rowNumber: 3 },
    ];
    const report = (await post('/api/v1/org/upload-villages', { data: villages })).json().report;
    expect(report).toMatchObject({ created: 1, skipped: 0, rejected: [{ row: 2, reason: question }] });
    const stored = await queryRows<{ name: string; taluk: string }>(
      ctx.handle.db,
      sql`SELECT v.village_name AS name, t.taluka_name AS taluk FROM villages v JOIN talukas t USING (taluka_id)
          WHERE v.village_name LIKE ${`${prefix} %`}`,
    );
    expect(stored).toEqual([{ name: `${prefix} Two`, taluk: 'ಹೋಸೂರ' }]);

    const beneficiaries = [{ ...record({ district: 'Tumakuru', taluka: 'ಹೊಸುರು' }), rowNumber: 2 }];
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report.rejected).toMatchObject([{ row: 2, reason: question }]);
  });
});
