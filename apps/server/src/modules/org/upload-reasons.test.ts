import { formatMessage } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import type { RejectedRow } from '@portal/contract/org-upload';
import { reasonsText } from '@portal/contract/upload-reasons';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { similarity, trigrams } from '../geography/place-names.ts';
import { english } from './english-report.test-support.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
const uploadBeneficiaries = async (beneficiaries: object[], dryRun = false) => {
  const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', { beneficiaries, dryRun });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().report;
};
const uploadVillages = async (data: object[], dryRun = false) => {
  const response = await post('/api/v1/org/upload-villages', { data, dryRun });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().report;
};

/** Person columns as the browser sends them (the sheet's 13 basic headings, converted). */
const person = (first: string, place: [district: string, taluk: string, village: string], overrides: object = {}) => ({
  ff_email: '',
  first_name: first,
  last_name: 'Test',
  aadhaar_no: String(1000 + Math.floor(Math.random() * 9000)),
  gender_id: '2',
  dob: '1990-01-15',
  mobile_no: '9000429707',
  state_id: 1,
  district: place[0],
  taluka: place[1],
  village: place[2],
  pincode: '571105',
  total_family_members: '4',
  beneficiary_annual_source: 'Primary Agriculture',
  ...overrides,
});

/** A Mutual Fund enrolment as the lookup-variants sheet has it, converted as the browser does. */
const enrolment = (overrides: object = {}) => ({
  program_id: 'Financial Inclusion',
  sub_program: 'Mutual Fund',
  enrollment_date: '2024-01-10',
  enrollment_status: '4',
  outreach_channel: 'Field facilitator',
  df_associate: '0',
  df_associate_emp_id: '',
  education_level: 'High School',
  institute: 'Government High School',
  field_of_study: 'General',
  education_status_id: '5',
  passing_year: '2005',
  is_certified: '0',
  certification_name: '',
  family_annual_source: 'Primary Agriculture',
  earning_range: '0 - 2,00,000',
  earning_members: '2',
  mutual_fund_provider_id: 1,
  mutual_fund_type: '1',
  investment_amount: '500',
  mutual_fund_duration: '12',
  reason_for_investment: 'Savings for children',
  ...overrides,
});

const OCCUPATIONS =
  'Unemployed, Primary Agriculture, Secondary Agriculture, Asset rental, Enterprise, Employment – Formal sector, ' +
  'Employment – Informal sector, Freelance, Others, Student, Agriculture Labour, House Wife';
const MADDUR: [string, string, string] = ['Mandya', 'Maddur', 'Alur'];

