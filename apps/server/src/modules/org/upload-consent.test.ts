import { CONSENT_RULES } from '@portal/contract/consent-text';
import { formatMessage } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { indiaToday } from '@portal/contract/india-days';
import type { RejectedRow, TypedCell } from '@portal/contract/org-upload';
import { sentTypedRow } from '@portal/contract/typed-cells';
import { BENEFICIARY_FIELD_HEADINGS } from '@portal/contract/upload-headings';
import { reasonsText } from '@portal/contract/upload-reasons';
import type { BeneficiaryUploadField } from '@portal/contract/upload-template';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// the consent columns of a beneficiary upload (decision 038), on the database's own setting: consent required

let ctx: TestContext;
let admin: TestUser;
let facilitator: TestUser;
let village: string;
beforeAll(async () => {
  ctx = await createTestContext({}, { consent: 'default' });
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  [{ village }] = await queryRows<{ village: string }>(
    ctx.handle.db,
    sql`SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
  );
});
afterAll(() => ctx.close());

const UPLOAD = '/api/v1/beneficiary/register-multiple-beneficiaries';
const upload = async (payload: object) => {
  const response = await ctx.app.inject({ method: 'POST', url: UPLOAD, headers: admin.auth, payload });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json();
};
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.handle.db, query);

/** Runs `test` with the office's setting as given, then sets it back to the database's own (required). */
async function withConsentRequired(required: boolean, test: () => Promise<void>) {
  await ctx.handle.db.execute(sql`UPDATE privacy_settings SET consent_required = ${required}`);
  try {
    await test();
  } finally {
    await ctx.handle.db.execute(sql`UPDATE privacy_settings SET consent_required = true`);
  }
}

/** Consent given on a signed form on 10 January 2025, as the dialog sends the sheet's cells. */
const SIGNED = { consent: '1', consent_date: '2025-01-10', consent_method: 'Signed form' };

/** A new person of Hunsur, as the dialog sends them, with the consent cells given. */
const person = (consent: Record<string, string>, overrides: Record<string, string> = {}) => ({
  first_name: uniqueName('Consent'),
  aadhaar_no: '4455',
  gender_id: '2',
  dob: '1991-07-04',
  mobile_no: '9845011122',
  district: 'Mysuru',
  taluka: 'Hunsur',
  village,
  total_family_members: '5',
  beneficiary_annual_source: 'primary agriculture',
  ...consent,
  ...overrides,
});
type Person = ReturnType<typeof person>;
const sheet = (people: Person[]) => people.map((p, i) => ({ ...p, rowNumber: i + 2 }));

/** The rejected rows as [sheet row, English reason]. */
const rejected = (report: { rejected: RejectedRow[] }) => report.rejected.map((r) => [r.row, r.reason]);
const peopleNamed = async (name: string) =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM beneficiaries WHERE first_name = ${name}`))[0].n;
const consentOf = async (name: string) =>
  rows<Record<string, unknown>>(
    sql`SELECT c.notice_version, c.method, c.witness_name, c.guardian_name, c.guardian_relationship,
          c.given_on::text AS given_on, c.recorded_by, c.source
        FROM consents c JOIN beneficiaries b USING (beneficiary_id) WHERE b.first_name = ${name}`,
  );
const noticeInForce = async () =>
  (await rows<{ version: number }>(sql`SELECT max(version)::int AS version FROM privacy_notices`))[0].version;
const latestUploadId = async () => (await rows<{ id: number }>(sql`SELECT max(upload_id)::int AS id FROM uploads`))[0].id;
const recordedReport = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/org/uploads/${id}`, headers: admin.auth })).json().report;

const NOT_RECORDED = 'Consent not recorded: this office registers a person only with their consent (Consent Yes)';
const METHODS = 'Signed form; Thumb impression; Spoken, before a witness';

describe('an upload while consent is required (the default)', () => {
  it('rejects each row without consent with its reason, on a check and on an upload, and stores the others', async () => {
    const people = [
      person(SIGNED),
      person({}),
      person({ consent: '0', consent_method: 'Signed form' }),
      person({ consent: 'No' }),
    ];
    for (const dryRun of [true, false]) {
      const { report } = await upload({ beneficiaries: sheet(people), dryRun });
      expect(report).toMatchObject({ created: 1, skipped: 0, withoutConsent: 0 });
      expect(rejected(report)).toEqual([
        [3, NOT_RECORDED],
        [4, NOT_RECORDED],
        [5, NOT_RECORDED],
      ]);
      // the reason by its id, which the catalogue has in Kannada too
      const kannada = reasonsText(report.rejected[0].reasons, (id, values) => formatMessage(id, values, 'kn-IN', KN_IN));
      expect(report.rejected[0].reasons).toEqual([{ reasonId: 'uploadReason.consentNotRecorded' }]);
      expect(kannada).toBe(KN_IN['uploadReason.consentNotRecorded']);
    }
    expect(await peopleNamed(people[0].first_name)).toBe(1);
    for (const without of people.slice(1)) expect(await peopleNamed(without.first_name)).toBe(0);
    expect(await recordedReport(await latestUploadId())).toMatchObject({ created: 1, withoutConsent: 0 });
  });
});

describe('an upload while consent is optional', () => {
  it('stores the rows without consent with no consent recorded, and counts them in the report and its record', async () => {
    await withConsentRequired(false, async () => {
      const people = [person(SIGNED), person({}), person({ consent: 'No', consent_method: 'Signed form' })];
      const check = await upload({ beneficiaries: sheet(people), dryRun: true });
      expect(check.report).toMatchObject({ created: 3, skipped: 0, withoutConsent: 2, rejected: [] });
      const { report } = await upload({ beneficiaries: sheet(people) });
      expect(report).toMatchObject({ created: 3, skipped: 0, withoutConsent: 2, rejected: [] });
      expect(await consentOf(people[0].first_name)).toHaveLength(1);
      for (const without of people.slice(1)) {
        expect(await peopleNamed(without.first_name)).toBe(1);
        expect(await consentOf(without.first_name)).toEqual([]);
      }
      expect(await recordedReport(await latestUploadId())).toMatchObject({ created: 3, skipped: 0, withoutConsent: 2 });
    });
  });
});

describe('the consent an upload records', () => {
  it('is from the upload, recorded by the uploader, on the Consent Date (the day of the upload when empty), with the notice in force', async () => {
    // an office that has edited its notice since: the upload records the version in force
    const version = (await noticeInForce()) + 1;
    await ctx.handle.db.execute(
      sql`INSERT INTO privacy_notices (version, text_en, text_kn) VALUES (${version}, 'Notice', 'ಸೂಚನೆ')`,
    );
    // created in the facilitator's name: the consent is still recorded by the one who uploads it
    const dated = person({ ...SIGNED, ff_email: facilitator.email });
    const undated = person({ consent: 'Yes', consent_method: 'thumb impression' });
    const { report } = await upload({ beneficiaries: sheet([dated, undated]) });
    expect(report).toMatchObject({ created: 2, withoutConsent: 0, rejected: [] });
    const recorded = { notice_version: version, witness_name: null, guardian_name: null, guardian_relationship: null };
    expect(await consentOf(dated.first_name)).toEqual([
      { ...recorded, method: 'signed_form', given_on: '2025-01-10', recorded_by: admin.userId, source: 'upload' },
    ]);
    expect(await consentOf(undated.first_name)).toEqual([
      { ...recorded, method: 'thumb_impression', given_on: indiaToday(), recorded_by: admin.userId, source: 'upload' },
    ]);
  });

  it('asks for how consent was given and a witness for spoken consent, by the English or Kannada names', async () => {
    const people = [
      person({ consent: '1', consent_method: 'Spoken, before a witness' }),
      person({ consent: '1', consent_method: 'ಸಾಕ್ಷಿಯ ಮುಂದೆ ಮೌಖಿಕವಾಗಿ', consent_witness: 'Ramesh Gowda' }),
      person({ ...SIGNED, consent_witness: 'Somebody' }),
      person({ consent: '1' }),
      person({ consent: '1', consent_method: 'Email' }),
      person({ consent: '1', consent_method: 'ಹೆಬ್ಬೆರಳಿನ ಗುರುತು' }),
    ];
    const { report } = await upload({ beneficiaries: sheet(people) });
    expect(report).toMatchObject({ created: 3, withoutConsent: 0 });
    expect(rejected(report)).toEqual([
      [2, CONSENT_RULES.witness],
      [5, CONSENT_RULES.method],
      [6, `Unknown consent method "Email": use one of ${METHODS}`],
    ]);
    expect(report.rejected[0].reasons).toEqual([{ reasonId: 'consentRule.witness' }]);
    expect(await consentOf(people[1].first_name)).toMatchObject([{ method: 'verbal_witness', witness_name: 'Ramesh Gowda' }]);
    // a witness is recorded for spoken consent only
    expect(await consentOf(people[2].first_name)).toMatchObject([{ method: 'signed_form', witness_name: null }]);
    expect(await consentOf(people[5].first_name)).toMatchObject([{ method: 'thumb_impression' }]);
  });

  it('asks for a parent or guardian of a person under 18 on the Consent Date, and records them', async () => {
    const guardian = { guardian_name: 'Sunitha', guardian_relationship: 'ತಾಯಿ' };
    const people = [
      person({ ...SIGNED, ...guardian }, { dob: '2012-06-01' }),
      person(SIGNED, { dob: '2010-03-15' }),
      // 17 on the Consent Date, an adult today
      person(SIGNED, { dob: '2007-06-01' }),
      person({ ...SIGNED, guardian_name: 'Sunitha', guardian_relationship: 'Uncle' }, { dob: '2012-06-02' }),
      // an adult's consent is their own: no guardian is recorded
      person({ ...SIGNED, guardian_name: 'Somebody', guardian_relationship: 'Father' }),
    ];
    const { report } = await upload({ beneficiaries: sheet(people) });
    expect(report).toMatchObject({ created: 2, withoutConsent: 0 });
    const noGuardian = `${CONSENT_RULES.guardianName}; ${CONSENT_RULES.guardianRelationship}`;
    expect(rejected(report)).toEqual([
      [3, noGuardian],
      [4, noGuardian],
      [5, 'Unknown guardian relationship "Uncle": use one of Mother, Father, Other guardian'],
    ]);
    expect(await consentOf(people[0].first_name)).toMatchObject([
      { method: 'signed_form', guardian_name: 'Sunitha', guardian_relationship: 'mother', given_on: '2025-01-10' },
    ]);
    expect(await consentOf(people[4].first_name)).toMatchObject([{ guardian_name: null, guardian_relationship: null }]);
  });

  it('refuses a Consent Date after today or before the date of birth, and a Consent neither Yes nor No', async () => {
    const people = [
      person({ ...SIGNED, consent_date: '2999-01-01' }),
      person({ ...SIGNED, consent_date: '1980-01-01' }),
      person({ ...SIGNED, consent_date: '31/02/2025' }),
      person({ consent: 'Maybe', consent_method: 'Signed form' }),
    ];
    const { report } = await upload({ beneficiaries: sheet(people) });
    expect(report).toMatchObject({ created: 0, withoutConsent: 0 });
    expect(rejected(report)).toEqual([
      [2, 'Consent date "2999-01-01" is after today'],
      [3, 'Consent date "1980-01-01" is before the date of birth'],
      [4, 'Consent date "31/02/2025" is not a date (day/month/year)'],
      [5, 'Consent "Maybe": use Yes or No'],
    ]);
    expect(report.rejected[0].reasons).toEqual([
      { reasonId: 'uploadReason.consentDateFuture', reasonValues: { label: 'uploadLabel.consentDate', value: '"2999-01-01"' } },
    ]);
  });

  it('leaves the consent of a person already there as it is, whatever a later sheet says', async () => {
    await withConsentRequired(false, async () => {
      const given = person(SIGNED);
      const without = person({});
      expect((await upload({ beneficiaries: sheet([given, without]) })).report).toMatchObject({ created: 2, withoutConsent: 1 });
      const before = await consentOf(given.first_name);
      const later = [
        { ...given, consent: '1', consent_date: '2025-03-01', consent_method: 'Thumb impression' },
        { ...without, ...SIGNED },
      ];
      const { report } = await upload({ beneficiaries: sheet(later) });
      expect(report).toMatchObject({ created: 0, skipped: 2, withoutConsent: 0, rejected: [] });
      expect(await consentOf(given.first_name)).toEqual(before);
      expect(await consentOf(without.first_name)).toEqual([]);
    });
  });
});

describe('the rejected rows of an upload, downloaded again', () => {
  const FIELDS: BeneficiaryUploadField[] = [
    'first_name',
    'aadhaar_no',
    'gender_id',
    'dob',
    'mobile_no',
    'district',
    'taluka',
    'village',
    'total_family_members',
    'beneficiary_annual_source',
    'consent',
    'consent_date',
    'consent_method',
    'consent_witness',
  ];
  const typed = { headings: FIELDS.map((field) => BENEFICIARY_FIELD_HEADINGS[field]), columns: FIELDS.length, fields: FIELDS };
  /** The row's cells as the office typed them: Consent in Kannada, its date a date cell. */
  const typedCells = (p: Person): TypedCell[] =>
    FIELDS.map((field) => {
      if (field === 'consent') return 'ಹೌದು';
      if (field === 'consent_date') return { t: 'd', v: '2025-01-10T00:00:00.000Z', z: 'DD/MM/YYYY' };
      return (p as Record<string, string>)[field] ?? null;
    });

  it('keep the consent cells as typed, or as sent when the upload sent no cells as typed', async () => {
    const spoken = { consent: '1', consent_date: '2025-01-10', consent_method: 'Spoken, before a witness' };
    const people = [person(spoken), person(SIGNED)];
    const beneficiaries = sheet(people);
    const typedRows = beneficiaries.map((record, i) => sentTypedRow(typedCells(people[i]), record, FIELDS));
    const { report } = await upload({ beneficiaries, typed, typedRows });
    expect(rejected(report)).toEqual([[2, CONSENT_RULES.witness]]);
    const [row] = (await recordedReport(await latestUploadId())).rejected;
    expect(row.typed).toEqual(typedCells(people[0]));

    const again = person(spoken);
    await upload({ beneficiaries: sheet([again]) });
    const [sent] = (await recordedReport(await latestUploadId())).rejected;
    expect(sent.values).toMatchObject(spoken);
  });
});
