import type { AddressInfo } from 'node:net';
import { encodeEmployeeId } from '@portal/contract/base64-id';
import { allowsPermission } from '@portal/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../test/database-digest.ts';
import { beneficiaryPayload, programPayload, somePlace } from '../../test/fixtures.ts';
import { rawRequest } from '../../test/raw-http.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import type { RouteAccess } from './auth.ts';

let ctx: TestContext;
let port: number;
let admin: TestUser;
let facilitator: TestUser;
let facilitatorPermissions: string[];
const realIds: Record<string, string> = {};

beforeAll(async () => {
  // /metrics is listed for another address: no spelling from here, signed in or not, may read it
  ctx = await createTestContext({ METRICS_ALLOW: '192.0.2.1' });
  admin = await ctx.signIn('Administrator');
  facilitator = await ctx.signIn('Field Facilitator');
  const menu = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu', headers: facilitator.auth });
  facilitatorPermissions = menu.json().roles.map((r: { role_permissions: string }) => r.role_permissions);
  // real records, so that a request slipping past the check would read or change something
  const place = await somePlace(ctx.handle.db);
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: admin.auth,
    payload: beneficiaryPayload(place),
  });
  realIds.beneficiary = String(registered.json().beneficiaryId);
  const enrolled = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/beneficiary/add-new-program/${realIds.beneficiary}`,
    headers: admin.auth,
    payload: programPayload(),
  });
  realIds.enrolment = String(enrolled.json().beneficiaryProgramId);
  realIds.district = String(place.district_id);
  realIds.taluka = String(place.taluka_id);
  realIds.profile = encodeEmployeeId(admin.empId);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** A concrete path for a route pattern, with ids of real records where the route takes one. */
function concretePath(url: string): string {
  const id =
    url.includes('update-program') || url.includes('delete-program')
      ? realIds.enrolment
      : url.includes('get-taluka-list')
        ? realIds.district
        : url.includes('get-village-list')
          ? realIds.taluka
          : url.includes('get-district-list')
            ? '1'
            : url.includes('user-profile')
              ? realIds.profile
              : realIds.beneficiary;
  return url.replace(/:\w+/g, id);
}

/** Bodies that the route would accept, so that only the access check stands in the way. */
async function bodyFor(route: RouteAccess): Promise<string | undefined> {
  if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE') return undefined;
  const place = await somePlace(ctx.handle.db, 3);
  if (route.url.endsWith('/register-new-beneficiary')) return JSON.stringify(beneficiaryPayload(place));
  if (route.url.includes('/add-new-program/')) return JSON.stringify(programPayload({ program_id: 1, sub_program_id: 3 }));
  if (route.url.includes('/update-program/')) return JSON.stringify(programPayload({ enrollment_status: 5 }));
  if (route.url.endsWith('/upload-villages')) {
    return JSON.stringify({ data: [{ Village: 'Spellingpura', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 }] });
  }
  if (route.url.endsWith('/register-multiple-beneficiaries')) return JSON.stringify({ beneficiaries: [] });
  if (route.url.endsWith('/change-password')) return JSON.stringify({ password: 'changed-by-spelling' });
  if (route.url.endsWith('/user/language')) return JSON.stringify({ language: 'kn-IN' });
  if (route.url.endsWith('/userNormalLogin')) return JSON.stringify({ email: admin.email, password: admin.password });
  return '{}';
}

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const encodeFirst = (segment: string) => (segment ? `${hex(segment[0])}${segment.slice(1)}` : segment);
const encodeAll = (segment: string) => [...segment].map(hex).join('');
const alternateCase = (text: string) => [...text].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

/** Ways of writing one path that a router, a proxy or a filter on the URL text may read differently. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[], glue = '/') => `/${parts.join(glue)}`;
  const origin = `http://127.0.0.1:${port}`;
  const variants = [
    path,
    join(segments.map(encodeFirst)),
    join(segments.map(encodeAll)),
    ...segments.map((_, i) => join(segments.map((s, j) => (i === j ? encodeFirst(s) : s)))),
    ...segments.map((_, i) => join(segments.map((s, j) => (i === j ? encodeAll(s) : s)))),
    `${origin}${path}`,
    `${origin}${join(segments.map(encodeFirst))}`,
    `HTTP://LOCALHOST${path}`,
    `/${path}`,
    join(segments, '//'),
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    alternateCase(path),
    `/${segments[0].toUpperCase()}/${segments.slice(1).join('/')}`,
    `${path};`,
    `${path};jsessionid=1`,
    join([`${segments[0]};x=1`, ...segments.slice(1)]),
    `${path}?`,
    `${path}?x=1`,
    `${path}?/../../healthz`,
    `${path}%3F`,
    `${path}%23`,
    `/healthz/..${path}`,
    `/nothing/../${segments.join('/')}`,
    join([segments[0], '.', ...segments.slice(1)]),
    join([segments[0], '%2e', ...segments.slice(1)]),
    `/${segments.join('%2F')}`,
    `/${segments.join('%2f')}`,
    `${path}%00`,
    `${path}%20`,
    `${path}.json`,
  ];
  return [...new Set(variants)];
}

const ALLOWED = [401, 403, 404];

describe('no spelling of a path reaches a handler without its access check', () => {
  it('every route of the router declares its access', () => {
    const routes = ctx.app.routeAccess;
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/beneficiary/get-beneficiary-details/:id', 'POST /api/v1/org/upload-villages']),
    );
  });

  it('answers 401, 403 or 404 to every spelling, without a token and with a token that lacks the permission; nothing changes', async () => {
    const before = await databaseDigest(ctx.handle.db);
    const wrong: string[] = [];
    let sent = 0;
    for (const route of ctx.app.routeAccess) {
      if (route.access === 'public') continue;
      const methods = route.method.split(',');
      const path = concretePath(route.url);
      const body = await bodyFor(route);
      const { access } = route;
      const byAddress = access === 'address';
      const callers: { name: string; headers: Record<string, string>; plain: number }[] = [
        { name: 'no token', headers: {}, plain: byAddress ? 404 : 401 },
      ];
      if (byAddress) callers.push({ name: 'Administrator', headers: { Authorization: `Bearer ${admin.token}` }, plain: 404 });
      else if (access !== 'session' && (access === undefined || !allowsPermission(facilitatorPermissions, access))) {
        callers.push({ name: 'Field Facilitator', headers: { Authorization: `Bearer ${facilitator.token}` }, plain: 403 });
      }
      for (const method of methods) {
        for (const caller of callers) {
          for (const target of spellings(path)) {
            const response = await rawRequest(port, { method, target, headers: caller.headers, body });
            sent += 1;
            const expected = target === path ? [caller.plain] : ALLOWED;
            if (!expected.includes(response.status)) wrong.push(`${caller.name}: ${method} ${target} → ${response.status}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await databaseDigest(ctx.handle.db)).toEqual(before);
    // every spelling of every route, a few thousand requests: longer than a test's usual limit
  }, 180_000);
});
