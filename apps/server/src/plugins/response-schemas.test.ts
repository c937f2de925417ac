import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The spec's calls (§7) and the portal's own, as the OpenAPI document writes their paths. */
const SPEC_CALLS = [
  'post /api/v1/auth/userNormalLogin',
  'post /api/v1/auth/user-google-login',
  'post /api/v1/auth/logoutUser',
  'post /api/v1/auth/change-password',
  'get /api/v1/user/get-role-menu',
  'get /api/v1/user/get-user-profile-details/{id}',
  'post /api/v1/beneficiary/register-new-beneficiary',
  'post /api/v1/beneficiary/add-new-program/{id}',
  'get /api/v1/beneficiary/get-beneficiaries-list',
  'get /api/v1/beneficiary/get-beneficiary-details/{id}',
  'get /api/v1/beneficiary/get-missing-subprograms/{id}',
  'get /api/v1/org/get-district-list/{id}',
  'get /api/v1/org/get-taluka-list/{id}',
  'get /api/v1/org/get-village-list/{id}',
];
const OWN_CALLS = [
  'get /api/v1/auth/identity-config',
  'get /api/v1/user/draft-key',
  'put /api/v1/user/language',
  'put /api/v1/beneficiary/update-program/{id}',
  'delete /api/v1/beneficiary/delete-program/{id}',
];

describe('response schemas', () => {
  it('every route but the hidden ones (the description, static files) has a success schema and the error envelope', () => {
    const routes = ctx.app.routeResponses.filter((route) => !route.hidden && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(15);
    const lacking = routes
      .filter((route) => !route.statuses.some((s) => /^2\d\d$/.test(s)) || !route.statuses.includes('4xx'))
      .map((route) => `${route.method} ${route.url}`);
    expect(lacking).toEqual([]);
  });

  it('the OpenAPI document lists the success and error answers of the spec calls and the portal own', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = response.json().paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    for (const call of [...SPEC_CALLS, ...OWN_CALLS]) {
      const [method, path] = call.split(' ');
      const described = paths[path]?.[method]?.responses ?? {};
      expect(Object.keys(described), call).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
      const error = JSON.stringify(described['4XX']);
      expect(error, call).toContain('"code"');
    }
  });

  it('describes the fields of an answer, as the contract writes them', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
    const ok = paths['/api/v1/user/get-user-profile-details/{id}'].get.responses['200'];
    const user = ok.content['application/json'].schema.properties.user;
    expect(Object.keys(user.properties)).toEqual(expect.arrayContaining(['emp_id', 'work_email', 'status_id', 'language']));
  });
});
