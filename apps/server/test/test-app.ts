import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createUser } from '../src/accounts/users.ts';
import { type App, type AppOptions, buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { wrapPglite } from '../src/db/pglite-client.ts';
import { withDatabase } from './global-setup.ts';
import { TEMPLATE_DATABASE, testDatabaseKind } from './test-database.ts';

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  /** Creates a user with that role and returns a session token for them. */
  signIn(role?: string, overrides?: { email?: string; password?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestUser {
  token: string;
  email: string;
  password: string;
  userId: number;
  empId: string;
  auth: { authorization: string };
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const pglite = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
    return { handle: wrapPglite(pglite), drop: async () => {} };
  }
  const url = process.env.DATABASE_URL as string;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  return {
    handle: openPostgres(withDatabase(url, name), 5),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let userCounter = 0;

/**
 * A whole application on a fresh copy of the seeded test database. With `logLines`, the app logs
 * as in production (level info) into that array.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: {
    logLines?: string[];
    idempotency?: AppOptions['idempotency'];
    /**
     * The office's consent setting (decision 036): `optional` (the tests of everything but consent
     * register people without it, as an office that turns the setting off does), or the database's
     * own, `required`, for the tests of consent.
     */
    consent?: 'optional' | 'default';
  } = {},
): Promise<TestContext> {
  const { handle, drop } = await openTestDatabase();
  if ((options.consent ?? 'optional') === 'optional')
    await handle.db.execute(sql`UPDATE privacy_settings SET consent_required = false`);
  // test files run side by side on a few cores, each with its database in the same process: a stalled
  // event loop there is the test machine's, and must not shed the requests a test is asserting on
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  const lines = options.logLines;
  const logger = lines ? loggerOptions('info', { write: (line) => lines.push(line) }) : false;
  const app = await buildApp({ config, db: handle.db, logger, idempotency: options.idempotency });
  await app.ready();
  return {
    app,
    handle,
    async signIn(role = 'Administrator', overrides = {}) {
      userCounter += 1;
      const email = overrides.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.org`;
      const password = overrides.password ?? 'correct-horse-1';
      const user = await createUser(handle.db, { email, name: `Test User ${userCounter}`, roleName: role, password });
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: { email, password } });
      const token = response.json().token as string;
      return { token, email, password, userId: user.userId, empId: user.empId, auth: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
