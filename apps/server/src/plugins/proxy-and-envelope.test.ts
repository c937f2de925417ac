import type { AddressInfo } from 'node:net';
import { LOGIN_TEXT, REQUEST_ERRORS } from '@portal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, rawRequest } from '../../test/raw-http.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('behind a proxy, only the listed proxies are believed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: '10.9.0.1' });
  });
  afterAll(() => ctx.close());

  const login = (email: string, remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/userNormalLogin',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a sender that is not a listed proxy cannot escape the throttle by rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await login(`someone-${i}@example.org`, '203.0.113.7', `198.51.100.${i}`)).statusCode);
    // the address throttle counts the real sender: 20 free failures, then 429
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('a faked office address does not get that office refused', async () => {
    for (let i = 0; i < 25; i++) await login(`faker-${i}@example.org`, '203.0.113.8', '192.0.2.50');
    const user = await ctx.signIn('Field Facilitator');
    const office = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/userNormalLogin',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
    expect(office.statusCode).toBe(200);
  });

  it("the listed proxy's X-Forwarded-For is the client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await login(`spray-${i}@example.org`, '10.9.0.1', '192.0.2.77')).statusCode);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const json = (await login('other@example.org', '10.9.0.1', '192.0.2.78')).json();
    expect(json.Message).toBe(LOGIN_TEXT.invalidCredentials);
  });

  it('sends HSTS when a proxy terminates TLS', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('CORS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CORS_ORIGIN: 'https://office.example.org' });
  });
  afterAll(() => ctx.close());

  it('answers the configured origin, and its preflight without a token', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/beneficiary/get-beneficiaries-list',
      headers: { origin: 'https://office.example.org', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://office.example.org');
    const other = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example.com' } });
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example.com');
  });

  it('still refuses the call itself without a token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/get-beneficiaries-list',
      headers: { origin: 'https://office.example.org' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('every error answer is the envelope, without internals', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  const envelope = (body: string) => JSON.parse(body) as { Status: boolean; Message: string };

  it('a path parameter over the length limit: 414 without the path or an internal code', async () => {
    const response = await rawRequest(port, {
      method: 'GET',
      target: `/api/v1/beneficiary/get-beneficiary-details/${'1'.repeat(600)}`,
    });
    expect(response.status).toBe(414);
    expect(envelope(response.body)).toEqual({ Status: false, Message: REQUEST_ERRORS.tooLarge, code: 'uriTooLong' });
    expect(response.body).not.toMatch(/FST_|111111/);
  });

  it('a malformed escape in the path: 400 in the envelope', async () => {
    const response = await rawRequest(port, { method: 'GET', target: '/api/v1/beneficiary/get-beneficiary-details/%E0%A4%A' });
    expect(response.status).toBe(400);
    expect(envelope(response.body)).toEqual({ Status: false, Message: REQUEST_ERRORS.invalidBody, code: 'invalidBody' });
  });

  it.each([
    [
      'a Content-Length that is not a number',
      'POST /api/v1/auth/userNormalLogin HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}',
      400,
    ],
    [
      'two Content-Lengths',
      'POST /api/v1/auth/userNormalLogin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      400,
    ],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400],
    ['headers over the size limit', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s: the envelope from the parser too', async (_label, bytes, status) => {
    const response = await rawExchange(port, bytes);
    expect(response.status).toBe(status);
    expect(envelope(response.body).Status).toBe(false);
    expect(response.body).not.toMatch(/Client Error|statusCode/);
  });
});
