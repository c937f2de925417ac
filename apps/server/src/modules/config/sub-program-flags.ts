import type { SubProgramFlags, SubProgramFlagsOf } from '@portal/contract/program-rules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';

const FlagsRow = z.object({ sub_program_id: z.number(), is_mutual_fund: z.boolean(), skips_education: z.boolean() });

/** The sub-programmes' flags as the office has them now, read per request (any process sees a change at once). */
export async function subProgramFlags(db: Database): Promise<SubProgramFlagsOf> {
  const rows = await selectRows(db, FlagsRow, sql`SELECT sub_program_id, is_mutual_fund, skips_education FROM sub_programs`);
  return flagsLookup(rows);
}

export function flagsLookup(rows: readonly (SubProgramFlags & { sub_program_id: number })[]): SubProgramFlagsOf {
  const byId = new Map(rows.map((row) => [row.sub_program_id, row]));
  return (id) => (id === undefined ? undefined : byId.get(id));
}
