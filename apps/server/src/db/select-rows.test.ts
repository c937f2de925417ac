import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { selectPrepared, selectRows } from './client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const Row = z.object({ first_name: z.string(), mobile_no: z.string().nullable() });

describe('rows checked against their schema', () => {
  it('gives the rows typed by the schema', async () => {
    const rows = await selectRows(ctx.handle.db, Row, sql`SELECT 'Asha' AS first_name, NULL::text AS mobile_no`);
    expect(rows).toEqual([{ first_name: 'Asha', mobile_no: null }]);
  });

  it('fails on a misspelt alias, naming the column and not the values', async () => {
    const query = sql`SELECT 'Asha' AS first_nmae, '9876543210' AS mobile_no`;
    const failure = selectRows(ctx.handle.db, Row, query);
    await expect(failure).rejects.toThrow(/first_name \(invalid_type\)/);
    await expect(selectRows(ctx.handle.db, Row, query)).rejects.not.toThrow(/Asha|9876543210/);
  });

  it('fails on a column of another type, also when prepared', async () => {
    const query = sql`SELECT 42 AS first_name, NULL::text AS mobile_no`;
    await expect(selectPrepared(ctx.handle.db, 'select_rows_probe', Row, query)).rejects.toThrow(/select_rows_probe.*first_name/);
  });
});
