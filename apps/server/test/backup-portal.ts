import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser } from '../src/accounts/users.ts';
import { type App, buildApp } from '../src/app.ts';
import { serveBackups } from '../src/backup/backup-socket.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, queryRows } from '../src/db/client.ts';
import { claimDataDir, releaseDataDir } from '../src/db/embedded-lock.ts';
import { prepareDatabase } from '../src/db/seed/prepare-database.ts';
import { beneficiaryPayload, GIVEN_CONSENT, somePlace } from './fixtures.ts';

const CLI = path.resolve(import.meta.dirname, '../src/cli/main.ts');
const LIST = '/api/v1/beneficiary/get-beneficiaries-list?isChecked=true&offset=0';
export const PASSWORD = 'before-the-backup-1';

/** `npm run cli -- …` as its own process, with only these database settings (none from the test run). */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env };
    execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { env: childEnv }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error.code as number) ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

export interface Portal {
  app: App;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The portal as `npm start` prepares it, on an open database. */
export async function startPortal(handle: DatabaseHandle, connectionString?: string): Promise<Portal> {
  await prepareDatabase(handle, {
    connectionString,
    demoData: false,
    adminEmail: 'admin@example.org',
    adminPassword: 'admin-password',
  });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  return { app, handle, close: () => app.close() };
}

export async function signIn(app: App, email: string, password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: { email, password } });
  return { status: response.statusCode, token: response.json().token as string | undefined };
}

/** A staff user with a session, as the office has before its backup. */
export async function staffUser(portal: Portal): Promise<{ email: string; token: string }> {
  const email = `officer-${Date.now()}@example.org`;
  await createUser(portal.handle.db, { email, name: 'Officer', roleName: 'Administrator', password: PASSWORD });
  const { token } = await signIn(portal.app, email);
  return { email, token: token as string };
}

/**
 * Registrations one after another until stopped, each acknowledged (200) before the next: the ids
 * and the time each one was acknowledged.
 */
export function keepRegistering(portal: Portal, token: string) {
  const acknowledged: { id: number; at: number }[] = [];
  let stopped = false;
  const done = (async () => {
    const place = await somePlace(portal.handle.db);
    while (!stopped) {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/register-new-beneficiary',
        headers: { authorization: `Bearer ${token}` },
        payload: { ...beneficiaryPayload(place), ...GIVEN_CONSENT },
      });
      expect(response.statusCode).toBe(200);
      acknowledged.push({ id: response.json().beneficiaryId as number, at: performance.now() });
      // requests arrive from the network in the portal: let the rest of the process (the backup) run
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

export const beneficiaryIds = async (handle: DatabaseHandle) =>
  (await queryRows<{ id: number }>(handle.db, sql`SELECT beneficiary_id AS id FROM beneficiaries`)).map((r) => r.id);

/**
 * A portal on a restored database: every registration acknowledged before the backup began is there,
 * none that was not acknowledged by its end, the old password signs in, the old session has ended,
 * the list is served and a new registration gets a new id.
 */
export async function expectRestored(
  portal: Portal,
  facts: { email: string; oldToken: string; before: number[]; acknowledged: number[]; source: number[] },
): Promise<void> {
  const ids = new Set(await beneficiaryIds(portal.handle));
  const source = new Set(facts.source);
  expect([...ids].filter((id) => !source.has(id))).toEqual([]);
  // one moment of the source: the registrations up to some point, every one before the backup among them
  const restored = facts.acknowledged.filter((id) => ids.has(id));
  expect(restored).toEqual(facts.acknowledged.slice(0, restored.length));
  expect(restored.length).toBeGreaterThanOrEqual(facts.before.length);
  expect(facts.before.length).toBeGreaterThan(0);

  const old = await portal.app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${facts.oldToken}` } });
  expect(old.statusCode).toBe(401);
  const { status, token } = await signIn(portal.app, facts.email);
  expect(status).toBe(200);
  const list = await portal.app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${token}` } });
  expect(list.statusCode).toBe(200);
  expect(list.json().Data.length).toBeGreaterThan(0);

  const place = await somePlace(portal.handle.db);
  const fresh = await portal.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary/register-new-beneficiary',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...beneficiaryPayload(place), ...GIVEN_CONSENT },
  });
  expect(fresh.statusCode, fresh.body).toBe(200);
  expect(ids.has(fresh.json().beneficiaryId)).toBe(false);
}

export interface BackedUpOffice {
  file: string;
  work: string;
  backupOutput: string;
  facts: { email: string; oldToken: string; before: number[]; acknowledged: number[]; source: number[] };
  close(): Promise<void>;
}

/** An office on the embedded database, its portal running and registering, backed up from the command line. */
export async function embeddedOfficeBackup(): Promise<BackedUpOffice> {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  const dataDir = path.join(work, 'data');
  const file = path.join(work, 'office.sql');
  claimDataDir(dataDir);
  const handle = await openPglite(dataDir);
  const service = await serveBackups(dataDir, handle.pglite!);
  const source = await startPortal(handle);
  const { email, token } = await staffUser(source);
  const writes = keepRegistering(source, token);
  while (writes.acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = writes.acknowledged.map((w) => w.id);
  const backup = await runCli(['backup', '--to', file], { DATA_DIR: dataDir });
  await writes.stop();
  const facts = {
    email,
    oldToken: token,
    before,
    acknowledged: writes.acknowledged.map((w) => w.id),
    source: await beneficiaryIds(handle),
  };
  return {
    file,
    work,
    backupOutput: backup.output,
    facts,
    close: async () => {
      await source.close();
      await service.close();
      await handle.close();
      releaseDataDir(dataDir);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
