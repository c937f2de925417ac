import { Readable } from 'node:stream';
import { REQUEST_ERRORS } from '@portal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';

describe('the beneficiary upload reads its body element by element', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn('Administrator');
  });
  afterAll(() => ctx.close());

  const upload = (payload: string | Readable, length?: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-multiple-beneficiaries',
      headers: { ...admin.auth, 'content-type': 'application/json', ...(length ? { 'content-length': String(length) } : {}) },
      payload,
    });
  const person = (first_name: string, rowNumber: number) => ({
    ff_email: admin.email,
    first_name,
    aadhaar_no: '4455',
    gender_id: '2',
    dob: '1991-07-04',
    mobile_no: '9845011122',
    district: 'Mysuru',
    taluka: 'Hunsur',
    village: 'Nowhere Halli',
    total_family_members: '5',
    beneficiary_annual_source: 'primary agriculture',
    rowNumber,
  });

  it('answers a body arriving in small pieces as the same body sent at once', async () => {
    const text = JSON.stringify({
      beneficiaries: Array.from({ length: 40 }, (_, i) => person(`${uniqueName('Piece')} "ಹುಣಸೂರು" \\ ${i}`, i + 2)),
      dryRun: true,
    });
    const whole = await upload(text);
    expect(whole.statusCode, whole.body).toBe(200);
    const bytes = Buffer.from(text);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const cut = await upload(Readable.from(pieces), bytes.length);
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json()).toEqual(whole.json());
  });

  it.each([
    ['a record with a prototype', '{"beneficiaries":[{"__proto__":{"admin":true},"first_name":"x"}]}'],
    ['a constructor prototype', '{"beneficiaries":[{"constructor":{"prototype":{"admin":true}}}]}'],
    ['a prototype outside the records', '{"__proto__":{"admin":true},"beneficiaries":[]}'],
    ['JSON that ends in a record', '{"beneficiaries":[{"first_name":"x"'],
    ['two records without a comma', '{"beneficiaries":[{} {}]}'],
  ])('refuses %s with 400 in the envelope', async (_label, text) => {
    const response = await upload(text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Status: false, Message: expect.any(String), code: expect.any(String) });
    expect([REQUEST_ERRORS.invalidJson, REQUEST_ERRORS.invalidBody]).toContain(response.json().Message);
  });

  it('refuses members the request does not have, and more than 50,000 rows, as the schema says', async () => {
    expect((await upload('{"beneficiaries":[],"extra":[1]}')).statusCode).toBe(400);
    const many = await upload(`{"beneficiaries":[${Array.from({ length: 50_001 }, () => '{}').join(',')}]}`);
    expect(many.statusCode).toBe(400);
  });
});