describe('beneficiary upload: former place names (sheet beneficiaries-old-place-names)', () => {
  it('finds districts and taluks by their former names, a village without its suffix, and suggests for an unknown one', async () => {
    const places: [string, string, string][] = [
      ['Mysore', 'Hunsur', 'Abburu'],
      ['Belgaum', 'Gokak', 'Arabhavi'],
      ['Gulbarga', 'Aland', 'Alanga'],
      ['Shimoga', 'Sagar', 'Adur'],
      ['Bangalore Urban', 'Anekal', 'Arehalli'],
      ['Tumkur', 'Gubbi', 'Adalagere'],
      ['Bijapur', 'Indi', 'Agarkhed'],
      ['Bellary', 'Sandur', 'Bandri'],
      ['Chikmagalur', 'Mudigere', 'Balur'],
      ['Mysuru', 'T. Narasipura', 'Akkur'],
      ['Vijayanagara', 'Hospet', 'Basavanadurga'],
      ['Mysore', 'T Narasipura', 'Akkur'],
      ['Gulbarga', 'Aland', 'Alur'],
      ['Mysuru', 'Hunsur', 'Abbur'],
    ];
    const prefix = uniqueName('Old');
    const rows = places.map((place, i) => ({ ...person(`${prefix}${'abcdefghijklmn'[i]}`, place), rowNumber: i + 2 }));
    const report = await uploadBeneficiaries(rows);
    expect(english(report.rejected)).toEqual([{ row: 15, reason: 'Unknown village "Abbur" in Hunsur (closest: Abburu)' }]);
    expect(report.created).toBe(13);
    const stored = await queryRows<{ first_name: string; district: string; taluk: string; village: string }>(
      ctx.handle.db,
      sql`SELECT b.first_name, d.district_name AS district, t.taluka_name AS taluk, v.village_name AS village
          FROM beneficiaries b JOIN districts d USING (district_id) JOIN talukas t USING (taluka_id) JOIN villages v USING (village_id)
          WHERE b.first_name LIKE ${`${prefix}%`} ORDER BY b.first_name`,
    );
    expect(stored.map((s) => [s.district, s.taluk, s.village])).toEqual([
      ['Mysuru', 'Hunsur', 'Abburu'],
      // the sheet's Gokak: Arabhavi is in Mudalgi, carved from Gokak (decision 013)
      ['Belagavi', 'Mudalgi', 'Arabhavi'],
      ['Kalaburagi', 'Aland', 'Alanga'],
      ['Shivamogga', 'Sagar', 'Adur'],
      ['Bengaluru Urban', 'Anekal', 'Arehalli'],
      ['Tumakuru', 'Gubbi', 'Adalagere'],
      ['Vijayapura', 'Indi', 'Agarkhed'],
      ['Ballari', 'Sandur', 'Bandri'],
      ['Chikkamagaluru', 'Mudigere', 'Balur'],
      ['Mysuru', 'Tirumakudal - Narsipur', 'Akkur'],
      ['Vijayanagara', 'Hosapete', 'Basavanadurga'],
      ['Mysuru', 'Tirumakudal - Narsipur', 'Akkur'],
      ['Kalaburagi', 'Aland', 'Alur (B)'],
    ]);
  });

  it('matches names without regard to case, spaces, dots and dashes', async () => {
    const report = await uploadBeneficiaries(
      [
        person(uniqueName('Loose'), ['MYSURU', 'Tirumakudal Narsipur', 'akkur']),
        person(uniqueName('Loose'), ['mysore', 'tirumakudal–narsipur', ' Akkur ']),
        person(uniqueName('Loose'), ['Mysuru', 't.narasipur', 'AKKUR']),
      ],
      true,
    );
    expect(report).toMatchObject({ created: 3, rejected: [] });
  });

  it('never guesses between two villages of one name, and says which exist', async () => {
    const report = await uploadBeneficiaries([
      { ...person(uniqueName('Two'), ['Mysore', 'H.D. Kote', 'Huralipura']), rowNumber: 2 },
    ]);
    expect(english(report.rejected)).toEqual([
      {
        row: 2,
        reason: 'Village "Huralipura" in Heggadadevankote is ambiguous: use one of Huralipura (619039), Huralipura (619109)',
      },
    ]);
  });

  it('names the closest district and taluk, and the district a taluk is in', async () => {
    const rows = [
      person(uniqueName('Near'), ['Atlantis', 'Hunsur', 'Abburu']),
      person(uniqueName('Near'), ['Mysoor', 'Hunsur', 'Abburu']),
      person(uniqueName('Near'), ['Mysuru', 'Hunsr', 'Abburu']),
      person(uniqueName('Near'), ['Bellary', 'Hospet', 'Basavanadurga']),
      person(uniqueName('Near'), ['Mysuru', 'Hunsur', 'Zzyzx']),
    ].map((row, i) => ({ ...row, rowNumber: i + 2 }));
    expect(english((await uploadBeneficiaries(rows, true)).rejected)).toEqual([
      { row: 2, reason: 'Unknown district "Atlantis"' },
      { row: 3, reason: 'Unknown district "Mysoor" (closest: Mysuru)' },
      { row: 4, reason: 'Unknown taluk "Hunsr" in Mysuru (closest: Hunsur)' },
      { row: 5, reason: 'Unknown taluk "Hospet" in Ballari (Hosapete is in Vijayanagara)' },
      { row: 6, reason: 'Unknown village "Zzyzx" in Hunsur' },
    ]);
  });

  it('suggests what pg_trgm would: the similarity computed in TypeScript is the database one', async () => {
    const pairs = [
      ['Abbur', 'Abburu'],
      ['Mysoor', 'Mysuru'],
      ['Tirumakudal - Narsipur', 'T. Narasipura'],
      ['Hunsr', 'Hunsur'],
      ['Alur', 'Alur (B)'],
      ['Kalla Halli', 'Kallahalli'],
    ];
    for (const [a, b] of pairs) {
      const [{ score }] = await queryRows<{ score: number }>(ctx.handle.db, sql`SELECT similarity(${a}, ${b})::float8 AS score`);
      expect(similarity(trigrams(a), trigrams(b)), `${a} / ${b}`).toBeCloseTo(score, 5);
    }
  });
});

