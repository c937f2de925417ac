import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL client program (pg_dump, psql) from Debian's packages, newest major first: pg_dump
 * refuses a server newer than itself. Elsewhere, the one on PATH.
 */
export function postgresProgram(name: 'pg_dump' | 'psql'): string {
  const majors = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((v) => /^\d+$/.test(v)) : [];
  majors.sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const file = path.join(DEBIAN_ROOT, major, 'bin', name);
    if (existsSync(file)) return file;
  }
  return name;
}

/** libpq's environment for a connection URL: the password stays out of the process list. */
export function libpqEnvironment(connectionString: string): NodeJS.ProcessEnv {
  const url = new URL(connectionString);
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'portal-backup' };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (database) env.PGDATABASE = database;
  const host = url.searchParams.get('host');
  if (host) env.PGHOST = host;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}
