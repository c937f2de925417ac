import type { BeneficiaryFilters, BeneficiaryListItem, BeneficiaryListQuery, ListSort } from '@portal/contract/beneficiary';
import { BeneficiaryListItemSchema as Row } from '@portal/contract/responses/beneficiary';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, selectPrepared, selectRows } from '../../db/client.ts';
import { filterCondition } from './beneficiary-filters.ts';
import { searchPlan } from './beneficiary-search.ts';

/** No filter but All, and the active people: the list's own index answers it. */
const isUnfiltered = (o: BeneficiaryFilters): boolean =>
  o.status === 'active' &&
  [
    o.district_id,
    o.taluka_id,
    o.village_id,
    o.program_id,
    o.sub_program_id,
    o.enrollment_status,
    o.created_by,
    o.created_from,
    o.created_to,
  ].every((v) => v === undefined);

/** The spec's list: unfiltered, newest first (its statements are prepared). */
const isPlainList = (o: ListOptions): boolean => o.sort === 'newest' && isUnfiltered(o);

/**
 * A page of the spec's list with no search: a prepared statement on an index, bounded by
 * LIST_MAX_OFFSET or read after a cursor. It costs what the session check does, so it needs no
 * place among its user's expensive calls (db/list-places.ts).
 */
export const isCheapPage = (o: BeneficiaryListQuery): boolean => !o.search && o.sort === 'newest' && isUnfiltered(o);

/** The list's total with no search and no filter: the planner's estimate and a capped count, so no place either. */
export const isCheapCount = (o: BeneficiaryFilters): boolean => !o.search && isUnfiltered(o);

const LIST_COLUMNS = sql`beneficiary_id, first_name, last_name, mobile_no, aadhaar_no, pincode, village_id`;
/**
 * A page's rows with their village's name (phone cards show it, so two people of one name can be
 * told apart), read for the rows of the page only: the rows an offset skips are never looked up.
 */
const withVillage = (rows: SQL) =>
  sql`SELECT r.*, (SELECT v.village_name FROM villages v WHERE v.village_id = r.village_id) AS village_name FROM (${rows}) r`;
const FIRST_WINDOW = 20_000;
const WINDOW_MARGIN = 1.5;
/** A place's people read along its own index for a name search before the whole list's are searched. */
const PLACE_WINDOW = 2_000;
/** Matches of a name search sorted by name that are all read and sorted; more go by the names. */
const SORTED_AT_MOST = 2_000;

export interface ListOptions extends BeneficiaryListQuery {
  userId: number;
}

/**
 * The orders of the list. Each is total (ties broken by id), so "after the row with id c" is one
 * keyset condition: a page after a cursor reads from the index where the last one stopped.
 */
interface Order {
  /** ORDER BY of a page */
  by: SQL;
  /**
   * ORDER BY of a page of a search whose matches an index finds (a name or digits): the matches are
   * sorted, instead of walking the name index past every row that does not match
   */
  sorted?: SQL;
  /** the rows after the row with id `cursor` */
  after: (cursor: number) => SQL;
}
const ORDERS: Record<ListSort, Order> = {
  newest: { by: sql`beneficiary_id DESC`, after: (c) => sql`beneficiary_id < ${c}` },
  oldest: { by: sql`beneficiary_id ASC`, after: (c) => sql`beneficiary_id > ${c}` },
  // the cursor is an id only (no name in a URL): its row's name is read back by its primary key
  name: {
    by: sql`name_text, beneficiary_id`,
    sorted: sql`name_text || '', beneficiary_id`,
    after: (c) =>
      sql`(name_text, beneficiary_id) > ((SELECT b.name_text FROM beneficiaries b WHERE b.beneficiary_id = ${c}), ${c})`,
  },
};

const ID_MAX = 2_147_483_647;

/**
 * A page of one place in id order, read from that place's own index (place, id): the narrowest place
 * filtered. With the place's equality alone the planner walks the key's index, expecting the place's
 * people spread evenly among the newest, and passes every newer row of other places; a village's sheet
 * is registered at once, so they are not (a district's first page: 94 ms to 1 ms at 1,000,000 people,
 * decision 046). The place in the order and the range on (place, id) leave only that index in order.
 * Not with registration days, whose own index may be the narrower; a name search walks it only so far.
 */
