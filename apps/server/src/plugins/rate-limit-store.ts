import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's counters in the database, so every app node counts the same requests (its own
 * store lives in one process's memory). One statement counts a request and starts a new window when
 * the last one has passed; the client's address is kept only as a hash, with the route's name.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const limitKey = `${this.route} ${createHash('sha256').update(key).digest('base64url')}`;
      count(db, limitKey, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: unknown } }): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new DatabaseStore(routeOptions, `${String(method)} ${String(url)}`);
    }
  }
  return DatabaseStore;
}

async function count(db: Database, limitKey: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`INSERT INTO rate_limits AS r (limit_key, hits, window_start) VALUES (${limitKey}, 1, now())
        ON CONFLICT (limit_key) DO UPDATE SET
          hits = CASE WHEN r.window_start + ${window} <= now() THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.window_start + ${window} <= now() THEN now() ELSE r.window_start END
        RETURNING hits, (extract(epoch FROM r.window_start + ${window} - now()) * 1000)::int AS ttl`,
  );
  // a new window: the windows that ended long ago go (each key's row is otherwise kept for its next request)
  if (row.hits === 1) await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}