describe('beneficiary upload: empty District or Taluk (sheet beneficiaries-merged-district)', () => {
  it('gives one reason for a District left empty by a merged cell, not three "required"', async () => {
    const place: [string, string, string] = ['', 'Kalghatgi', 'Aralihonda'];
    const rows = [
      { ...person(uniqueName('Merged'), ['Dharwad', 'Kalghatgi', 'Aralihonda']), rowNumber: 2 },
      { ...person(uniqueName('Merged'), place), rowNumber: 3 },
      { ...person(uniqueName('Merged'), place), rowNumber: 6 },
      { ...person(uniqueName('Merged'), ['Dharwad', 'Kalghatgi', 'Aralihonda']), rowNumber: 7 },
      { ...person(uniqueName('Merged'), ['Dharwad', '', 'Aralihonda']), rowNumber: 8 },
      { ...person(uniqueName('Merged'), ['', 'Kalghatgi', '']), rowNumber: 9 },
      { ...person(uniqueName('Merged'), ['', '', '']), rowNumber: 10 },
    ];
    const report = await uploadBeneficiaries(rows, true);
    expect(report.created).toBe(2);
    expect(english(report.rejected)).toEqual([
      { row: 3, reason: 'District is empty (merged cell?)' },
      { row: 6, reason: 'District is empty (merged cell?)' },
      { row: 8, reason: 'Taluk is empty (merged cell?)' },
      { row: 9, reason: 'District is empty (merged cell?); Village required' },
      { row: 10, reason: 'District required; Taluk required; Village required' },
    ]);
  });
});

