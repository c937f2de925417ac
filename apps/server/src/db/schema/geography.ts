import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Names are matched without regard to case and spacing (uploads resolve names to ids). */
export const nameKey = (column: AnyPgColumn | SQL): SQL => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

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
    // the target of a village's (state, district) key: the place hierarchy checked by the database
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
    // a village carries its whole chain, so a beneficiary's place is checked by one key (see below)
    stateId: smallint('state_id').notNull(),
    districtId: integer('district_id').notNull(),
    talukaId: integer('taluka_id').notNull(),
    villageName: text('village_name').notNull(),
    villageCode: integer('village_code').unique(),
  },
  (t) => [
    uniqueIndex('villages_taluka_name_key').on(t.talukaId, nameKey(t.villageName)),
    foreignKey({
      name: 'villages_state_district_fk',
      columns: [t.stateId, t.districtId],
      foreignColumns: [districts.stateId, districts.districtId],
    }),
    foreignKey({
      name: 'villages_district_taluka_fk',
      columns: [t.districtId, t.talukaId],
      foreignColumns: [talukas.districtId, talukas.talukaId],
    }),
    // the target of a beneficiary's place key; taluk first, so it also serves look-ups of a taluk's villages
    unique('villages_place_key').on(t.talukaId, t.villageId, t.districtId, t.stateId),
  ],
);

/**
 * The taluks a taluk created after 2011 was carved from (decision 013), from the reference list:
 * where its villages came from (villages-current-taluk.csv) or, for a taluk whose villages the list
 * still files under the older ones, taluk-parents.csv. A taluk with no villages of its own offers its
 * parents' villages; an upload naming a parent finds a village that has moved to the newer taluk.
 */
export const talukParents = pgTable(
  'taluk_parents',
  {
    talukaId: integer('taluka_id')
      .notNull()
      .references(() => talukas.talukaId),
    parentTalukaId: integer('parent_taluka_id')
      .notNull()
      .references(() => talukas.talukaId),
  },
  (t) => [
    primaryKey({ name: 'taluk_parents_pkey', columns: [t.talukaId, t.parentTalukaId] }),
    index('taluk_parents_parent_idx').on(t.parentTalukaId),
    check('taluk_parents_not_self_check', sql`${t.talukaId} <> ${t.parentTalukaId}`),
  ],
);
