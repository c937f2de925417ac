import { REQUEST_ERRORS } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../test/database-digest.ts';
import { beneficiaryPayload, programPayload, somePlace } from '../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { errorsPlugin } from './errors.ts';

const NUL = '\u0000';
let ctx: TestContext;
let admin: TestUser;
let beneficiaryId: number;
let enrolmentId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Administrator');
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: admin.auth,
    payload: beneficiaryPayload(await somePlace(ctx.handle.db)),
  });
  beneficiaryId = registered.json().beneficiaryId;
  const enrolled = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/beneficiary/add-new-program/${beneficiaryId}`,
    headers: admin.auth,
    payload: programPayload(),
  });
  enrolmentId = enrolled.json().beneficiaryProgramId;
});
afterAll(() => ctx.close());

type Case = [
  label: string,
  method: 'GET' | 'POST' | 'PUT',
  url: () => string,
  body: () => Promise<object | undefined>,
  field: string,
];

const place = () => somePlace(ctx.handle.db, 1);
/** Every free-text field, each holding `bad`. */
const cases = (bad: string): Case[] => [
  [
    'the login e-mail',
    'POST',
    () => '/api/v1/auth/userNormalLogin',
    async () => ({ email: `a${bad}@b.org`, password: 'x-secret' }),
    'email',
  ],
  [
    'the identity e-mail',
    'POST',
    () => '/api/v1/auth/user-google-login',
    async () => ({ email: `a${bad}@b.org`, credential: 'x' }),
    'email',
  ],
  // a URL carries UTF-8, which has no lone surrogates: only the NUL can reach a query
  ...(bad === NUL
    ? [
        [
          'a search',
          'GET',
          () => '/api/v1/beneficiary/get-beneficiaries-list?search=Ram%00u',
          async () => undefined,
          'search',
        ] as Case,
      ]
    : []),
  ...(['last_name', 'permanent_address', 'email_id'] as const).map(
    (field): Case => [
      `a beneficiary's ${field}`,
      'POST',
      () => '/api/v1/beneficiary/register-new-beneficiary',
      async () => beneficiaryPayload(await place(), { [field]: field === 'email_id' ? `a${bad}@b.org` : `Gow${bad}da` }),
      field,
    ],
  ),
  ...(['last_name', 'permanent_address'] as const).map(
    (field): Case => [
      `a correction's ${field}`,
      'PUT',
      () => `/api/v1/beneficiary/update-beneficiary/${beneficiaryId}`,
      async () => beneficiaryPayload(await place(), { [field]: `Gow${bad}da` }),
      field,
    ],
  ),
  [
    'the first name',
    'POST',
    () => '/api/v1/beneficiary/register-new-beneficiary',
    async () => beneficiaryPayload(await place(), { first_name: `Ra${bad}ma` }),
    'first_name',
  ],
  ...(['institute', 'field_of_study', 'reason_for_investment', 'df_associate_emp_id'] as const).map(
    (field): Case => [
      `an enrolment's ${field}`,
      'PUT',
      () => `/api/v1/beneficiary/update-program/${enrolmentId}`,
      async () => programPayload({ [field]: `x${bad}y`, ...(field === 'df_associate_emp_id' ? { df_associate: 1 } : {}) }),
      field,
    ],
  ),
];

// a NUL, and either half of a UTF-16 surrogate pair alone (JSON's "\ud800", "\udfff")
describe.each([
  ['a NUL character', NUL],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
])('text the database cannot store is refused at the contract: %s', (_name, bad) => {
  it.each(cases(bad))('%s: a clear 400 naming the field, nothing changes', async (_label, method, url, body, field) => {
    const before = await databaseDigest(ctx.handle.db);
    const response = await ctx.app.inject({ method, url: url(), headers: admin.auth, payload: await body() });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.Status).toBe(false);
    expect(answer.errors.map((e: { field: string }) => e.field)).toContain(field);
    // a field with a rule of its own (letters only, an e-mail) gives the spec's message; any other names the field
    if (answer.errors[0].message === REQUEST_ERRORS.unstorableText) {
      expect(answer.Message).toBe(`${field}: ${REQUEST_ERRORS.unstorableText}`);
    }
    expect(await databaseDigest(ctx.handle.db)).toEqual(before);
  });
});

describe('the last guard', () => {
  it('a NUL that reaches the database anyway answers 400, not 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/nul', async () => queryRows(ctx.handle.db, sql`SELECT ${`a${NUL}b`}::text AS t`));
    const response = await app.inject({ method: 'GET', url: '/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.unstorableText, code: 'unstorableText' });
    await app.close();
  });
});
