import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, somePlace } from '../../test/fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';

const NOT_FOUND = { Status: false, Message: 'Not found.', code: 'notFound' };
let dist: string;

beforeAll(() => {
  // a built web app, whose page answers every unknown GET: /metrics must not be one of them
  dist = mkdtempSync(path.join(tmpdir(), 'portal-metrics-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The labels of every sample of one metric, as `name{labels}` lines. */
const samples = (body: string, name: string) => body.split('\n').filter((line) => line.startsWith(`${name}{`));
const value = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics, on by default for this machine', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let person: ReturnType<typeof beneficiaryPayload>;
  let beneficiaryId: string;
  let body: string;

  beforeAll(async () => {
    ctx = await createTestContext({ WEB_DIST: dist });
    admin = await ctx.signIn('Administrator');
    person = beneficiaryPayload(await somePlace(ctx.handle.db), { mobile_no: '9812345670' });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-new-beneficiary',
      headers: admin.auth,
      payload: person,
    });
    expect(registered.statusCode).toBe(200);
    beneficiaryId = String(registered.json().beneficiaryId);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin.auth });
    // a name and a mobile number in searches, in a path, and in an unknown API path
    expect((await get(`/api/v1/beneficiary/get-beneficiary-details/${beneficiaryId}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/beneficiary/get-beneficiaries-list?isChecked=false&search=${person.first_name}`)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/v1/beneficiary/get-beneficiaries-list?isChecked=false&search=${person.mobile_no}`)).statusCode).toBe(
      200,
    );
    // read as an id of no one: the matched route's own 404
    expect((await get(`/api/v1/beneficiary/get-beneficiary-details/${person.first_name}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/nothing/${person.first_name}/${person.mobile_no}`)).statusCode).toBe(404);
    expect((await get(`/people/${person.first_name}`)).statusCode).toBe(200);
    // an upload checked and an export streamed, for the work counters
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/org/upload-villages',
      headers: admin.auth,
      payload: { dryRun: true, data: [{ Village: 'Metricpura', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 }] },
    });
    expect(upload.statusCode).toBe(200);
    const exported = await get(`/api/v1/beneficiary/export-beneficiaries?format=csv&isChecked=false&search=${person.first_name}`);
    expect(exported.statusCode).toBe(200);

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    body = response.body;
  });
  afterAll(() => ctx.close());

  it('answers the text format with the process, request, database and work metrics', () => {
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'http_request_duration_seconds',
      'portal_database_info',
      'portal_uploads_in_progress',
      'portal_exports_total',
    ]) {
      expect(body).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    expect(body).toContain(`portal_database_info{engine="${testDatabaseKind()}"} 1`);
  });

  it('labels requests by route pattern and status, an unknown path by one fixed value', () => {
    const details = 'method="GET",route="/api/v1/beneficiary/get-beneficiary-details/:id"';
    expect(value(body, `http_request_duration_seconds_count{${details},status_code="200"}`)).toBe(1);
    expect(value(body, `http_request_duration_seconds_count{${details},status_code="404"}`)).toBe(1);
    const list = 'method="GET",route="/api/v1/beneficiary/get-beneficiaries-list"';
    expect(value(body, `http_request_duration_seconds_count{${list},status_code="200"}`)).toBe(2);
    expect(value(body, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}')).toBe(1);
    // the web app's page for an unknown path
    expect(value(body, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="200"}')).toBe(1);
    const routes = new Set(samples(body, 'http_request_duration_seconds_count').map((line) => /route="([^"]*)"/.exec(line)?.[1]));
    for (const route of routes) expect(route).toMatch(/^(\/[\w:.-]+)+$|^\((unmatched|web app file)\)$/);
  });

  it('holds no personal data: no name, number, e-mail, token or id from the requests', () => {
    for (const text of [person.first_name, person.mobile_no, admin.email, admin.token, `/${beneficiaryId}`, 'search=', '?']) {
      expect(body).not.toContain(text);
    }
  });

  it('counts the upload and the export with their rows', () => {
    const village = 'kind="villages",dry_run="true"';
    expect(value(body, `portal_uploads_total{${village},outcome="done"}`)).toBe(1);
    expect(value(body, `portal_upload_rows_total{${village},result="created"}`)).toBe(1);
    expect(value(body, `portal_uploads_in_progress{${village}}`)).toBe(0);
    expect(value(body, 'portal_exports_total{format="csv",outcome="completed"}')).toBe(1);
    expect(value(body, 'portal_export_rows_total{format="csv"}')).toBe(1);
    expect(samples(body, 'portal_exports_in_progress')).toEqual([]);
  });

  it("reports the PostgreSQL pool's use and waits, and no pool for the embedded database", () => {
    if (testDatabaseKind() === 'pglite') {
      expect(body).not.toContain('portal_db_pool');
      return;
    }
    expect(value(body, 'portal_db_pool_max')).toBe(5);
    expect(value(body, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(value(body, 'portal_db_pool_waiting')).toBe(0);
    expect(value(body, 'portal_db_pool_wait_seconds_count')).toBeGreaterThan(5);
  });

  it('is 404, as for an unknown path, from an address not listed or through a proxy not trusted', async () => {
    const outside = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(NOT_FOUND);
    // a proxy on this machine: its clients would all look like loopback
    const forwarded = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(404);
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: admin.auth });
    expect(signedIn.statusCode).toBe(404);
  });

  it('answers a loopback IPv6 caller, and an IPv4 one seen on a dual-stack socket', async () => {
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1']) {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode).toBe(200);
    }
  });
});

describe('GET /metrics behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: '10.9.0.1', METRICS_ALLOW: '192.0.2.0/28, 2001:db8::1' });
  });
  afterAll(() => ctx.close());

  const scrape = (remoteAddress: string, forwardedFor?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('checks the client address the trusted proxy forwards', async () => {
    expect((await scrape('10.9.0.1', '192.0.2.5')).statusCode).toBe(200);
    expect((await scrape('10.9.0.1', '198.51.100.5')).statusCode).toBe(404);
    // the proxy itself is not listed
    expect((await scrape('10.9.0.1')).statusCode).toBe(404);
  });

  it('checks a direct caller by its own address, and refuses one that forwards unasked', async () => {
    expect((await scrape('192.0.2.9')).statusCode).toBe(200);
    expect((await scrape('2001:db8::1')).statusCode).toBe(200);
    expect((await scrape('192.0.2.16')).statusCode).toBe(404);
    expect((await scrape('127.0.0.1')).statusCode).toBe(404);
    expect((await scrape('192.0.2.9', '192.0.2.9')).statusCode).toBe(404);
  });
});

describe('METRICS=off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS: 'off', WEB_DIST: dist });
  });
  afterAll(() => ctx.close());

  it('has no /metrics route: a JSON 404, not the web app', async () => {
    expect(ctx.app.routeAccess.some((route) => route.url === '/metrics')).toBe(false);
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('still runs the uploads it would have counted', async () => {
    const admin = await ctx.signIn('Administrator');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/org/upload-villages',
      headers: admin.auth,
      payload: { dryRun: true, data: [{ Village: 'Offpura', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 }] },
    });
    expect(upload.json().report.created).toBe(1);
  });
});
