import { setTimeout as sleep } from 'node:timers/promises';

/**
 * SQLSTATEs after which the database has rolled the whole transaction back and the same transaction
 * may simply run again: deadlock_detected and serialization_failure.
 */
const RETRYABLE = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, also when drizzle has wrapped it (the driver's error is its `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

export const isRetryableTransactionError = (error: unknown): boolean => RETRYABLE.has(sqlState(error) ?? '');

export interface TransactionRetryOptions {
  /** How many times a failed transaction runs again before its error is thrown. */
  retries?: number;
  /** The pause before a retry is random, up to this many milliseconds times the retry's number. */
  maxDelayMs?: number;
}

/**
 * Runs `transaction` again when the database aborted it with a deadlock or a serialization failure,
 * a few times, after a short random pause (so that the two transactions that met do not meet again at
 * the same step). `transaction` must be a whole transaction, begun and ended inside it, and must start
 * from nothing each time: whatever it counted in the attempt that failed was rolled back with it. Any
 * other error, or the last retry's, is thrown as it is.
 */
export async function retryTransaction<T>(
  transaction: () => Promise<T>,
  { retries = 3, maxDelayMs = 50 }: TransactionRetryOptions = {},
): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await transaction();
    } catch (error) {
      if (retry > retries || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.random() * maxDelayMs * retry);
    }
  }
}
