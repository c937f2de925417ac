import { sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { nameKey } from './upload-support.ts';

type Named = { id: number; name: string };
const byName = (rows: Named[]) => new Map(rows.map((r) => [nameKey(r.name), r.id]));

/** Every name an upload may use, read once per upload so rows resolve without a query each. */
export async function loadUploadLookups(db: Database, talukaNames: string[]) {
  const read = (query: ReturnType<typeof sql>) => queryRows<Named>(db, query);
  const [districts, taluks, occupations, levels, ranges, channels, subPrograms, users] = await Promise.all([
    read(sql`SELECT district_id AS id, district_name AS name FROM districts WHERE state_id = 1`),
    queryRows<Named & { district_id: number }>(db, sql`SELECT taluka_id AS id, taluka_name AS name, district_id FROM talukas`),
    read(sql`SELECT id, name FROM occupations`),
    read(sql`SELECT id, name FROM education_levels`),
    read(sql`SELECT id, name FROM income_ranges`),
    read(sql`SELECT id, name FROM outreach_channels`),
    queryRows<Named & { program_id: number }>(
      db,
      sql`SELECT sub_program_id AS id, sub_program_name AS name, program_id FROM sub_programs`,
    ),
    queryRows<{ id: number; email: string; name: string; status_id: number }>(
      db,
      sql`SELECT user_id AS id, work_email AS email, emp_name AS name, status_id FROM users`,
    ),
  ]);
  const talukaIds = taluks.filter((t) => talukaNames.includes(nameKey(t.name))).map((t) => t.id);
  const villages = await queryRows<Named & { taluka_id: number }>(
    db,
    sql`SELECT village_id AS id, village_name AS name, taluka_id FROM villages WHERE taluka_id = ANY(${arrayParam(talukaIds)}::int[])`,
  );
  const active = users.filter((u) => u.status_id === 1);
  return {
    districts: byName(districts),
    taluks: new Map(taluks.map((t) => [`${t.district_id}|${nameKey(t.name)}`, t.id])),
    villages: new Map(villages.map((v) => [`${v.taluka_id}|${nameKey(v.name)}`, v.id])),
    occupations: byName(occupations),
    educationLevels: byName(levels),
    incomeRanges: new Map(ranges.map((r) => [nameKey(r.name).replace(/[\s,]/g, ''), r.id])),
    outreachChannels: byName(channels),
    subPrograms: new Map(subPrograms.map((s) => [nameKey(s.name), { id: s.id, programId: s.program_id }])),
    staffByEmail: new Map(active.map((u) => [nameKey(u.email), u.id])),
    staffByName: new Map(active.map((u) => [nameKey(u.name), u.id])),
  };
}
export type UploadLookups = Awaited<ReturnType<typeof loadUploadLookups>>;
