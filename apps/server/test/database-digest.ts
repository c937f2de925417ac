import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/** Each table's columns, in their order: what a digest of a database of before reads, later. */
export async function tableColumns(db: Database): Promise<Record<string, string[]>> {
  const rows = await queryRows<{ table_name: string; columns: string[] }>(
    db,
    sql`SELECT table_name, array_agg(column_name::text ORDER BY ordinal_position) AS columns FROM information_schema.columns
        WHERE table_schema = 'public' GROUP BY table_name`,
  );
  return Object.fromEntries(rows.map((r) => [r.table_name, r.columns]));
}

/**
 * A fingerprint of every row of every table, to prove a run of requests changed nothing. Sessions are
 * taken without their last-use time, which a signed-in read may refresh. Given `columns` (a database's
 * of before), a table is read by those columns only: a column a later migration added is left out.
 */
export async function databaseDigest(db: Database, columns?: Record<string, string[]>): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name } of tables) {
    const only = columns?.[table_name];
    const rows =
      table_name === 'sessions'
        ? sql`SELECT session_id, user_id, token_hash, expires_at FROM sessions`
        : only
          ? sql`SELECT ${sql.join(
              only.map((c) => sql.identifier(c)),
              sql`, `,
            )} FROM ${sql.identifier(table_name)}`
          : sql`SELECT * FROM ${sql.identifier(table_name)}`;
    const [row] = await queryRows<{ digest: string; count: number }>(
      db,
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS count FROM (${rows}) t`,
    );
    digest[table_name] = `${row.count}:${row.digest}`;
  }
  return digest;
}
