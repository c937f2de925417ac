import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, pgTable, serial, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/** Names are matched without regard to case and spacing (uploads resolve names to ids). */
export const nameKey = (column: AnyPgColumn): SQL => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

export const states = pgTable('states', {
  stateId: smallint('state_id').primaryKey(),
  stateName: text('state_name').notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    districtId: serial('district_id').primaryKey(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.stateId),
    districtName: text('district_name').notNull(),
    districtCode: integer('district_code').unique(),
  },
  (t) => [
    uniqueIndex('districts_state_name_key').on(t.stateId, nameKey(t.districtName)),
    // the target of a beneficiary's (state, district) key: the place hierarchy checked by the database
    unique('districts_state_district_key').on(t.stateId, t.districtId),
  ],
);

export const talukas = pgTable(
  'talukas',
  {
    talukaId: serial('taluka_id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.districtId),
    talukaName: text('taluka_name').notNull(),
    talukCode: integer('taluk_code').unique(),
  },
  (t) => [
    uniqueIndex('talukas_district_name_key').on(t.districtId, nameKey(t.talukaName)),
    unique('talukas_district_taluka_key').on(t.districtId, t.talukaId),
  ],
);

export const villages = pgTable(
  'villages',
  {
    villageId: serial('village_id').primaryKey(),
    talukaId: integer('taluka_id')
      .notNull()
      .references(() => talukas.talukaId),
    villageName: text('village_name').notNull(),
    villageCode: integer('village_code').unique(),
  },
  (t) => [
    uniqueIndex('villages_taluka_name_key').on(t.talukaId, nameKey(t.villageName)),
    // also serves look-ups of a taluk's villages
    unique('villages_taluka_village_key').on(t.talukaId, t.villageId),
  ],
);
