import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { queryRows } from './client.ts';
import { isRetryableTransactionError, retryTransaction, sqlState } from './transaction-retry.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.handle.db.execute(sql`CREATE TABLE test_retry_writes (attempt int NOT NULL)`);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.handle.db.execute(sql`DELETE FROM test_retry_writes`));

/** A statement that fails as the database fails a transaction it aborts, with that SQLSTATE. */
const failWith = (state: string) => sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'test failure' USING ERRCODE = '${state}'; END $$`);

/** A transaction that writes its attempt's number, then fails with `state` on the attempts listed. */
function transaction(state: string, failing: number[]) {
  let attempts = 0;
  const run = () =>
    ctx.handle.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`INSERT INTO test_retry_writes VALUES (${attempts})`);
      if (failing.includes(attempts)) await tx.execute(failWith(state));
      return attempts;
    });
  return { run, attempts: () => attempts };
}

const written = async () =>
  (await queryRows<{ attempt: number }>(ctx.handle.db, sql`SELECT attempt FROM test_retry_writes ORDER BY attempt`)).map(
    (r) => r.attempt,
  );

describe('retryTransaction', () => {
  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('runs a transaction aborted by %s again, keeping only what the last attempt wrote', async (_, state) => {
    const t = transaction(state, [1]);
    expect(await retryTransaction(t.run, { maxDelayMs: 1 })).toBe(2);
    expect(await written()).toEqual([2]);
  });

  it('gives up after the retries allowed, with the database error', async () => {
    const t = transaction('40P01', [1, 2, 3, 4]);
    const failure = await retryTransaction(t.run, { retries: 3, maxDelayMs: 1 }).catch((error: unknown) => error);
    expect(sqlState(failure)).toBe('40P01');
    expect(t.attempts()).toBe(4);
    expect(await written()).toEqual([]);
  });

  it('never runs again a transaction that failed for any other reason', async () => {
    const t = transaction('23505', [1]);
    const failure = await retryTransaction(t.run, { maxDelayMs: 1 }).catch((error: unknown) => error);
    expect(sqlState(failure)).toBe('23505');
    expect(isRetryableTransactionError(failure)).toBe(false);
    expect(t.attempts()).toBe(1);
  });

  it('reads the SQLSTATE through the errors that wrap the driver error', () => {
    const driverError = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isRetryableTransactionError(new Error('Failed query', { cause: driverError }))).toBe(true);
    expect(isRetryableTransactionError(new Error('no code'))).toBe(false);
    expect(isRetryableTransactionError(undefined)).toBe(false);
  });
});