describe('beneficiary upload: each rejected row says what was read and what is allowed', () => {
  it('reads look-up values in any case, spacing and dash (sheet beneficiaries-lookup-variants, rows 2 to 9)', async () => {
    const rows = [
      person(uniqueName('Variant'), MADDUR, { beneficiary_annual_source: 'Employment - Informal sector' }),
      person(uniqueName('Variant'), MADDUR, { beneficiary_annual_source: 'employment – informal sector' }),
      {
        ...person(uniqueName('Variant'), MADDUR, { beneficiary_annual_source: 'EMPLOYMENT—INFORMAL SECTOR' }),
        ...enrolment({ family_annual_source: 'employment-formal sector' }),
      },
      { ...person(uniqueName('Variant'), MADDUR, { beneficiary_annual_source: 'Student' }), ...enrolment() },
      { ...person(uniqueName('Variant'), MADDUR), ...enrolment({ outreach_channel: 'word of mouth', mutual_fund_type: '2' }) },
      {
        ...person(uniqueName('Variant'), MADDUR),
        ...enrolment({ earning_range: '0-2,00,000', education_level: 'pre-university/diploma/class 11-12' }),
      },
      { ...person(uniqueName('Variant'), MADDUR), ...enrolment({ enrollment_status: 'in progress' }) },
      { ...person(uniqueName('Variant'), MADDUR), ...enrolment({ outreach_channel: 'Media / Communication platform' }) },
      // the names themselves, as well as the codes the browser sends
      { ...person(uniqueName('Variant'), MADDUR, { gender_id: 'male' }), ...enrolment({ mutual_fund_type: 'Lumpsum' }) },
      {
        ...person(uniqueName('Variant'), MADDUR),
        ...enrolment({ df_associate: 'No', is_certified: 'no', education_status_id: 'completed' }),
      },
      { ...person(uniqueName('Variant'), MADDUR), ...enrolment({ investment_amount: '1,00,000' }) },
    ];
    const report = await uploadBeneficiaries(rows);
    expect(english(report.rejected)).toEqual([]);
    expect(report.created).toBe(rows.length);
  });

  it('rejects rows 10 to 13 of beneficiaries-lookup-variants with what to fix', async () => {
    const rows = [
      { ...person(uniqueName('Bad'), MADDUR, { gender_id: 'X' }), ...enrolment(), rowNumber: 10 },
      { ...person(uniqueName('Bad'), MADDUR, { total_family_members: 'Five' }), ...enrolment(), rowNumber: 11 },
      { ...person(uniqueName('Bad'), MADDUR, { beneficiary_annual_source: 'Farmer' }), ...enrolment(), rowNumber: 12 },
      { ...person(uniqueName('Bad'), MADDUR), ...enrolment({ mutual_fund_type: 'Monthly' }), rowNumber: 13 },
    ];
    expect(english((await uploadBeneficiaries(rows, true)).rejected)).toEqual([
      { row: 10, reason: 'Gender "X": use Male or Female' },
      { row: 11, reason: 'Family members "Five": must be a number' },
      { row: 12, reason: `Unknown occupation "Farmer": use one of ${OCCUPATIONS}` },
      { row: 13, reason: 'SIP / LUMPSUM "Monthly": use SIP or LUMPSUM' },
    ]);
  });

  it('gives each reason by message id and values too, which read as the English reason and in Kannada', async () => {
    const rows = [
      { ...person(uniqueName('Bad'), MADDUR, { gender_id: 'X', dob: '31/02/1990' }), rowNumber: 10 },
      { ...person('ab', MADDUR), rowNumber: 11 },
      { ...person(uniqueName('Bad'), ['Mandya', 'Maddur', 'Zzyzx']), rowNumber: 12 },
    ];
    const rejected: RejectedRow[] = (await uploadBeneficiaries(rows, true)).rejected;
    expect(rejected.map((r) => r.reasons?.map((p) => p.reasonId))).toEqual([
      ['uploadReason.useOneOf', 'uploadReason.notADate'],
      ['beneficiaryRule.firstNameMin'],
      ['uploadReason.unknownPlaceIn'],
    ]);
    expect(rejected[0].reasons?.[0].reasonValues).toEqual({
      label: 'uploadLabel.gender',
      value: '"X"',
      choices: ['Male', 'Female'],
    });
    for (const r of rejected) expect(reasonsText(r.reasons ?? [], formatMessage)).toBe(r.reason);
    const kannada = (r: RejectedRow) => reasonsText(r.reasons ?? [], (id, values) => formatMessage(id, values, 'kn-IN', KN_IN));
    expect(kannada(rejected[0])).toBe('ಲಿಂಗ "X": Male ಅಥವಾ Female ಬಳಸಿ; ಜನ್ಮ ದಿನಾಂಕ "31/02/1990" ದಿನಾಂಕವಲ್ಲ (ದಿನ/ತಿಂಗಳು/ವರ್ಷ)');
    expect(kannada(rejected[1])).toBe(KN_IN['beneficiaryRule.firstNameMin']);
    expect(kannada(rejected[2])).toMatch(/^Maddur ತಾಲ್ಲೂಕಿನಲ್ಲಿ "Zzyzx" ಎಂಬ ಗ್ರಾಮ ಇಲ್ಲ/);
    // the taluk's district comes with the reason, so the taluk can be named in Kannada
    expect(rejected[2].reasons?.[0].reasonValues).toMatchObject({ parent: 'Maddur', inDistrict: 'Mandya' });
    const places = { district: districtNameKn, taluk: talukNameKn };
    expect(reasonsText(rejected[2].reasons ?? [], (id, values) => formatMessage(id, values, 'kn-IN', KN_IN), places)).toMatch(
      /^ಮದ್ದೂರು ತಾಲ್ಲೂಕಿನಲ್ಲಿ "Zzyzx" ಎಂಬ ಗ್ರಾಮ ಇಲ್ಲ/,
    );
  });

  it('says a date that is no date is not one, and keeps the rule for a date of birth in the future', async () => {
    const rows = [
      { ...person(uniqueName('Date'), MADDUR, { dob: '15/13/1985' }), rowNumber: 11 },
      { ...person(uniqueName('Date'), MADDUR, { dob: '31/02/1990' }), rowNumber: 12 },
      { ...person(uniqueName('Date'), MADDUR, { dob: '2023-02-30' }), rowNumber: 13 },
      { ...person(uniqueName('Date'), MADDUR, { dob: '2999-01-01' }), rowNumber: 14 },
      { ...person(uniqueName('Date'), MADDUR, { dob: '' }), rowNumber: 15 },
      { ...person(uniqueName('Date'), MADDUR), ...enrolment({ enrollment_date: 'Five' }), rowNumber: 16 },
    ];
    expect(english((await uploadBeneficiaries(rows, true)).rejected)).toEqual([
      { row: 11, reason: 'Date of birth "15/13/1985" is not a date (day/month/year)' },
      { row: 12, reason: 'Date of birth "31/02/1990" is not a date (day/month/year)' },
      { row: 13, reason: 'Date of birth "2023-02-30" is not a date (day/month/year)' },
      { row: 14, reason: 'Date of birth must be a real date in the past' },
      { row: 15, reason: 'Date of birth is required' },
      { row: 16, reason: 'Enrollment date "Five" is not a date (day/month/year)' },
    ]);
  });

  it('says which numbers hold words, and which yes/no and coded columns hold something else', async () => {
    const rows = [
      { ...person(uniqueName('Num'), MADDUR), ...enrolment({ earning_members: 'Two', passing_year: 'Twenty' }), rowNumber: 2 },
      {
        ...person(uniqueName('Num'), MADDUR),
        ...enrolment({ investment_amount: 'Five hundred', mutual_fund_duration: 'One year' }),
        rowNumber: 3,
      },
      { ...person(uniqueName('Num'), MADDUR, { total_family_members: '2.5' }), rowNumber: 4 },
      { ...person(uniqueName('Num'), MADDUR), ...enrolment({ df_associate: 'Maybe', is_certified: 'Y/N' }), rowNumber: 5 },
      { ...person(uniqueName('Num'), MADDUR), ...enrolment({ education_status_id: 'Dropped' }), rowNumber: 6 },
      { ...person(uniqueName('Num'), MADDUR, { gender_id: '' }), rowNumber: 7 },
    ];
    expect(english((await uploadBeneficiaries(rows, true)).rejected)).toEqual([
      { row: 2, reason: 'Passing year "Twenty": must be a number; Earning members "Two": must be a number' },
      { row: 3, reason: 'Duration "One year": must be a number; Investment amount "Five hundred": must be a number' },
      { row: 4, reason: 'Family members "2.5": must be a whole number' },
      { row: 5, reason: 'Related to DF Associate "Maybe": use Yes or No; Certification course "Y/N": use Yes or No' },
      { row: 6, reason: 'Education status "Dropped": use Pursuing or Completed' },
      { row: 7, reason: 'Gender is required' },
    ]);
  });

  it('lists the allowed values of every look-up column', async () => {
    const rows = [
      { ...person(uniqueName('Look'), MADDUR), ...enrolment({ family_annual_source: 'Student' }), rowNumber: 2 },
      { ...person(uniqueName('Look'), MADDUR), ...enrolment({ education_level: 'College' }), rowNumber: 3 },
      { ...person(uniqueName('Look'), MADDUR), ...enrolment({ earning_range: 'Below 1 lakh' }), rowNumber: 4 },
      { ...person(uniqueName('Look'), MADDUR), ...enrolment({ outreach_channel: 'Radio' }), rowNumber: 5 },
      { ...person(uniqueName('Look'), MADDUR), ...enrolment({ sub_program: 'Pension' }), rowNumber: 6 },
    ];
    expect(english((await uploadBeneficiaries(rows, true)).rejected)).toEqual([
      {
        row: 2,
        reason:
          'Unknown family income source "Student": use one of Unemployed, Primary Agriculture, Secondary Agriculture, ' +
          'Asset rental, Enterprise, Employment – Formal sector, Employment – Informal sector, Freelance, Others',
      },
      {
        row: 3,
        reason:
          'Unknown education level "College": use one of Illiterate, Primary School, High School, ' +
          'Pre-University/Diploma/Class 11-12, Graduate, Post Graduate, PhD, NA',
      },
      {
        row: 4,
        reason:
          'Unknown income range "Below 1 lakh": use one of 0 - 2,00,000; 2,00,001 - 5,00,000; 5,00,001 - 10,00,000; >10,00,000',
      },
      {
        row: 5,
        reason: 'Unknown outreach channel "Radio": use one of Field facilitator, Word of mouth, Media/Communication platform',
      },
      {
        row: 6,
        reason:
          'Unknown sub-programme "Pension": use one of Mutual Fund, Financial Literacy, Skill Development, ' +
          'Enterprise Development, Community Awareness',
      },
    ]);
  });

  it('never sends back digits that could be a full Aadhaar number, and cuts a long value', async () => {
    const long = 'x'.repeat(500);
    const response = await post('/api/v1/beneficiary/register-multiple-beneficiaries', {
      beneficiaries: [
        { ...person(uniqueName('Safe'), MADDUR, { gender_id: '1234 5678 9012' }), rowNumber: 2 },
        { ...person(uniqueName('Safe'), MADDUR, { beneficiary_annual_source: long }), rowNumber: 3 },
      ],
      dryRun: true,
    });
    expect(response.body).not.toContain('9012');
    expect(english(response.json().report.rejected)).toEqual([
      { row: 2, reason: 'Gender "xxxx xxxx xxxx": use Male or Female' },
      { row: 3, reason: `Unknown occupation "${'x'.repeat(59)}…": use one of ${OCCUPATIONS}` },
    ]);
  });
});

