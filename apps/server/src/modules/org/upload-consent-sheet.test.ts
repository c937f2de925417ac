import { CONSENT_RULES } from '@portal/contract/consent-text';
import { indiaToday } from '@portal/contract/india-days';
import type { RejectedRow } from '@portal/contract/org-upload';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentSheetAsSent } from '../../../test/consent-sheet.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// a sheet of consent columns made by LibreOffice in English (India) with Kannada text (decision 038;
// e2e/fixtures/spreadsheets/README.md), read as the upload dialog reads it and uploaded as it sends it

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { consent: 'default' });
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

/** The workbook's rows as the dialog sends them, with their cells as typed. */
function sheetAsSent() {
  const { setAside, payload } = consentSheetAsSent();
  expect(setAside).toEqual([]);
  return payload;
}

async function upload() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-multiple-beneficiaries',
    headers: admin.auth,
    payload: sheetAsSent(),
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().report;
}

const NOT_RECORDED = 'Consent not recorded: this office registers a person only with their consent (Consent Yes)';
/** The rows rejected for their consent whatever the office's setting. */
const REJECTED = [
  [8, CONSENT_RULES.witness],
  [9, `${CONSENT_RULES.guardianName}; ${CONSENT_RULES.guardianRelationship}`],
  [10, 'Consent date "2099-01-01" is after today'],
  [11, 'Consent date "1980-01-01" is before the date of birth'],
  [12, 'Unknown consent method "Email": use one of Signed form; Thumb impression; Spoken, before a witness'],
];
const rejected = (report: { rejected: RejectedRow[] }) => report.rejected.map((r) => [r.row, r.reason]);

describe('the consent columns of a sheet made by LibreOffice (beneficiaries-consent.xlsx)', () => {
  it('stores the people with consent, Kannada names and all, and rejects the others by the setting', async () => {
    const required = await upload();
    expect(required).toMatchObject({ created: 4, skipped: 0, withoutConsent: 0 });
    expect(rejected(required)).toEqual([[6, NOT_RECORDED], [7, NOT_RECORDED], ...REJECTED]);
    const consents = await queryRows<Record<string, unknown>>(
      ctx.handle.db,
      sql`SELECT b.upload_row AS row, c.method, c.witness_name, c.guardian_name, c.guardian_relationship,
            c.given_on::text AS given_on, c.source
          FROM consents c JOIN beneficiaries b USING (beneficiary_id) ORDER BY b.upload_row`,
    );
    const signed = { method: 'signed_form', witness_name: null, guardian_name: null, guardian_relationship: null };
    expect(consents).toEqual([
      { row: 2, ...signed, given_on: '2025-01-10', source: 'upload' },
      { row: 3, ...signed, method: 'thumb_impression', given_on: '2025-02-15', source: 'upload' },
      { row: 4, ...signed, method: 'verbal_witness', witness_name: 'ರಮೇಶ್ ಗೌಡ', given_on: indiaToday(), source: 'upload' },
      { row: 5, ...signed, guardian_name: 'ಸುನೀತಾ', guardian_relationship: 'mother', given_on: '2025-01-10', source: 'upload' },
    ]);

    // the office turns the setting off: the two rows without consent are stored, the four already there kept
    await ctx.handle.db.execute(sql`UPDATE privacy_settings SET consent_required = false`);
    const optional = await upload();
    expect(optional).toMatchObject({ created: 2, skipped: 4, withoutConsent: 2 });
    expect(rejected(optional)).toEqual(REJECTED);
    const [{ n }] = await queryRows<{ n: number }>(ctx.handle.db, sql`SELECT count(*)::int AS n FROM consents`);
    expect(n).toBe(4);
  });
});
