import { IDEMPOTENCY_KEY_TTL_HOURS } from '@portal/contract/idempotency';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../db/client.ts';

/** One key of one user on one route (method and route pattern). */
export interface KeyRef {
  userId: number;
  route: string;
  keyHash: string;
}

export interface StoredKey {
  requestHash: string;
  /** null while the first request is still being processed */
  statusCode: number | null;
  responseBody: string | null;
}

const TTL_SECONDS = IDEMPOTENCY_KEY_TTL_HOURS * 3600;
const thisKey = (ref: KeyRef) => sql`user_id = ${ref.userId} AND route = ${ref.route} AND key_hash = ${ref.keyHash}`;

const ClaimRow = z.object({ claim: z.string() });

/**
 * Takes the key for this request, in one statement: a new key, one whose answer is older than its 24
 * hours, or one whose request stopped renewing its claim (its process died) for `leaseSeconds`. The primary key makes exactly one
 * of any number of requests, in any number of processes, the one that runs the write.
 */
export async function claimKey(db: Database, ref: KeyRef, requestHash: string, claim: string, leaseSeconds: number) {
  const rows = await selectRows(
    db,
    ClaimRow,
    sql`INSERT INTO idempotency_keys AS k (user_id, route, key_hash, request_hash, claim)
        VALUES (${ref.userId}, ${ref.route}, ${ref.keyHash}, ${requestHash}, ${claim})
        ON CONFLICT (user_id, route, key_hash) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, claim = EXCLUDED.claim, status_code = NULL,
              response_body = NULL, created_at = now(), heartbeat_at = now()
          WHERE (k.status_code IS NOT NULL AND k.created_at < now() - make_interval(secs => ${TTL_SECONDS}))
             OR (k.status_code IS NULL AND k.heartbeat_at < now() - make_interval(secs => ${leaseSeconds}))
        RETURNING k.claim`,
  );
  return rows.length === 1;
}

const StoredKeyRow = z.object({
  request_hash: z.string(),
  status_code: z.number().nullable(),
  response_body: z.string().nullable(),
});

export async function readKey(db: Database, ref: KeyRef): Promise<StoredKey | undefined> {
  const [row] = await selectRows(
    db,
    StoredKeyRow,
    sql`SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE ${thisKey(ref)}`,
  );
  return row && { requestHash: row.request_hash, statusCode: row.status_code, responseBody: row.response_body };
}

/** Keeps the answer, if this request still holds the key (a stalled one may have lost it). */
export async function storeAnswer(db: Database, ref: KeyRef, claim: string, statusCode: number, body: string) {
  await db.execute(
    sql`UPDATE idempotency_keys SET status_code = ${statusCode}, response_body = ${body}
        WHERE ${thisKey(ref)} AND claim = ${claim} AND status_code IS NULL`,
  );
}

/** Lets the key go without an answer: the next request with it runs. */
export async function releaseKey(db: Database, ref: KeyRef, claim: string) {
  await db.execute(sql`DELETE FROM idempotency_keys WHERE ${thisKey(ref)} AND claim = ${claim} AND status_code IS NULL`);
}

export async function renewClaim(db: Database, ref: KeyRef, claim: string) {
  await db.execute(
    sql`UPDATE idempotency_keys SET heartbeat_at = now() WHERE ${thisKey(ref)} AND claim = ${claim} AND status_code IS NULL`,
  );
}

const CountRow = z.object({ n: z.number() });

/** Deletes the keys older than their 24 hours, except one whose request is still running. */
export async function purgeExpiredKeys(db: Database, leaseSeconds: number): Promise<number> {
  const rows = await selectRows(
    db,
    CountRow,
    sql`WITH gone AS (
          DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => ${TTL_SECONDS})
            AND (status_code IS NOT NULL OR heartbeat_at < now() - make_interval(secs => ${leaseSeconds}))
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}
