import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { type PortalProcess, signIn, startPortalProcess } from '../../../test/portal-process.ts';
import { TEMPLATE_DATABASE, testDatabaseKind } from '../../../test/test-database.ts';
import { CHUNK, CHUNKED, hunsurSheet } from '../../../test/upload-sheets.ts';
import { pgliteDataPath } from '../../db/client.ts';
import { runDir, SOCKET_PORT } from '../../db/embedded-lock.ts';

// the seeded administrator of the test databases (test/global-setup.ts)
const ADMIN = { email: 'seed-admin@example.org', password: 'seed-admin-password' };
// ten chunks of the upload: the process is killed once the first is stored
const ROWS = 10 * CHUNK;

/** A database of its own, from the seeded test database, for portals in processes of their own. */
interface PortalDatabase {
  env: Record<string, string>;
  /** A connection that reads what the running portal stored (on PGlite, through the portal's socket). */
  connect(): Promise<pg.Client>;
  /** A number read with no portal running (PGlite: the folder opened here, with its crash recovery). */
  countStopped(query: string, values: unknown[]): Promise<number>;
  remove(): Promise<void>;
}

async function portalDatabase(): Promise<PortalDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
    const copy = await PGlite.create(pgliteDataPath(dir), {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      extensions: { pg_trgm },
    });
    await copy.close();
    return {
      env: { DATA_DIR: dir },
      connect: async () => {
        const client = new pg.Client({ host: runDir(dir), port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
        // the connection ends with the portal's process
        client.on('error', () => {});
        await client.connect();
        return client;
      },
      countStopped: async (query, values) => {
        const db = await PGlite.create(pgliteDataPath(dir), { extensions: { pg_trgm } });
        try {
          return Number((await db.query<{ n: number }>(query, values)).rows[0].n);
        } finally {
          await db.close();
        }
      },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = process.env.DATABASE_URL as string;
  const name = `portal_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(server, name);
  return {
    env: { DATABASE_URL: url },
    connect: async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      return client;
    },
    countStopped: async (query, values) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query<{ n: number }>(query, values)).rows[0].n);
      } finally {
        await client.end();
      }
    },
    remove: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface Portal extends PortalProcess {
  token: string;
}

/** The real portal in a process of its own, ready, with a signed-in administrator. */
async function startPortal(database: PortalDatabase): Promise<Portal> {
  const portal = await startPortalProcess({ ...database.env, ...CHUNKED });
  return { ...portal, token: await signIn(portal.url, ADMIN) };
}

async function upload(portal: Portal, beneficiaries: object[]) {
  const response = await fetch(`${portal.url}/api/v1/beneficiary/register-multiple-beneficiaries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${portal.token}` },
    body: JSON.stringify({ beneficiaries }),
  });
  return { status: response.status, body: (await response.json()) as { report: Record<string, unknown> } };
}

/** `ROWS` new people of Hunsur, in the order they are written; every third row enrols them. */
const sheet = (prefix: string, village: string) => hunsurSheet({ prefix, rows: ROWS, village, facilitator: ADMIN.email });

let database: PortalDatabase;
const portals: Portal[] = [];
beforeAll(async () => {
  database = await portalDatabase();
}, 60_000);
afterAll(async () => {
  for (const portal of portals) {
    portal.child.kill('SIGKILL');
    await portal.exited;
  }
  await database?.remove();
});

describe('an upload whose process is killed in the middle', () => {
  it('is undone when the portal starts again, and the same sheet then stores every row once', async () => {
    const prefix = `Crash${randomBytes(3)
      .toString('hex')
      .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
    const first = await startPortal(database);
    portals.push(first);
    let observer = await database.connect();
    const count = async (query: string, ...values: unknown[]) =>
      Number((await observer.query<{ n: number }>(query, values)).rows[0].n);
    const stored = () => count('SELECT count(*)::int AS n FROM beneficiaries WHERE first_name LIKE $1', `${prefix}%`);
    // the sheet records no consent: stored while the office does not require it (decision 038)
    await observer.query('UPDATE privacy_settings SET consent_required = false');
    const [{ village }] = (
      await observer.query<{ village: string }>(
        `SELECT v.village_name AS village FROM villages v JOIN talukas t USING (taluka_id)
         WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 1`,
      )
    ).rows;
    const beneficiaries = sheet(prefix, village);

    // killed (SIGKILL: no handler runs) once some of its chunks are stored and before all are
    let answered = false;
    const cut = upload(first, beneficiaries)
      .catch((error: unknown) => error)
      .finally(() => {
        answered = true;
      });
    let seen = 0;
    while (seen === 0 && !answered) seen = await stored();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await cut).toBeInstanceOf(Error);
    await observer.end().catch(() => {});
    // what the killed upload left stored: some of its chunks, not all
    const left = await database.countStopped('SELECT count(*)::int AS n FROM beneficiaries WHERE first_name LIKE $1', [
      `${prefix}%`,
    ]);
    expect(left, `stored when the process was killed (${seen} seen)`).toBeGreaterThan(0);
    expect(left, `stored when the process was killed (${seen} seen)`).toBeLessThan(ROWS);

    const second = await startPortal(database);
    portals.push(second);
    observer = await database.connect();
    expect(await stored()).toBe(0);
    // nothing of the killed upload is recorded: no audit record of its people or enrolments, no upload
    const orphanAudit = () =>
      count(
        'SELECT count(*)::int AS n FROM audit_events WHERE upload_id IS NOT NULL AND upload_id NOT IN (SELECT upload_id FROM uploads)',
      );
    const uploadsBefore = await count('SELECT count(*)::int AS n FROM uploads');
    expect(await orphanAudit()).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM upload_transactions')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM upload_transaction_chunks')).toBe(0);

    const again = await upload(second, beneficiaries);
    expect(again.status).toBe(200);
    expect(again.body.report).toMatchObject({ created: ROWS, skipped: 0, rejected: [] });
    const replay = await upload(second, beneficiaries);
    expect(replay.body.report).toMatchObject({ created: 0, skipped: ROWS });
    expect(await stored()).toBe(ROWS);
    // the stored upload and its replay are recorded, every person of it audited once
    expect(await count('SELECT count(*)::int AS n FROM uploads')).toBe(uploadsBefore + 2);
    expect(await orphanAudit()).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM audit_events a JOIN beneficiaries b USING (beneficiary_id)
         WHERE b.first_name LIKE $1 AND a.action = 'beneficiaryCreated' AND a.upload_row IS NOT NULL`,
        `${prefix}%`,
      ),
    ).toBe(ROWS);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM beneficiary_programs p JOIN beneficiaries b USING (beneficiary_id)
         WHERE b.first_name LIKE $1`,
        `${prefix}%`,
      ),
    ).toBe(Math.ceil(ROWS / 3));
    await observer.end();
  }, 240_000);
});
