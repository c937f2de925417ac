import { LIST_CALLS_PER_USER } from '@portal/contract/constants';
import { AppError } from '../lib/app-error.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import { type Database, listDatabase, onConnection, postgresPool } from './client.ts';

/** The first of the advisory locks (two-key form: slot, user) that count one user's running list calls. */
const LIST_PLACE_LOCK = ADVISORY_LOCKS.listPlaces;
/** Long enough for the calls under way to end (they stop at LIST_STATEMENT_TIMEOUT_MS). */
const RETRY_AFTER_SECONDS = 3;

/**
 * Runs one list or count call of a user in one of their LIST_CALLS_PER_USER places, on PostgreSQL
 * counted over every process by session advisory locks on the call's own connection: a place is
 * free again when the call ends, or when its connection does. With every place taken the call is
 * refused (429 `listBusy`, Retry-After), so one user's many slow searches cannot hold every
 * connection. The embedded database runs one statement at a time in this process: no places there.
 */
export async function inListPlace<T>(db: Database, userId: number, call: (lists: Database) => Promise<T>): Promise<T> {
  const lists = listDatabase(db);
  const pool = postgresPool(lists);
  if (!pool) return call(lists);
  const client = await pool.connect();
  try {
    // the first free place, taken; LIMIT stops the scan at it, so no second place is taken
    const { rows } = await client.query<{ place: number | null }>({
      name: 'list_place_take',
      text: `SELECT (SELECT p FROM generate_series(0, $1::int - 1) AS p
                      WHERE pg_try_advisory_lock($2::int + p, $3::int) LIMIT 1) AS place`,
      values: [LIST_CALLS_PER_USER, LIST_PLACE_LOCK, userId],
    });
    if (rows[0].place === null) throw new AppError('listBusy', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
    return await call(onConnection(client));
  } finally {
    // let go before the answer goes, so the user's next call finds the place free; a connection that
    // cannot be told to is closed, which lets go of its locks
    let broken: Error | undefined;
    try {
      await client.query({ name: 'list_place_free', text: 'SELECT pg_advisory_unlock_all()' });
    } catch (error) {
      broken = error as Error;
    }
    client.release(broken);
  }
}
