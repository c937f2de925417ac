import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { authPlugin } from './auth.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it.each(['/api/v1/user/get-role-menu', '/api/v1/nothing-here', '/healthz'])('are on %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks API answers as not to be stored', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/get-role-menu' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('deny by default', () => {
  it('answers 401 without a token on every route that is not public', async () => {
    const checked: string[] = [];
    for (const route of ctx.app.routeAccess) {
      if (route.access === 'public' || route.access === 'address') continue;
      for (const method of route.method.split(',')) {
        const url = route.url.replace(/:(\w+)/g, 'MQ==');
        const response = await ctx.app.inject({
          method: method as 'GET',
          url,
          payload: ['GET', 'HEAD'].includes(method) ? undefined : {},
        });
        expect(response.statusCode, `${method} ${route.url}`).toBe(401);
        checked.push(`${method} ${route.url}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['GET /api/v1/user/get-role-menu', 'POST /api/v1/auth/logoutUser']));
  });

  it('the public routes are exactly the sign-in calls, the API description and health', () => {
    const publicRoutes = ctx.app.routeAccess.filter((r) => r.access === 'public').map((r) => r.url);
    expect(new Set(publicRoutes)).toEqual(
      new Set([
        '/api/v1/auth/userNormalLogin',
        '/api/v1/auth/user-google-login',
        '/api/v1/auth/identity-config',
        '/api/v1/openapi.json',
        '/healthz',
        '/readyz',
      ]),
    );
  });

  it('the only route limited to listed addresses is /metrics, and it names them', () => {
    const byAddress = ctx.app.routeAccess.filter((r) => r.access === 'address').map((r) => `${r.method} ${r.url}`);
    expect(byAddress).toEqual(['GET /metrics', 'HEAD /metrics']);
  });

  it('does not start with a route that forgets to declare its access', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: ctx.handle.db, config: loadConfig({}) });
    app.get('/api/v1/forgotten', async () => ({ Status: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v1\/forgotten/);
  });

  it.each(['bearer', 'BEARER', 'Bearer'])('accepts the scheme word %s in any case (RFC 7235)', async (scheme) => {
    const user = await ctx.signIn('Field Facilitator');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-role-menu',
      headers: { authorization: `${scheme} ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ Status: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ Status: true });
  });

  it('describes the API as OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/auth/userNormalLogin');
  });
});