function placeOrder(options: ListOptions, cursor: number | undefined): { range: SQL; by: SQL } | undefined {
  if (options.sort === 'name' || options.created_from !== undefined || options.created_to !== undefined) return;
  const place = (['village_id', 'taluka_id', 'district_id'] as const).find((column) => options[column] !== undefined);
  if (place === undefined) return;
  const value = options[place];
  const key = sql`(${sql.raw(place)}, beneficiary_id)`;
  const newest = options.sort === 'newest';
  const low = !newest && cursor !== undefined ? sql`${key} > (${value}, ${cursor})` : sql`${key} >= (${value}, 0)`;
  const high = newest && cursor !== undefined ? sql`${key} < (${value}, ${cursor})` : sql`${key} <= (${value}, ${ID_MAX})`;
  const direction = newest ? sql`DESC` : sql`ASC`;
  return { range: sql`${low} AND ${high}`, by: sql`${sql.raw(place)} ${direction}, beneficiary_id ${direction}` };
}

export async function findBeneficiaries(db: Database, options: ListOptions): Promise<BeneficiaryListItem[]> {
  const everyone = options.isChecked === 'true';
  const order = ORDERS[options.sort];
  const cursor = options.cursor;
  const filters = filterCondition(options, options.userId);
  const scope = cursor === undefined ? filters : sql`${filters} AND ${order.after(cursor)}`;
  const plan = searchPlan(options.search);
  const page = (filter: SQL, by = order.by) =>
    withVillage(sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE ${filter}
        ORDER BY ${by} LIMIT ${options.limit} OFFSET ${options.offset}`);
  const placed = placeOrder(options, cursor);
  const placedPage = (filter: SQL) => (placed ? page(sql`${filter} AND ${placed.range}`, placed.by) : page(filter));
  switch (plan.kind) {
    case 'none': {
      if (!isPlainList(options)) return selectRows(db, Row, placedPage(scope));
      // the unfiltered pages are most of the traffic: prepared statements. A later page by offset
      // finds its ids in the index alone and reads just those rows, instead of reading every row it
      // skips; a page after a cursor starts in the index where the last one ended.
      const who = everyone ? 'all' : 'mine';
      if (cursor !== undefined) return selectPrepared(db, `list_${who}_after`, Row, page(scope));
      if (options.offset === 0) return selectPrepared(db, `list_${who}_first`, Row, page(scope));
      return selectPrepared(
        db,
        `list_${who}_later`,
        Row,
        withVillage(sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE beneficiary_id IN (
              SELECT beneficiary_id FROM beneficiaries WHERE ${scope}
              ORDER BY beneficiary_id DESC LIMIT ${options.limit} OFFSET ${options.offset}
            ) ORDER BY beneficiary_id DESC`),
      );
    }
    case 'walk':
      // not prepared: a generic plan could not see how rare the fragment is
      return selectRows(db, Row, placedPage(sql`${scope} AND ${plan.filter}`));
    case 'digits':
      // a digit run is in ~0.1% of rows: all of them through the index, then sorted. `+ 0` keeps the
      // planner from walking the primary key instead, computing the grams of every row it passes.
      return selectRows(
        db,
        Row,
        page(
          sql`${scope} AND ${plan.filter}`,
          options.sort === 'name'
            ? (order.sorted ?? order.by)
            : sql`beneficiary_id + 0 ${options.sort === 'newest' ? sql`DESC` : sql`ASC`}`,
        ),
      );
    case 'name': {
      const needed = options.offset + options.limit;
      // the exact matches, then the near ones (decision 014), each in the order asked for; a cursor
      // among the near ones has all the exact ones before it
      const tiers = plan.near ? [plan.filter, plan.near] : [plan.filter];
      const start = cursor !== undefined && plan.near && !(await isMatch(db, plan.filter, cursor)) ? 1 : 0;
      const found: BeneficiaryListItem[] = [];
      for (let tier = start; tier < tiers.length && found.length < needed; tier++)
        found.push(...(await nameMatches(db, options, tiers[tier], needed - found.length, tier === start ? cursor : undefined)));
      return found.slice(options.offset);
    }
  }
}

