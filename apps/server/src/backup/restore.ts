import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPglite, pgliteDataPath } from '../db/client.ts';
import { claimDataDir, releaseDataDir, runningPortalPid } from '../db/embedded-lock.ts';
import { AdminError } from '../lib/admin-error.ts';
import { libpqEnvironment, postgresProgram } from './postgres-programs.ts';
import { dropUnknownSettings } from './restore-header.ts';
import { runProgram } from './run-program.ts';

/**
 * Sessions end with a restore (decision 021): sign-outs, deactivations and password changes made after
 * the backup are not in it, so its sessions must not come back; everyone signs in again.
 */
const END_SESSIONS = `
DO $$ BEGIN IF to_regclass('public.sessions') IS NOT NULL THEN DELETE FROM public.sessions; END IF; END $$;
`;

/** psql meta-commands of a newer pg_dump; PGlite takes SQL only. */
const PSQL_META = /^\\(?:un)?restrict\b.*$/gm;

/** Tables, views, sequences and schemas of the database's own: an empty database has none. */
const OWN_OBJECTS = `
  SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%')
       + (SELECT count(*) FROM pg_namespace
           WHERE nspname NOT IN ('public', 'pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%') AS n`;

async function restorePostgres(connectionString: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  let known: Set<string>;
  try {
    const [{ n }] = (await client.query<{ n: string }>(OWN_OBJECTS)).rows;
    if (Number(n) > 0)
      throw new AdminError(
        'The database in DATABASE_URL is not empty; nothing was changed. Restore into a new, empty database (createdb).',
      );
    known = new Set((await client.query<{ name: string }>('SELECT name FROM pg_settings')).rows.map((r) => r.name));
  } finally {
    await client.end();
  }
  // one transaction: a restore that fails part-way leaves the database as empty as it was
  async function* statements() {
    yield* createReadStream(file).pipe(dropUnknownSettings(known));
    yield END_SESSIONS;
  }
  const input = Readable.from(statements());
  await runProgram(postgresProgram('psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-'], {
    env: libpqEnvironment(connectionString),
    stdin: input,
  });
}

async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (runningPortalPid(dataDir))
    throw new AdminError(`A portal is running on ${dataDir}; nothing was changed. Restore into a new, empty folder.`);
  const pgdata = pgliteDataPath(dataDir);
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0)
    throw new AdminError(`${dataDir} already holds a database; nothing was changed. Restore into a new, empty folder.`);
  const dump = readFileSync(file, 'utf8').replace(PSQL_META, '');
  if (/^COPY .* FROM stdin;$/m.test(dump))
    throw new AdminError('This dump loads its rows with COPY, which the embedded database cannot take; make it with `backup`.');
  claimDataDir(dataDir);
  let restored = false;
  try {
    const handle = await openPglite(dataDir);
    try {
      // one simple query: one transaction
      await handle.pglite!.exec(dump + END_SESSIONS);
      restored = true;
    } finally {
      await handle.close();
    }
  } finally {
    releaseDataDir(dataDir);
    if (!restored) rmSync(pgdata, { recursive: true, force: true });
  }
}

/** `restore --from FILE` into an empty PostgreSQL database (DATABASE_URL) or an empty data folder. */
export async function restoreBackup(config: Config, file: string): Promise<{ ms: number }> {
  if (!existsSync(file)) throw new AdminError(`No such file: ${file}`);
  const started = performance.now();
  if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file);
  else await restorePglite(config.dataDir, file);
  return { ms: Math.round(performance.now() - started) };
}
