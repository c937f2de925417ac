import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

/** Failures allowed before back-off starts: per account, and (higher) per client address. */
const FREE_FAILURES = { account: 5, address: 20 } as const;
const MAX_BLOCK_SECONDS = 15 * 60;
// failures older than this are forgotten, so a slow typo never adds up to a block
const FORGET_AFTER_SECONDS = 15 * 60;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export const throttleKeys = (email: string, address: string): ThrottleKeys => ({
  account: `account:${email}`,
  address: `address:${address}`,
});

/** Seconds until another attempt is allowed, or 0. */
export async function secondsBlocked(db: Database, keys: ThrottleKeys): Promise<number> {
  const [row] = await queryRows<{ wait: number | null }>(
    db,
    sql`SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS wait
        FROM login_throttle WHERE throttle_key IN (${keys.account}, ${keys.address})`,
  );
  return Math.max(0, row?.wait ?? 0);
}

/** Exponential back-off (1 s, 2 s, 4 s … 15 min) after the free failures; no long lock-out. */
export async function recordFailure(db: Database, keys: ThrottleKeys): Promise<void> {
  for (const [kind, key] of Object.entries(keys) as [keyof ThrottleKeys, string][]) {
    const free = FREE_FAILURES[kind];
    await db.execute(sql`
      INSERT INTO login_throttle AS t (throttle_key, failures, blocked_until, updated_at)
      VALUES (${key}, 1, now(), now())
      ON CONFLICT (throttle_key) DO UPDATE SET
        failures = CASE WHEN t.updated_at < now() - make_interval(secs => ${FORGET_AFTER_SECONDS}) THEN 1 ELSE t.failures + 1 END,
        updated_at = now(),
        blocked_until = CASE
          WHEN t.updated_at >= now() - make_interval(secs => ${FORGET_AFTER_SECONDS}) AND t.failures + 1 > ${free}
          THEN now() + make_interval(secs => least(${MAX_BLOCK_SECONDS}, power(2, t.failures - ${free})::int))
          ELSE now() END`);
  }
}

export async function clearFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE throttle_key = ${keys.account}`);
}
