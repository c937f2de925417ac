import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { PLACE_NAMES_KN } from '@portal/contract/i18n/place-names-kn';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { nameKey } from '../../lib/name-key.ts';
import {
  DISTRICT_ALIASES,
  districtFromKannada,
  districtSpellings,
  KARNATAKA_PLACE_ALIASES,
  kannadaTaluksOf,
  TALUK_ALIASES,
  talukFromKannada,
  talukKeysFor,
  talukSpellings,
} from './place-aliases.ts';
import { forgivingKey } from './place-forgiving-key.ts';
import { closestNames, looseKey, type Spelling, trigrams, withoutSuffixes } from './place-names.ts';

export interface Place {
  id: number;
  name: string;
}

/** The places of one parent: the districts of the state, the taluks of a district or the villages of a taluk. */
interface PlaceSet {
  /** By loose key; more than one place where names differ only in spaces, dots or dashes. */
  byKey: Map<string, Place[]>;
  /** By the loose key of a name without its parenthesised suffix (`Alur` for `Alur (B)`). */
  bySuffixless: Map<string, Place[]>;
  /** By the forgiving key of every name a district or taluk is known by; empty for villages. */
  byForgiving: Map<string, Place[]>;
  places: Place[];
}

/**
 * The places an upload may name, read once per upload. Plain data (maps and arrays), so rows are
 * resolved without a query each; suggestions are worked out only for a name that matched nothing.
 */
