import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';

/**
 * Sign-in back-off (decision 002). Three counters of failures:
 * - `address`: one client address, whatever the account (spraying many accounts from one place);
 * - `pair`: one account from one address (guessing one password from one place);
 * - `account`: one account from anywhere (guessing from many places).
 * After its free failures a counter asks for 1 s, 2 s, 4 s … up to its cap before the next check.
 * The account counter holds back in full only the addresses already suspect for that account; any
 * other address waits at most CLEAN_ADDRESS_PACE after the account's latest failure, so an attacker
 * cannot keep the owner out for long, yet can only guess at that pace from fresh addresses.
 */
const LIMITS = {
  address: { free: 20, capSeconds: 15 * 60 },
  pair: { free: 5, capSeconds: 15 * 60 },
  // above what one address can reach through its own back-off in a quarter hour (about 14)
  account: { free: 20, capSeconds: 15 * 60 },
} as const;
/** Failures of one account from one address that make the address suspect for that account. */
const SUSPECT_PAIR_FAILURES = 3;
const CLEAN_ADDRESS_PACE_SECONDS = 10;
// failures older than this are forgotten, so a slow typo never adds up to a block
const FORGET_AFTER_SECONDS = 15 * 60;
// rows untouched this long are deleted when someone signs in
const DELETE_AFTER_SECONDS = 24 * 60 * 60;
// keeps the counters far from integer overflow, whatever the attacker sends
const MAX_COUNTED_FAILURES = 1_000_000;
const MAX_EXPONENT = 30;

export interface ThrottleKeys {
  address: string;
  pair: string;
  account: string;
}

export const throttleKeys = (email: string, address: string): ThrottleKeys => ({
  address: `address:${address}`,
  pair: `pair:${address}|${email}`,
  account: `account:${email}`,
});

/** Seconds to wait after `failures`: none before the free ones are used, then doubling up to the cap. */
function backoffSeconds(keys: ThrottleKeys, key: SQL, failures: SQL): SQL {
  const limit = (field: 'free' | 'capSeconds') =>
    sql`CASE ${key} WHEN ${keys.address} THEN ${LIMITS.address[field]}::int WHEN ${keys.pair} THEN ${LIMITS.pair[field]}::int
        ELSE ${LIMITS.account[field]}::int END`;
  return sql`CASE WHEN ${failures} < ${limit('free')} THEN 0::float8
    ELSE least(${limit('capSeconds')}::float8, power(2::float8, least(${failures} - ${limit('free')}, ${MAX_EXPONENT}))) END`;
}

const AllowedWaitRow = z.object({ allowed: z.boolean(), wait: z.number() });

/**
 * Checks and counts one attempt in one atomic step: the three rows are locked, and either the attempt
 * is refused (nothing counted) or it is counted as a failure before the password is even checked, so
 * parallel guesses queue on the lock and each sees the ones before it. A success takes it back.
 * Returns the seconds to wait, or 0 when the password may be checked.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKeys): Promise<number> {
  await db.execute(sql`
    INSERT INTO login_throttle (throttle_key, failures, blocked_until, updated_at)
    VALUES (${keys.address}, 0, now(), now()), (${keys.pair}, 0, now(), now()), (${keys.account}, 0, now(), now())
    ON CONFLICT (throttle_key) DO NOTHING`);
  const [row] = await selectRows(
    db,
    AllowedWaitRow,
    sql`WITH locked AS MATERIALIZED (
          SELECT throttle_key, blocked_until, updated_at,
            CASE WHEN updated_at >= now() - make_interval(secs => ${FORGET_AFTER_SECONDS}) THEN failures ELSE 0 END AS recent
          FROM login_throttle WHERE throttle_key IN (${keys.address}, ${keys.pair}, ${keys.account})
          ORDER BY throttle_key FOR UPDATE
        ),
        state AS (
          SELECT max(blocked_until) FILTER (WHERE throttle_key <> ${keys.account}) AS own_until,
            max(blocked_until) FILTER (WHERE throttle_key = ${keys.account}) AS account_until,
            max(updated_at) FILTER (WHERE throttle_key = ${keys.account}) AS account_last,
            coalesce(max(recent) FILTER (WHERE throttle_key = ${keys.pair}), 0) >= ${SUSPECT_PAIR_FAILURES} AS suspect
          FROM locked
        ),
        decision AS (
          SELECT greatest(now(), own_until, CASE WHEN suspect THEN account_until
            ELSE least(account_until, account_last + make_interval(secs => ${CLEAN_ADDRESS_PACE_SECONDS})) END) AS until
          FROM state
        ),
        counted AS (
          UPDATE login_throttle t SET
            failures = least(l.recent, ${MAX_COUNTED_FAILURES}) + 1,
            updated_at = now(),
            -- no wait is never written as now(): a check that started earlier and queued on the lock would
            -- read this statement's later start as a wait of its own
            blocked_until = CASE WHEN b.seconds > 0 THEN now() + make_interval(secs => b.seconds)
              ELSE least(t.blocked_until, now()) END
          FROM locked l, decision d,
            LATERAL (SELECT ${backoffSeconds(keys, sql`l.throttle_key`, sql`(least(l.recent, ${MAX_COUNTED_FAILURES}) + 1)`)} AS seconds) b
          WHERE t.throttle_key = l.throttle_key AND d.until <= now()
        )
        SELECT d.until <= now() AS allowed,
          -- from the clock, not the statement's start: a statement that waited on the lock must not add its wait
          ceil(extract(epoch FROM d.until - clock_timestamp()))::int AS wait
        FROM decision d`,
  );
  if (!row || row.allowed) return 0;
  return Math.max(1, row.wait);
}

/**
 * The password was right: the owner's failures from this address are forgotten, and this attempt is
 * taken back from the address and account counters (their waits can only shorten).
 */
export async function acceptAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE throttle_key = ${keys.pair}
    OR updated_at < now() - make_interval(secs => ${DELETE_AFTER_SECONDS})`);
  await db.execute(sql`
    UPDATE login_throttle SET failures = greatest(failures - 1, 0),
      blocked_until = least(blocked_until,
        updated_at + make_interval(secs => ${backoffSeconds(keys, sql`throttle_key`, sql`greatest(failures - 1, 0)`)}))
    WHERE throttle_key IN (${keys.address}, ${keys.account})`);
}
