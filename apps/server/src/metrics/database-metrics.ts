import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { type Database, postgresPool } from '../db/client.ts';

// seconds: a free connection is taken in microseconds, a new one opened in milliseconds
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Times each wait for a connection. node-postgres reports how many wait only at the moment it is
 * asked, which a scrape every few seconds misses; this histogram keeps every wait.
 */
function timeWaits(pool: pg.Pool, waits: Histogram): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<unknown> | undefined;
  const timed = (callback?: (...args: unknown[]) => void) => {
    const end = waits.startTimer();
    if (callback) {
      return connect((...args: unknown[]) => {
        end();
        callback(...args);
      });
    }
    return connect()?.finally(() => end());
  };
  pool.connect = timed as typeof pool.connect;
}

/**
 * PostgreSQL: the pool's size, open and idle connections, the requests waiting for one, and the
 * waits. The embedded database has no pool: one connection inside this process, whose queries run
 * on the event loop, so its load shows as event-loop delay and request durations.
 */
export function databaseMetrics(registry: Registry, db: Database): void {
  const pool = postgresPool(db);
  new Gauge({
    name: 'portal_database_info',
    help: 'The database engine this process uses (pglite: embedded; postgres: a server)',
    labelNames: ['engine'],
    registers: [registry],
  }).set({ engine: pool ? 'postgres' : 'pglite' }, 1);
  if (!pool) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('portal_db_pool_max', 'Connections the pool may open (DATABASE_POOL_SIZE)', () => pool.options.max);
  gauge('portal_db_pool_connections', 'Connections open, busy or idle', () => pool.totalCount);
  gauge('portal_db_pool_idle', 'Connections open and idle', () => pool.idleCount);
  gauge('portal_db_pool_waiting', 'Requests waiting for a connection now', () => pool.waitingCount);
  const waits = new Histogram({
    name: 'portal_db_pool_wait_seconds',
    help: 'Time to get a connection from the pool (a free one, or a new one opened)',
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  timeWaits(pool, waits);
}
