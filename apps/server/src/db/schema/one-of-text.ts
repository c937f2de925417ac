import { sql } from 'drizzle-orm';

/** A CHECK that a text column holds one of the contract's values. */
export const oneOfText = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
