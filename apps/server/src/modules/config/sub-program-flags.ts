import type { SubProgramFlags, SubProgramFlagsOf } from '@portal/contract/program-rules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';

const FlagsRow = z.object({ sub_program_id: z.number(), is_mutual_fund: z.boolean(), skips_education: z.boolean() });

/**
 * The chosen sub-programme's flags as the office has them now, read per request (any process sees a
 * change at once); an unknown one has none, and its request is refused later as a mismatch.
 */
export async function subProgramFlags(db: Database, subProgramId: number): Promise<SubProgramFlagsOf> {
  const rows = await selectRows(
    db,
    FlagsRow,
    sql`SELECT sub_program_id, is_mutual_fund, skips_education FROM sub_programs WHERE sub_program_id = ${subProgramId}`,
  );
  return flagsLookup(rows);
}

export function flagsLookup(rows: readonly (SubProgramFlags & { sub_program_id: number })[]): SubProgramFlagsOf {
  const byId = new Map(rows.map((row) => [row.sub_program_id, row]));
  return (id) => (id === undefined ? undefined : byId.get(id));
}