/** Whether the row with this id matches the condition. */
async function isMatch(db: Database, condition: SQL, id: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM beneficiaries WHERE beneficiary_id = ${id} AND ${condition}`,
  );
  return rows.length > 0;
}

/** The first `needed` rows of a name search's matches (`condition`) in the list's order, after `cursor`. */
async function nameMatches(
  db: Database,
  options: ListOptions,
  condition: SQL,
  needed: number,
  cursor: number | undefined,
): Promise<BeneficiaryListItem[]> {
  const filters = filterCondition(options, options.userId);
  if (options.sort !== 'name') {
    const matching = sql`${filters} AND ${condition}`;
    const placed = placeOrder(options, cursor);
    const inPlace = placed && (await placeMatches(db, matching, placed, needed, options.sort));
    return inPlace ?? searchByWindows(db, matching, needed, options.sort === 'newest' ? 'down' : 'up', cursor);
  }
  // by name: a few matches are all read and sorted. More go by the matching names (person_names) in
  // name order, each name's people read by the name index until the page is full, so neither reads
  // every match nor walks the people of names that do not match (decision 040)
  const order = ORDERS.name;
  const scope = cursor === undefined ? filters : sql`${filters} AND ${order.after(cursor)}`;
  // everyone, active: nearly every person of a matching name is in the list, so the names are read at
  // once. A narrower list (mine, a place, a filter) may hold few of them: its matches are counted first
  if (!(options.isChecked === 'true' && isUnfiltered(options))) {
    const few = await queryRows<BeneficiaryListItem & { matches: number }>(
      db,
      withVillage(sql`SELECT m.*, count(*) OVER ()::int AS matches FROM (
            SELECT ${LIST_COLUMNS}, name_text FROM beneficiaries WHERE ${scope} AND ${condition} LIMIT ${SORTED_AT_MOST + 1}
          ) m ORDER BY name_text, beneficiary_id LIMIT ${needed}`),
    );
    if ((few[0]?.matches ?? 0) <= SORTED_AT_MOST) return few.map((row) => Row.parse(row));
  }
  const fromName =
    cursor === undefined
      ? sql`TRUE`
      : sql`name_text >= (SELECT b.name_text FROM beneficiaries b WHERE b.beneficiary_id = ${cursor})`;
  return selectRows(
    db,
    Row,
    withVillage(sql`SELECT p.* FROM (
          SELECT name_text FROM person_names WHERE ${condition} AND ${fromName} ORDER BY name_text
        ) n CROSS JOIN LATERAL (
          SELECT ${LIST_COLUMNS} FROM beneficiaries
          WHERE beneficiaries.name_text = n.name_text AND ${scope} ORDER BY beneficiary_id LIMIT ${needed}
        ) p ORDER BY n.name_text, p.beneficiary_id LIMIT ${needed}`),
  );
}

/**
 * One place's matches among its newest (or oldest) PLACE_WINDOW people, along its own index, where a
 * common name is found at once; undefined when a larger place may hold more beyond them, which are
 * then looked for as in the whole list (decision 046). The window's last id is read from the index
 * alone and bounds the statement, so no plan reads more (a subquery with LIMIT planned a hash join).
 */
async function placeMatches(
  db: Database,
  filter: SQL,
  placed: { range: SQL; by: SQL },
  needed: number,
  sort: ListSort,
): Promise<BeneficiaryListItem[] | undefined> {
  const [edge] = await queryRows<{ id: number }>(
    db,
    sql`SELECT beneficiary_id AS id FROM beneficiaries WHERE ${placed.range} ORDER BY ${placed.by}
        OFFSET ${PLACE_WINDOW - 1} LIMIT 1`,
  );
  const window = edge === undefined ? sql`TRUE` : sql`beneficiary_id ${sort === 'newest' ? sql`>=` : sql`<=`} ${edge.id}`;
  const walked = await selectRows(
    db,
    Row,
    withVillage(sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE ${filter} AND ${placed.range} AND ${window}
        ORDER BY ${placed.by} LIMIT ${needed}`),
  );
  // a place of fewer people was read whole: its matches are all there
  return walked.length >= needed || edge === undefined ? walked : undefined;
}

// the first window's rows are left-joined to the end id (all null when nothing matched): cast, then checked below
type WindowRow = BeneficiaryListItem & { end_id: number | null };

