import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

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
    const routes = ctx.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/api\/v1\/\S+) \(([A-Z, ]+)\)/.exec(line.replace(/^[\s│├└─]+/, '')))
      .filter((m): m is RegExpExecArray => m !== null);
    const publicRoutes = new Set([
      '/api/v1/auth/userNormalLogin',
      '/api/v1/auth/user-google-login',
      '/api/v1/auth/identity-config',
      '/api/v1/openapi.json',
    ]);
    const checked: string[] = [];
    for (const [, path, methods] of routes) {
      if (publicRoutes.has(path)) continue;
      for (const method of methods.split(', ').filter((m) => m !== 'HEAD')) {
        const url = path.replace(/:(\w+)/g, 'MQ==');
        const response = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['GET /api/v1/user/get-role-menu', 'POST /api/v1/auth/logoutUser']));
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
