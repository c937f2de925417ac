import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { DistrictSchema, ParentTalukaSchema, TalukaSchema, VillageSchema } from '@portal/contract/responses/geography';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database, selectRows } from '../../db/client.ts';

/** The districts of a state: only Karnataka is offered (spec §3), any other state has none. */
export const listDistricts = async (db: Database, stateId: number) =>
  stateId === KARNATAKA_STATE_ID
    ? selectRows(
        db,
        DistrictSchema,
        sql`SELECT district_id, district_name FROM districts WHERE state_id = ${KARNATAKA_STATE_ID} ORDER BY district_name`,
      )
    : [];

export const listTalukas = (db: Database, districtId: number) =>
  selectRows(
    db,
    TalukaSchema,
    sql`SELECT taluka_id, taluka_name FROM talukas WHERE district_id = ${districtId} ORDER BY taluka_name`,
  );

/**
 * A taluk's villages; for a taluk with none of its own (created after 2011, its villages still filed
 * under the taluks it was carved from), those taluks' villages, each with its taluk, and the taluks
 * named (decision 013).
 */
export async function listVillages(db: Database, talukaId: number) {
  const own = await selectRows(
    db,
    VillageSchema,
    sql`SELECT village_id, village_name FROM villages WHERE taluka_id = ${talukaId} ORDER BY village_name`,
  );
  if (own.length > 0) return { data: own, parent_taluks: [] };
  const parents = await selectRows(
    db,
    ParentTalukaSchema,
    sql`SELECT t.taluka_id, t.taluka_name, d.district_name
        FROM taluk_parents p JOIN talukas t ON t.taluka_id = p.parent_taluka_id JOIN districts d ON d.district_id = t.district_id
        WHERE p.taluka_id = ${talukaId} ORDER BY t.taluka_name`,
  );
  if (parents.length === 0) return { data: [], parent_taluks: [] };
  const data = await selectRows(
    db,
    VillageSchema,
    sql`SELECT village_id, village_name, taluka_id FROM villages
        WHERE taluka_id = ANY(${arrayParam(parents.map((p) => p.taluka_id))}::int[]) ORDER BY village_name, village_id`,
  );
  return { data, parent_taluks: parents };
}
