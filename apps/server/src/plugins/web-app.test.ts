import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let dist: string;
const SCRIPT = 'console.log("portal");'.repeat(50);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets/app-1234.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/app-1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets/app-1234.js.gz'), gzipSync(SCRIPT));
  ctx = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/beneficiary/MQ==', '/no/such/page'])(
    'answers %s with index.html and the security headers',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/api/v1/nothing', '/%61pi/v1/nothing', '/API/v1/nothing', '//api/v1/nothing', '/api;x/v1/nothing'])(
    'keeps unknown API paths, however spelled, as JSON 404s: %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Status: false, Message: 'Not found.', code: 'notFound' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('serves the web app files without a token, and they declare public access', async () => {
    const files = ctx.app.routeAccess.filter((route) => route.url.startsWith('/assets/') || route.url === '/index.html');
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((route) => route.access === 'public')).toBe(true);
  });

  it('sends pre-compressed, long-cached assets', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(SCRIPT);
  });
});
