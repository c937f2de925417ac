import { LIST_STATEMENT_TIMEOUT_MS } from '@portal/contract/constants';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { z } from 'zod';
import type { Database, DatabaseHandle } from './handle.ts';
import * as schema from './schema/index.ts';

export type { Database, DatabaseHandle } from './handle.ts';
export { pgliteDataPath } from './handle.ts';

// node-postgres would turn `date` columns into JS Dates in local time; the API speaks YYYY-MM-DD text
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * The embedded database, from its own module: its engine (PGlite and drizzle's driver for it) is
 * loaded only when used, so a portal on PostgreSQL never holds it (idle memory, decision 019).
 */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  return (await import('./pglite-client.ts')).openPglite(dataDir);
}

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // the list's reads stop at a time limit, so no search or filter holds a connection for long
  const listPool = new pg.Pool({ connectionString, max: poolSize, statement_timeout: LIST_STATEMENT_TIMEOUT_MS });
  // an idle client's network error must not crash the process; the next query reports it
  pool.on('error', () => {});
  listPool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const lists = drizzleNodePg(listPool, { schema }) as unknown as Database;
  pools.set(db, pool);
  pools.set(lists, listPool);
  listDatabases.set(db, lists);
  return { db, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), listPool.end()])) };
}

const dialect = new PgDialect();
const pools = new WeakMap<object, pg.Pool>();
const listDatabases = new WeakMap<object, Database>();

/**
 * The database for the list's and the count's reads: on PostgreSQL a pool of its own whose statements
 * stop after `LIST_STATEMENT_TIMEOUT_MS` (SQLSTATE 57014, answered 503 `queryTimeout`); the embedded
 * database runs each statement in this process and cannot stop one, so there it is the same.
 */
export const listDatabase = (db: Database): Database => listDatabases.get(db) ?? db;

/** The connection pool behind a PostgreSQL database; none for the embedded one. */
export const postgresPool = (db: Database): pg.Pool | undefined => pools.get(db);

const clients = new WeakMap<object, pg.PoolClient>();
const onClients = new WeakMap<pg.PoolClient, Database>();

/**
 * A database whose statements all run on one connection taken from a pool (its session's locks hold
 * for them). Made once per connection: the pool hands the same few out again, and making one reads
 * the whole schema.
 */
export function onConnection(client: pg.PoolClient): Database {
  const known = onClients.get(client);
  if (known) return known;
  const db = drizzleNodePg(client, { schema }) as unknown as Database;
  clients.set(db, client);
  onClients.set(client, db);
  return db;
}

/**
 * Rows of a statement that runs on every request. On PostgreSQL it is a named prepared statement,
 * parsed and planned once per connection; `name` must always go with the same SQL text.
 */
export async function queryPrepared<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const runner = pools.get(db) ?? clients.get(db);
  if (!runner) return queryRows<T>(db, query);
  const compiled = dialect.sqlToQuery(query);
  return (await runner.query({ name, text: compiled.sql, values: compiled.params as unknown[] })).rows as T[];
}

/**
 * Rows of a raw SQL statement, whichever driver runs it, cast to T unchecked: for bulk paths where
 * parsing each row would cost. Elsewhere selectRows, whose row schema is checked.
 */
export async function queryRows<T>(db: Database, query: Parameters<Database['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Query = Parameters<Database['execute']>[0];

/**
 * Each row checked against the schema of its columns: a renamed column or a misspelt alias fails
 * here, at once, and the row's type comes from the schema (not from a cast). The error names the
 * columns at fault, never their values (rows hold personal data).
 */
function checkedRows<S extends z.ZodType>(row: S, rows: unknown[], what: string): z.output<S>[] {
  return rows.map((value) => {
    const parsed = row.safeParse(value);
    if (parsed.success) return parsed.data;
    const columns = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(row)'} (${issue.code})`).join(', ');
    throw new Error(`A row of ${what} does not match its schema: ${columns}`);
  });
}

/** Rows of a raw SQL statement, each parsed by its row schema. */
export async function selectRows<S extends z.ZodType>(db: Database, row: S, query: Query): Promise<z.output<S>[]> {
  return checkedRows(row, await queryRows<unknown>(db, query), 'a statement');
}

/** As selectRows, as a named prepared statement on PostgreSQL (queryPrepared). */
export async function selectPrepared<S extends z.ZodType>(
  db: Database,
  name: string,
  row: S,
  query: SQL,
): Promise<z.output<S>[]> {
  return checkedRows(row, await queryPrepared<unknown>(db, name, query), name);
}

/** One array parameter (drizzle would otherwise expand a JS array into a list of parameters). */
export const arrayParam = <T>(values: readonly T[]) => sql.param(values);

/**
 * Values as one PostgreSQL array literal, for `unnest(${literal}::text[])`. Built ahead by the caller:
 * the driver would build it only when the statement is sent, while the database waits.
 */
export function arrayLiteral(values: readonly (string | number | null | undefined)[]): string {
  const items = values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}
