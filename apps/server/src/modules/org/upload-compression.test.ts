import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { REQUEST_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { inflateCapped } from '../../lib/gzip-body.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
});
afterAll(() => ctx.close());

const LIMIT = 64 * 1024 * 1024;
const VILLAGES = '/api/v1/org/upload-villages';
const BENEFICIARIES = '/api/v1/beneficiary/register-multiple-beneficiaries';

const plain = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
const gzipped = (url: string, body: Buffer, headers: Record<string, string> = admin.auth) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: body,
  });
const count = async (table: string) =>
  (await queryRows<{ n: number }>(ctx.handle.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n;

/**
 * A gzip body of `members` concatenated gzip members of 64 MB of spaces each (gunzip reads them as one
 * body): a few dozen kilobytes per member on the wire; inflating all of it would take many seconds.
 */
function gzipBomb(members: number): Buffer {
  const member = gzipSync(Buffer.alloc(LIMIT, ' '), { level: 9 });
  return Buffer.concat(Array.from({ length: members }, () => member));
}

function beneficiary(firstName: string, rowNumber: number) {
  return {
    ff_email: admin.email,
    first_name: firstName,
    aadhaar_no: '4455',
    gender_id: '2',
    dob: '1991-07-04',
    mobile_no: '9845011122',
    district: 'Mysuru',
    taluka: 'Hunsur',
    village: 'Gzip Halli',
    total_family_members: '5',
    beneficiary_annual_source: 'primary agriculture',
    rowNumber,
  };
}

describe('gzip request bodies of the two uploads', () => {
  beforeAll(async () => {
    await plain(VILLAGES, { data: [{ Village: 'Gzip Halli', Taluk: 'Hunsur', District: 'Mysuru' }] });
  });

  it('a gzip village upload gives the same report as the same JSON sent plain, on a check and on a save', async () => {
    const prefix = uniqueName('Gz');
    const data = [
      { Village: `${prefix}One`, Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 },
      { Village: `${prefix}Two`, Taluk: 'Hunsur', District: 'Atlantis', rowNumber: 3 },
    ];
    const checkPlain = await plain(VILLAGES, { data, dryRun: true });
    const checkGzip = await gzipped(VILLAGES, gzipSync(JSON.stringify({ data, dryRun: true })));
    expect(checkGzip.statusCode).toBe(200);
    expect(checkGzip.json()).toEqual(checkPlain.json());
    expect(checkGzip.json().report).toMatchObject({ created: 1, rejected: [{ row: 3 }] });

    const before = await count('villages');
    const saved = await gzipped(VILLAGES, gzipSync(JSON.stringify({ data })));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().report).toEqual(checkPlain.json().report);
    expect(await count('villages')).toBe(before + 1);
    // the same rows again, plain: everything is already there
    expect((await plain(VILLAGES, { data })).json().report).toMatchObject({ created: 0, skipped: 1 });
  });

  it('a gzip beneficiary upload gives the same report as the same JSON sent plain', async () => {
    const name = uniqueName('Gzb');
    const beneficiaries = [beneficiary(name, 2), { ...beneficiary(`${name}x`, 3), district: 'Atlantis' }];
    const checkPlain = (await plain(BENEFICIARIES, { beneficiaries, dryRun: true })).json();
    const checkGzip = await gzipped(BENEFICIARIES, gzipSync(JSON.stringify({ beneficiaries, dryRun: true })));
    expect(checkGzip.statusCode).toBe(200);
    expect(checkGzip.json()).toEqual(checkPlain);
    expect(checkPlain.report).toMatchObject({ created: 1, rejected: [{ row: 3 }] });

    const before = await count('beneficiaries');
    const saved = await gzipped(BENEFICIARIES, gzipSync(JSON.stringify({ beneficiaries })));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      Status: true,
      dryRun: false,
      report: { created: 1, skipped: 0, rejected: [{ row: 3 }] },
    });
    expect(await count('beneficiaries')).toBe(before + 1);
    expect((await plain(BENEFICIARIES, { beneficiaries })).json().report).toMatchObject({ created: 0, skipped: 1 });
  });

  it('a gzip bomb (small on the wire, inflating past 64 MB) is refused with 413 at once, and nothing is written', async () => {
    // 64 members: about 4 GB inflated from a few megabytes on the wire
    const bomb = gzipBomb(64);
    expect(bomb.length).toBeLessThan(LIMIT / 8);
    const before = { villages: await count('villages'), people: await count('beneficiaries') };
    // that inflating stops at the limit, not after the whole 4 GB, is the next test's (by bytes, not time)
    for (const url of [VILLAGES, BENEFICIARIES]) {
      const response = await gzipped(url, bomb);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.tooLarge, code: 'tooLarge' });
    }
    expect(await count('villages')).toBe(before.villages);
    expect(await count('beneficiaries')).toBe(before.people);
  });

  it('a beneficiary upload may inflate to 96 MB (its cells as typed, decision 015), a village upload to 64 MB', async () => {
    // a valid body padded with spaces to 80 MB: within the beneficiary upload's limit, past the village upload's
    const padded = (body: object) => {
      const json = JSON.stringify(body);
      return gzipSync(`${json.slice(0, -1)}${' '.repeat(80 * 1024 * 1024 - json.length)}}`);
    };
    const beneficiaries = [beneficiary(uniqueName('Padded'), 2)];
    const taken = await gzipped(BENEFICIARIES, padded({ beneficiaries, dryRun: true }));
    expect(taken.statusCode).toBe(200);
    expect(taken.json().report).toMatchObject({ created: 1 });
    const villages = await gzipped(
      VILLAGES,
      padded({ data: [{ Village: 'Gzip Halli', Taluk: 'Hunsur', District: 'Mysuru' }], dryRun: true }),
    );
    expect(villages.statusCode).toBe(413);
  });

  it('stops inflating at the first byte beyond the limit, and never hands on more than the limit', async () => {
    const limit = 1024 * 1024;
    const bomb = gzipBomb(4);
    const body = inflateCapped(Readable.from([bomb.subarray(0, 1000), bomb.subarray(1000)]), limit);
    let handedOn = 0;
    const error = await new Promise<unknown>((resolve) => {
      body.on('data', (chunk: Buffer) => {
        handedOn += chunk.length;
      });
      body.on('error', resolve);
      body.on('end', () => resolve(null));
    });
    expect(error).toMatchObject({ status: 413, message: REQUEST_ERRORS.tooLarge });
    expect(handedOn).toBeLessThanOrEqual(limit);
  });

  it('a corrupt or truncated gzip body is refused with 400, and a coding other than gzip with 415', async () => {
    const good = gzipSync(JSON.stringify({ data: [], dryRun: true }));
    const corrupt = Buffer.from(good);
    corrupt.fill(0x55, 10, good.length - 8);
    for (const body of [corrupt, good.subarray(0, good.length - 6), Buffer.from('{"data":[]}'), Buffer.alloc(0)]) {
      const response = await gzipped(VILLAGES, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.invalidBody, code: 'invalidBody' });
    }
    const deflate = await ctx.app.inject({
      method: 'POST',
      url: VILLAGES,
      headers: { ...admin.auth, 'content-type': 'application/json', 'content-encoding': 'br' },
      payload: good,
    });
    expect(deflate.statusCode).toBe(415);
    expect(deflate.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.invalidBody, code: expect.any(String) });
  });

  it('a gzip body without a token is refused before anything is inflated', async () => {
    const response = await gzipped(VILLAGES, gzipBomb(64), {});
    expect(response.statusCode).toBe(401);
  });

  it('gzip on another route is not inflated: sign-in and a beneficiary registration refuse it without a 5xx', async () => {
    const login = await gzipped(
      '/api/v1/auth/userNormalLogin',
      gzipSync(JSON.stringify({ email: admin.email, password: 'x' })),
      {},
    );
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    expect(login.json().Status).toBe(false);
    const bomb = await gzipped('/api/v1/auth/userNormalLogin', gzipBomb(2), {});
    expect(bomb.statusCode).toBeGreaterThanOrEqual(400);
    expect(bomb.statusCode).toBeLessThan(500);
  });
});
