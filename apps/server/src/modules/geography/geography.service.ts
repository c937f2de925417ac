import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { DistrictSchema, TalukaSchema, VillageSchema } from '@portal/contract/responses/geography';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';

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

export const listVillages = (db: Database, talukaId: number) =>
  selectRows(
    db,
    VillageSchema,
    sql`SELECT village_id, village_name FROM villages WHERE taluka_id = ${talukaId} ORDER BY village_name`,
  );
