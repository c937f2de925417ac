import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { queryRows } from './client.ts';

// a cascading foreign key is looked up in its table for every parent row deleted (an upload undone
// deletes its people): without an index leading with its columns, each lookup reads the whole table,
// 30 ms a person at 1,000,000 people (decision 053)

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('gives every cascading foreign key an index its lookup can use', async () => {
  const keys = await queryRows<{ key: string; indexed: boolean }>(
    ctx.handle.db,
    sql`SELECT c.conrelid::regclass::text || ' (' || c.conname || ')' AS key,
          EXISTS (
            SELECT 1 FROM pg_index i
            WHERE i.indrelid = c.conrelid
              -- its first columns are the key's, in order
              AND (SELECT array_agg(k ORDER BY n) FROM unnest(i.indkey::int2[]) WITH ORDINALITY u(k, n)
                   WHERE n <= cardinality(c.conkey)) = c.conkey
              -- whole, or leaving out only rows whose key is empty (which no lookup asks for)
              AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) =
                   (SELECT '(' || a.attname || ' IS NOT NULL)' FROM pg_attribute a
                    WHERE a.attrelid = c.conrelid AND a.attnum = c.conkey[1]))
          ) AS indexed
        FROM pg_constraint c
        WHERE c.contype = 'f' AND c.confdeltype = 'c'
        ORDER BY 1`,
  );
  expect(keys.length).toBeGreaterThan(5);
  expect(keys.filter((k) => !k.indexed).map((k) => k.key)).toEqual([]);
});