/**
 * Matches in id order, searched in id windows from the newest rows backwards (`down`) or the oldest
 * forwards (`up`), starting next to `cursor` when there is one. The first window (found together
 * with the end id, in one statement) is small; the next is sized from the density of matches seen
 * so far, and a window with no match at all widens to the rest of the table. A common fragment is
 * answered from the rows next to the start, a rare one by one trigram-index lookup, and neither
 * walks the table row by row; with a cursor, page 200 costs what page 1 does.
 */
async function searchByWindows(
  db: Database,
  filter: SQL,
  needed: number,
  direction: 'down' | 'up',
  cursor: number | undefined,
): Promise<BeneficiaryListItem[]> {
  const down = direction === 'down';
  // `start` is the first id of the first window; rows are searched from it away from the cursor
  const start =
    cursor !== undefined
      ? sql`SELECT ${down ? cursor - 1 : cursor + 1}::int AS id`
      : down
        ? sql`SELECT max(beneficiary_id) AS id FROM beneficiaries`
        : sql`SELECT min(beneficiary_id) AS id FROM beneficiaries`;
  const firstRange = down
    ? sql`beneficiary_id <= s.id AND beneficiary_id > s.id - ${FIRST_WINDOW}`
    : sql`beneficiary_id >= s.id AND beneficiary_id < s.id + ${FIRST_WINDOW}`;
  const by = down ? sql`beneficiary_id DESC` : sql`beneficiary_id ASC`;
  // no match among the first window's rows: a rare condition, its matches all found by its index and
  // sorted. `+ 0` keeps the planner from walking the key's index instead, expecting a match every few
  // hundred rows, when there may be none in ten million (3 s, against 0.3 ms through the index)
  const rareBy = down ? sql`beneficiary_id + 0 DESC` : sql`beneficiary_id + 0 ASC`;
  const first = await queryRows<WindowRow>(
    db,
    sql`WITH s AS (${start})
        SELECT s.id AS end_id, w.* FROM s LEFT JOIN LATERAL (${withVillage(sql`
          SELECT ${LIST_COLUMNS} FROM beneficiaries
          WHERE ${filter} AND ${firstRange}
          ORDER BY ${by} LIMIT ${needed}`)}
        ) w ON TRUE`,
  );
  const found: BeneficiaryListItem[] = [];
  for (const { end_id: _end, ...row } of first) if (row.beneficiary_id !== null) found.push(Row.parse(row));
  const startId = first[0]?.end_id;
  if (startId === null || startId === undefined) return found;
  /** The matches with ids from `lower` (inclusive) up to `upper` (exclusive), as many as are missing. */
  const readWindow = async (lower: number, upper: number) => {
    const range = sql`beneficiary_id >= ${lower} AND beneficiary_id < ${upper}`;
    found.push(...(await windowRows(db, filter, range, found.length === 0 ? rareBy : by, needed - found.length)));
  };
  if (down) {
    let upper = startId - FIRST_WINDOW + 1;
    let scanned = FIRST_WINDOW;
    while (upper > 1 && found.length < needed) {
      const window = nextWindow(found.length, scanned, needed, upper);
      const lower = Math.max(1, upper - window);
      await readWindow(lower, upper);
      scanned += upper - lower;
      upper = lower;
    }
    return found;
  }
  // upwards the table has no fixed end: the newest id bounds the search once, read when needed
  let lower = startId + FIRST_WINDOW;
  let scanned = FIRST_WINDOW;
  let top: number | undefined;
  while (found.length < needed) {
    if (top === undefined) {
      const [{ id }] = await queryRows<{ id: number | null }>(db, sql`SELECT max(beneficiary_id) AS id FROM beneficiaries`);
      top = id ?? 0;
    }
    if (lower > top) break;
    const window = nextWindow(found.length, scanned, needed, top - lower + 1);
    const upper = Math.min(top + 1, lower + window);
    await readWindow(lower, upper);
    scanned += upper - lower;
    lower = upper;
  }
  return found;
}

/** Enough ids for what is still missing at the density seen, with a margin; none seen: all the rest. */
function nextWindow(found: number, scanned: number, needed: number, rest: number): number {
  const density = found / scanned;
  return density > 0 ? Math.ceil(((needed - found) / density) * WINDOW_MARGIN) + 1 : rest;
}

const windowRows = (db: Database, filter: SQL, range: SQL, by: SQL, limit: number) =>
  selectRows(
    db,
    Row,
    withVillage(sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE ${filter} AND ${range} ORDER BY ${by} LIMIT ${limit}`),
  );