export interface Places {
  districts: PlaceSet;
  /** By district id. */
  taluks: Map<number, PlaceSet>;
  /** By taluka id; only the taluks the upload names and the taluks related to them (below). */
  villages: Map<number, PlaceSet>;
  /** Where each village loaded is: its taluk and district, by village id. */
  villageHomes: Map<number, { talukaId: number; districtId: number }>;
  /** Taluk names by id, to tell villages of two taluks apart. */
  talukNames: Map<number, string>;
  /** The taluks a newer taluk was carved from (taluk_parents), by its id; and the other way round. */
  parents: Map<number, number[]>;
  children: Map<number, number[]>;
  /** Every taluk with its district, by loose key: where a taluk typed under the wrong district is. */
  talukHomes: Map<string, { taluk: Place; district: Place }[]>;
  /** Suggestion candidates of a parent, built the first time a name in it matches nothing. */
  spellings: Map<string, Spelling[]>;
  /** Suggestions already worked out, by parent and typed name. */
  near: Map<string, string[]>;
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** `spellings`: the names a place is known by, for the forgiving key; none for villages. */
function placeSet(places: Place[], spellings: (place: Place) => readonly string[] = () => []): PlaceSet {
  const set: PlaceSet = { byKey: new Map(), bySuffixless: new Map(), byForgiving: new Map(), places };
  for (const place of places) {
    pushTo(set.byKey, looseKey(place.name), place);
    for (const shorter of withoutSuffixes(place.name)) pushTo(set.bySuffixless, looseKey(shorter), place);
    for (const name of spellings(place)) pushTo(set.byForgiving, forgivingKey(name), place);
  }
  return set;
}

function groupBy<T extends Place>(
  rows: T[],
  parent: (row: T) => number,
  spellings?: (parent: number) => (place: Place) => readonly string[],
): Map<number, PlaceSet> {
  const groups = new Map<number, Place[]>();
  for (const row of rows) {
    const place = { id: row.id, name: row.name };
    const group = groups.get(parent(row));
    if (group) group.push(place);
    else groups.set(parent(row), [place]);
  }
  return new Map([...groups].map(([id, places]) => [id, placeSet(places, spellings?.(id))]));
}

/** The districts and taluks of the state, and the villages of the taluks named (by any spelling) in `talukNames`. */
export async function loadPlaces(db: Database, talukNames: readonly string[] = []): Promise<Places> {
  const districts = await queryRows<Place>(
    db,
    sql`SELECT district_id AS id, district_name AS name FROM districts WHERE state_id = ${KARNATAKA_STATE_ID}`,
  );
  const taluks = await queryRows<Place & { district_id: number }>(
    db,
    sql`SELECT taluka_id AS id, taluka_name AS name, district_id FROM talukas`,
  );
  const relations = await queryRows<{ taluka_id: number; parent_taluka_id: number }>(
    db,
    sql`SELECT taluka_id, parent_taluka_id FROM taluk_parents`,
  );
  const parents = new Map<number, number[]>();
  const children = new Map<number, number[]>();
  for (const r of relations) {
    parents.set(r.taluka_id, [...(parents.get(r.taluka_id) ?? []), r.parent_taluka_id]);
    children.set(r.parent_taluka_id, [...(children.get(r.parent_taluka_id) ?? []), r.taluka_id]);
  }
  const wanted = new Set(talukNames.flatMap(talukKeysFor));
  const named = taluks.filter((t) => wanted.has(looseKey(t.name))).map((t) => t.id);
  // a village may be looked for in a related taluk too (relatedTaluks below)
  const talukaIds = [...new Set(named.flatMap((id) => [id, ...(parents.get(id) ?? []), ...(children.get(id) ?? [])]))];
  const villages = talukaIds.length
    ? await queryRows<Place & { taluka_id: number; district_id: number }>(
        db,
        sql`SELECT village_id AS id, village_name AS name, taluka_id, district_id FROM villages WHERE taluka_id = ANY(${arrayParam(talukaIds)}::int[])`,
      )
    : [];
  const districtById = new Map(districts.map((d) => [d.id, d]));
  const talukHomes = new Map<string, { taluk: Place; district: Place }[]>();
  for (const t of taluks) {
    const district = districtById.get(t.district_id);
    if (district) pushTo(talukHomes, looseKey(t.name), { taluk: { id: t.id, name: t.name }, district });
  }
  const districtName = (id: number) => districtById.get(id)?.name ?? '';
  return {
    districts: placeSet(districts, (d) => districtSpellings(d.name)),
    taluks: groupBy(
      taluks,
      (t) => t.district_id,
      (id) => (t) => talukSpellings(districtName(id), t.name),
    ),
    villages: groupBy(villages, (v) => v.taluka_id),
    villageHomes: new Map(villages.map((v) => [v.id, { talukaId: v.taluka_id, districtId: v.district_id }])),
    talukNames: new Map(taluks.map((t) => [t.id, t.name])),
    parents,
    children,
    talukHomes,
    spellings: new Map(),
    near: new Map(),
  };
}

/** A place found, two or more a name could mean (never guessed between), or nothing. */
export type Found = { place: Place } | { ambiguous: Place[] } | undefined;

function pick(candidates: Place[] | undefined, typed: string): Found {
  if (!candidates?.length) return undefined;
  if (candidates.length === 1) return { place: candidates[0] };
  // `Kalla Halli` and `Kallahalli` are two villages of one taluk: the one written exactly is meant
  const exact = candidates.filter((p) => nameKey(p.name) === nameKey(typed));
  return exact.length === 1 ? { place: exact[0] } : { ambiguous: candidates };
}

/**
 * A name as the places know it, else a former or Kannada name of one, else a name without its suffix,
 * else (districts and taluks) the forgiving key: an exact match always wins over a forgiving one.
 */
function findIn(set: PlaceSet | undefined, typed: string, aliasTarget?: string): Found {
  if (!set) return undefined;
  const key = looseKey(typed);
  return (
    pick(set.byKey.get(key), typed) ??
    (aliasTarget === undefined ? undefined : pick(set.byKey.get(aliasTarget), typed)) ??
    pick(set.bySuffixless.get(key), typed) ??
    pick(set.byForgiving.get(forgivingKey(typed)), typed)
  );
}

/** A district by its name, a former name or a Kannada name (exact once normalised, else forgiving). */
export const findDistrict = (places: Places, typed: string): Found =>
  findIn(places.districts, typed, DISTRICT_ALIASES.get(looseKey(typed)) ?? districtFromKannada(typed));

/** A taluk of a district by its name, a former name or a Kannada name (exact once normalised, else forgiving). */
export const findTaluk = (places: Places, district: Place, typed: string): Found =>
  findIn(
    places.taluks.get(district.id),
    typed,
    TALUK_ALIASES.get(`${looseKey(district.name)}|${looseKey(typed)}`) ?? talukFromKannada(district.name, typed),
  );

/**
 * The taluks whose villages a taluk's name may also mean (decision 013): the newer taluks carved from
 * it, where its villages of 2011 have moved; and, when it has no villages of its own, the taluks it was
 * carved from, which still hold its villages.
 */
const relatedTaluks = (places: Places, taluk: Place): number[] => [
  ...(places.children.get(taluk.id) ?? []),
  ...(places.villages.has(taluk.id) ? [] : (places.parents.get(taluk.id) ?? [])),
];

/**
 * A village of a taluk; failing that, of a related taluk (one found there is the village meant, one
 * in two related taluks is asked about, each named with its taluk). Where the village really is:
 * `villageHome`.
 */
export function findVillage(places: Places, taluk: Place, typed: string): Found {
  const own = findIn(places.villages.get(taluk.id), typed);
  if (own) return own;
  const found = relatedTaluks(places, taluk).flatMap((id) => {
    const f = findIn(places.villages.get(id), typed);
    const list = !f ? [] : 'place' in f ? [f.place] : f.ambiguous;
    return list.map((place) => ({ place, talukaId: id }));
  });
  if (found.length === 1) return { place: found[0].place };
  if (found.length === 0) return undefined;
  return { ambiguous: found.map((f) => ({ id: f.place.id, name: `${f.place.name} (${places.talukNames.get(f.talukaId)})` })) };
}

/** The taluk and district a village found by `findVillage` is in. */
export const villageHome = (places: Places, village: Place) => places.villageHomes.get(village.id);

/** The one taluk of another district that a name (or a former name) stands for, if just one. */
export function talukElsewhere(places: Places, district: Place, typed: string): { taluk: Place; district: Place } | undefined {
  const homes = new Set(talukKeysFor(typed).flatMap((key) => places.talukHomes.get(key) ?? []));
  const others = [...homes].filter((home) => home.district.id !== district.id);
  return others.length === 1 ? others[0] : undefined;
}

/** Suggestions within one parent: its places' names, and former names leading to them. */
function near(places: Places, scope: string, typed: string, build: () => Spelling[]): string[] {
  const memo = `${scope}|${nameKey(typed)}`;
  let found = places.near.get(memo);
  if (!found) {
    let spellings = places.spellings.get(scope);
    if (!spellings) {
      spellings = build();
      places.spellings.set(scope, spellings);
    }
    found = closestNames(typed, spellings);
    places.near.set(memo, found);
  }
  return found;
}

const spell = (name: string, text = name): Spelling => ({ name, grams: trigrams(text) });

/** A former name's suggestion candidate, when the place it leads to is among `set`'s. */
const formerSpellings = (set: PlaceSet, aliases: [alias: string, current: string][]): Spelling[] =>
  aliases.flatMap(([alias, current]) => {
    const place = set.byKey.get(looseKey(current))?.[0];
    return place ? [spell(place.name, alias)] : [];
  });

export const nearDistricts = (places: Places, typed: string): string[] =>
  near(places, 'state', typed, () => [
    ...places.districts.places.map((p) => spell(p.name)),
    ...formerSpellings(
      places.districts,
      KARNATAKA_PLACE_ALIASES.flatMap((d) => d.aliases.map((alias): [string, string] => [alias, d.district])),
    ),
    // a Kannada name typed a little off: its trigrams meet only Kannada names'
    ...formerSpellings(
      places.districts,
      Object.entries(PLACE_NAMES_KN).map(([district, d]): [string, string] => [d.name, district]),
    ),
  ]);

export function nearTaluks(places: Places, district: Place, typed: string): string[] {
  const set = places.taluks.get(district.id);
  if (!set) return [];
  const aliases = KARNATAKA_PLACE_ALIASES.find((d) => looseKey(d.district) === looseKey(district.name))?.taluks ?? {};
  return near(places, `district ${district.id}`, typed, () => [
    ...set.places.map((p) => spell(p.name)),
    ...formerSpellings(
      set,
      Object.entries(aliases).flatMap(([taluk, names]) => names.map((alias): [string, string] => [alias, taluk])),
    ),
    ...formerSpellings(set, kannadaTaluksOf(district.name)),
  ]);
}

/** Suggestions among a taluk's villages, and those of its related taluks (`relatedTaluks`). */
export function nearVillages(places: Places, taluk: Place, typed: string): string[] {
  const sets = [taluk.id, ...relatedTaluks(places, taluk)].flatMap((id) => places.villages.get(id) ?? []);
  return sets.length
    ? near(places, `taluk ${taluk.id}`, typed, () => sets.flatMap((set) => set.places.map((p) => spell(p.name))))
    : [];
}
