import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 8080, ./data and demo data on the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.dataDir).toMatch(/\/data$/);
    // npm runs workspace scripts in their own folder; the data folder is where the command was typed
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(config.demoData).toBe(true);
  });

  it('turns demo data off with DATABASE_URL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('stops with a list of every bad value', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*ADMIN_EMAIL/);
  });

  it("leaves an upload's chunk to the upload unless set, and refuses one too small to be a chunk", () => {
    expect(loadConfig({}).UPLOAD_CHUNK_ROWS).toBeUndefined();
    expect(loadConfig({ UPLOAD_CHUNK_ROWS: '500' }).UPLOAD_CHUNK_ROWS).toBe(500);
    expect(() => loadConfig({ UPLOAD_CHUNK_ROWS: '5' })).toThrow(/UPLOAD_CHUNK_ROWS/);
  });

  it('trusts X-Forwarded-For only from listed proxies, never from everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.8.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.8.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: list the addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,office-proxy,10.1.0.0/33' })).toThrow(
      /not an address: office-proxy, 10.1.0.0\/33/,
    );
  });

  it('serves /metrics by default to this machine only; turned off or opened to listed addresses', () => {
    expect(loadConfig({}).METRICS).toBe('on');
    expect(loadConfig({}).METRICS_ALLOW).toEqual(['loopback']);
    expect(loadConfig({ METRICS: 'off' }).METRICS).toBe('off');
    expect(loadConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,FD00::/8' }).METRICS_ALLOW).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ METRICS: 'maybe' })).toThrow(/METRICS/);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.local,10.0.0.0/40' })).toThrow(
      /METRICS_ALLOW: .*not an address: prometheus.local, 10.0.0.0\/40/,
    );
    expect(() => loadConfig({ METRICS_ALLOW: ' , ' })).toThrow(/METRICS_ALLOW/);
  });
});
