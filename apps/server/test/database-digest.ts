import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/**
 * A fingerprint of every row of every table, to prove a run of requests changed nothing. Sessions are
 * taken without their last-use time, which a signed-in read may refresh.
 */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows =
      table_name === 'sessions'
        ? sql`SELECT session_id, user_id, token_hash, expires_at FROM sessions`
        : sql`SELECT * FROM ${sql.identifier(table_name)}`;
    const [row] = await queryRows<{ digest: string; count: number }>(
      db,
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS count FROM (${rows}) t`,
    );
    digest[table_name] = `${row.count}:${row.digest}`;
  }
  return digest;
}
