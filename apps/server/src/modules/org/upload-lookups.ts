import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { addProgramSchema } from '@portal/contract/program';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { nameKey } from '../../lib/name-key.ts';
import { flagsLookup } from '../config/sub-program-flags.ts';
import { loadPlaces } from '../geography/place-lookup.ts';
import { lookupValues } from './upload-cells.ts';
import { loadUploadConsent } from './upload-consent.ts';

type Named = { id: number; name: string; name_kn: string | null; family_income_source?: boolean };
const idOf = (row: Named) => row.id;

/**
 * Every name an upload may use, read once per upload so rows resolve without a query each: places
 * (villages only of the taluks the sheet names, in any spelling) and the look-up tables' values.
 */
export async function loadUploadLookups(db: Database, talukaNames: string[]) {
  const read = (query: ReturnType<typeof sql>) => queryRows<Named>(db, query);
  // a sheet's rows are new records: a retired value (or sub-programme) is not one of the lists' any more
  const [places, occupations, levels, ranges, channels, fundTypes, providers, subPrograms, users, consent] = await Promise.all([
    loadPlaces(db, talukaNames),
    read(sql`SELECT id, name, name_kn, family_income_source FROM occupations WHERE status_id = 1 ORDER BY id`),
    read(sql`SELECT id, name, name_kn FROM education_levels WHERE status_id = 1 ORDER BY id`),
    read(sql`SELECT id, name, name_kn FROM income_ranges WHERE status_id = 1 ORDER BY id`),
    read(sql`SELECT id, name, name_kn FROM outreach_channels WHERE status_id = 1 ORDER BY id`),
    read(sql`SELECT id, name, name_kn FROM mutual_fund_types WHERE status_id = 1 ORDER BY id`),
    read(sql`SELECT id, name, name_kn FROM mutual_fund_providers WHERE status_id = 1 ORDER BY id`),
    queryRows<Named & { program_id: number; is_mutual_fund: boolean; skips_education: boolean }>(
      db,
      sql`SELECT s.sub_program_id AS id, s.sub_program_name AS name, s.sub_program_name_kn AS name_kn, s.program_id,
            s.is_mutual_fund, s.skips_education
          FROM sub_programs s JOIN programs p ON p.program_id = s.program_id
          WHERE s.status_id = 1 AND p.status_id = 1 ORDER BY s.sub_program_id`,
    ),
    queryRows<{ id: number; email: string; name: string; status_id: number }>(
      db,
      sql`SELECT user_id AS id, work_email AS email, emp_name AS name, status_id FROM users`,
    ),
    loadUploadConsent(db),
  ]);
  const flags = flagsLookup(subPrograms.map((s) => ({ ...s, sub_program_id: s.id })));
  const active = users.filter((u) => u.status_id === ACTIVE_STATUS_ID);
  return {
    places,
    occupations: lookupValues(occupations, idOf),
    // the occupations a family lives on, as the office marks them (spec §3: not student, labourer or house wife)
    familyIncomeSources: lookupValues(
      occupations.filter((o) => o.family_income_source),
      idOf,
    ),
    mutualFundTypes: fundTypes,
    mutualFundProviderIds: new Set(providers.map(idOf)),
    educationLevels: lookupValues(levels, idOf),
    incomeRanges: lookupValues(ranges, idOf),
    outreachChannels: lookupValues(channels, idOf),
    subPrograms: lookupValues(subPrograms, (s) => ({ id: s.id, programId: s.program_id })),
    // a row's enrolment follows its sub-programme's flags as the office has them now
    subProgramFlags: flags,
    programmeSchema: addProgramSchema(flags),
    staffByEmail: new Map(active.map((u) => [nameKey(u.email), u.id])),
    staffByName: new Map(active.map((u) => [nameKey(u.name), u.id])),
    // the office's consent setting and the notice in force, as the upload began (decision 038)
    consent,
  };
}
export type UploadLookups = Awaited<ReturnType<typeof loadUploadLookups>>;
