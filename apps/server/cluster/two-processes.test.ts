import { randomBytes } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, GIVEN_CONSENT } from '../test/fixtures.ts';
import { withDatabase } from '../test/global-setup.ts';
import { type NginxProxy, startNginx } from '../test/nginx-proxy.ts';
import { type PortalProcess, signIn, startPortalProcess } from '../test/portal-process.ts';
import { hunsurSheet } from '../test/upload-sheets.ts';

const ADMIN = { email: 'cluster-admin@example.org', password: 'cluster-admin-password' };
const PEOPLE = 3000;

const server = process.env.DATABASE_URL;
if (!server) throw new Error('two portal processes need PostgreSQL: run under scripts/with-postgres.sh');
const name = `portal_cluster_${randomBytes(6).toString('hex')}`;
const url = withDatabase(server, name);

let portals: PortalProcess[] = [];
let proxy: NginxProxy;
let db: pg.Client;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${name}`);
  // both at the same moment on an empty database: one migrates and seeds while the other waits its turn
  const env = { DATABASE_URL: url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '127.0.0.1' };
  const started = await Promise.allSettled([startPortalProcess(env), startPortalProcess(env)]);
  portals = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  proxy = await startNginx(portals.map((p) => p.port));
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  await proxy?.stop();
  for (const portal of portals) {
    portal.child.kill('SIGTERM');
    await portal.exited;
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}, 60_000);

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
const call = (base: string, token: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  }).then(json);
/** Which of the two processes answered each request for `path`, from nginx's log. */
const answeredBy = (path: string) =>
  new Set(
    proxy
      .log()
      .filter((line) => line.split(' ')[1]?.startsWith(path))
      .map((line) => line.split(' ')[3]),
  );

describe('two portal processes on one PostgreSQL behind nginx', () => {
  it('started together on an empty database: each migration applied once, one administrator, both serving', async () => {
    const migrations = await db.query<{ n: number; distinct_hashes: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct_hashes FROM drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0].n).toBeGreaterThan(0);
    expect(migrations.rows[0].n).toBe(migrations.rows[0].distinct_hashes);
    const admins = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE work_email = $1', [ADMIN.email]);
    expect(admins.rows[0].n).toBe(1);
    for (const portal of portals) expect(portal.child.exitCode).toBeNull();
    for (let i = 0; i < 4; i++) expect((await fetch(`${proxy.url}/readyz`)).status).toBe(200);
    expect(answeredBy('/readyz').size).toBe(2);
  });

  it('signs in through one process and serves the session on the other', async () => {
    const token = await signIn(portals[0].url, ADMIN);
    const menu = await call(portals[1].url, token, '/api/v1/user/get-role-menu');
    expect(menu.status).toBe(200);
    expect((menu.body.user as { work_email: string }).work_email).toBe(ADMIN.email);
    for (let i = 0; i < 4; i++) expect((await call(proxy.url, token, '/api/v1/user/get-role-menu')).status).toBe(200);
    expect(answeredBy('/api/v1/user/get-role-menu').size).toBe(2);
  });

  it('replays an idempotent save sent again to the other process, and stores it once', async () => {
    const token = await signIn(proxy.url, ADMIN);
    const [place] = (
      await db.query(
        `SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
         ORDER BY v.village_id LIMIT 1`,
      )
    ).rows;
    const payload = { ...beneficiaryPayload(place), ...GIVEN_CONSENT };
    const key = `cluster-${randomBytes(8).toString('hex')}`;
    const save = (portal: PortalProcess) =>
      call(portal.url, token, '/api/v1/beneficiary/register-new-beneficiary', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: JSON.stringify(payload),
      });
    const first = await save(portals[0]);
    const again = await save(portals[1]);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiaries WHERE first_name = $1', [
      payload.first_name,
    ]);
    expect(stored.rows[0].n).toBe(1);
  });

  it("reports an export's progress through the proxy from both processes while it runs, then its end", async () => {
    const token = await signIn(proxy.url, ADMIN);
    const [{ village }] = (
      await db.query<{ village: string }>(
        `SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
         WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
      )
    ).rows;
    const beneficiaries = hunsurSheet({ prefix: 'Cluster', rows: PEOPLE, village, facilitator: ADMIN.email });
    // the sheet records no consent: stored while the office does not require it (decision 038)
    await db.query('UPDATE privacy_settings SET consent_required = false');
    const upload = await call(proxy.url, token, '/api/v1/beneficiary/register-multiple-beneficiaries', {
      method: 'POST',
      body: JSON.stringify({ beneficiaries }),
    });
    expect(upload.status).toBe(200);

    // the people's table held by another transaction: the export, started, waits for it
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE beneficiaries IN ACCESS EXCLUSIVE MODE');
    let held = true;
    const release = async () => {
      if (!held) return;
      held = false;
      await holder.query('COMMIT');
    };
    const download = new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(
        `${proxy.url}/api/v1/beneficiary/export-beneficiaries?format=csv&isChecked=true`,
        { headers: { authorization: `Bearer ${token}` } },
        resolve,
      ).on('error', reject),
    );
    try {
      let exportId = 0;
      for (let i = 0; i < 100 && !exportId; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const found = await db.query<{ export_id: number }>('SELECT export_id FROM exports WHERE outcome IS NULL');
        exportId = found.rows[0]?.export_id ?? 0;
      }
      expect(exportId).toBeGreaterThan(0);
      const poll = () => call(proxy.url, token, `/api/v1/beneficiary/export-progress/${exportId}`);
      const running = [];
      for (let i = 0; i < 6; i++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        running.push(await poll());
      }
      for (const answer of running) {
        expect(answer).toMatchObject({ status: 200, body: { Status: true, rows: 0, outcome: null } });
      }
      expect(answeredBy(`/api/v1/beneficiary/export-progress/${exportId}`).size).toBe(2);

      await release();
      const response = await download;
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['x-export-id'])).toBe(exportId);
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      await new Promise((resolve) => response.on('end', resolve));
      expect(bytes).toBeGreaterThan(0);
      let last = await poll();
      for (let i = 0; i < 50 && last.body.outcome === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        last = await poll();
      }
      expect(last.body).toMatchObject({ Status: true, outcome: 'completed', rows: PEOPLE + 1 });
      // asked again, of either process, the same answer
      expect((await poll()).body).toEqual(last.body);
      expect((await poll()).body).toEqual(last.body);
    } finally {
      await release();
      await holder.end();
    }
  });

  it('ends the other sessions at once on both processes when the password is changed on one', async () => {
    const user = { email: ADMIN.email, password: ADMIN.password };
    const here = await signIn(portals[0].url, user);
    const there = await signIn(portals[1].url, user);
    expect((await call(portals[1].url, there, '/api/v1/user/get-role-menu')).status).toBe(200);
    const changed = await call(portals[0].url, here, '/api/v1/auth/change-password', {
      method: 'POST',
      body: JSON.stringify({ password: 'a-new-cluster-password' }),
    });
    expect(changed.status).toBe(200);
    expect((await call(portals[1].url, there, '/api/v1/user/get-role-menu')).status).toBe(401);
    expect((await call(portals[0].url, there, '/api/v1/user/get-role-menu')).status).toBe(401);
    // the session that changed it goes on, on either process
    expect((await call(portals[1].url, here, '/api/v1/user/get-role-menu')).status).toBe(200);
    await expect(signIn(proxy.url, user)).rejects.toThrow();
    expect(await signIn(proxy.url, { ...user, password: 'a-new-cluster-password' })).toMatch(/\S/);
  });
});