describe('village upload: former place names (sheets villages-old-place-names, villages-merged-district)', () => {
  it('finds districts and taluks by their former names: every village of the sheet is already there', async () => {
    const data = [
      ['Abburu', 'Hunsur', 'Mysore'],
      ['Arabhavi', 'Gokak', 'Belgaum'],
      ['Alanga', 'Aland', 'Gulbarga'],
      ['Adur', 'Sagar', 'Shimoga'],
      ['Arehalli', 'Anekal', 'Bangalore Urban'],
      ['Adalagere', 'Gubbi', 'Tumkur'],
      ['Agarkhed', 'Indi', 'Bijapur'],
      ['Bandri', 'Sandur', 'Bellary'],
      ['Balur', 'Mudigere', 'Chikmagalur'],
      ['Akkur', 'T. Narasipura', 'Mysuru'],
      ['Basavanadurga', 'Hospet', 'Vijayanagara'],
      ['Korekal', 'Aurad', 'Bidar'],
    ].map(([Village, Taluk, District], i) => ({ Village, Taluk, District, rowNumber: i + 2 }));
    expect(english(await uploadVillages(data, true))).toEqual({ created: 0, skipped: 12, rejected: [] });
  });

  it('adds a new village under the current names of its former district and taluk', async () => {
    const village = uniqueName('Hosagrama');
    expect(await uploadVillages([{ Village: village, Taluk: 'T Narasipura', District: 'Mysore' }])).toMatchObject({ created: 1 });
    const [stored] = await queryRows<{ taluk: string; district: string }>(
      ctx.handle.db,
      sql`SELECT t.taluka_name AS taluk, d.district_name AS district FROM villages v JOIN talukas t USING (taluka_id)
          JOIN districts d ON d.district_id = v.district_id WHERE v.village_name = ${village}`,
    );
    expect(stored).toEqual({ taluk: 'Tirumakudal - Narsipur', district: 'Mysuru' });
  });

  it('says District is empty for the rows a merged cell left empty, and suggests names for unknown ones', async () => {
    const data = [
      ['Akkur', 'Tirumakudal - Narsipur', 'Mysuru'],
      ['Adibettahalli', 'Tirumakudal - Narsipur', ''],
      ['Agasthapura', 'Tirumakudal - Narsipur', ''],
      ['Algodu', 'Tirumakudal - Narsipur', ''],
      ['Algodu', '', 'Mysuru'],
      ['', 'Hunsur', 'Mysuru'],
      ['Abburu', 'Hunsur', 'Mysoor'],
      ['Abburu', 'Hunsr', 'Mysuru'],
      ['Basavanadurga', 'Hospet', 'Bellary'],
      ['Abburu', 'Hunsur', 'Atlantis'],
    ].map(([Village, Taluk, District], i) => ({ Village, Taluk, District, rowNumber: i + 2 }));
    expect(english(await uploadVillages(data, true))).toEqual({
      created: 0,
      skipped: 1,
      rejected: [
        { row: 3, reason: 'District is empty (merged cell?)' },
        { row: 4, reason: 'District is empty (merged cell?)' },
        { row: 5, reason: 'District is empty (merged cell?)' },
        { row: 6, reason: 'Taluk is empty (merged cell?)' },
        { row: 7, reason: 'Village, Taluk and District are all required (text of at most 200 characters).' },
        { row: 8, reason: 'Unknown district "Mysoor" (closest: Mysuru).' },
        { row: 9, reason: 'Taluk "Hunsr" is not in district "Mysuru" (closest: Hunsur).' },
        { row: 10, reason: 'Taluk "Hospet" is not in district "Bellary".' },
        { row: 11, reason: 'Unknown district "Atlantis".' },
      ],
    });
  });
});
