import type { BeneficiaryListItem, BeneficiaryListQuery } from '@portal/contract/beneficiary';
import { BeneficiaryListItemSchema as Row } from '@portal/contract/responses/beneficiary';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, selectPrepared, selectRows } from '../../db/client.ts';
import { filterCondition } from './beneficiary-filters.ts';
import { searchPlan } from './beneficiary-search.ts';

/** The spec's list: no filter but All, the active people, newest first (its statements are prepared). */
const isPlainList = (o: ListOptions): boolean =>
  o.status === 'active' &&
  o.sort === 'newest' &&
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

const LIST_COLUMNS = sql`beneficiary_id, first_name, last_name, mobile_no, aadhaar_no, pincode`;
const FIRST_WINDOW = 20_000;
const WINDOW_MARGIN = 1.5;

interface ListOptions extends BeneficiaryListQuery {
  userId: number;
}

export async function findBeneficiaries(db: Database, options: ListOptions): Promise<BeneficiaryListItem[]> {
  const everyone = options.isChecked === 'true';
  const scope = filterCondition(options, options.userId);
  const plan = searchPlan(options.search);
  const page = (filter: SQL) =>
    sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE ${filter}
        ORDER BY beneficiary_id DESC LIMIT ${options.limit} OFFSET ${options.offset}`;
  switch (plan.kind) {
    case 'none': {
      if (!isPlainList(options)) return selectRows(db, Row, page(scope));
      // the unfiltered pages are most of the traffic: prepared statements. A later page finds its
      // ids in the index alone and reads just those rows, instead of reading every row it skips.
      const name = `list_${everyone ? 'all' : 'mine'}_${options.offset === 0 ? 'first' : 'later'}`;
      if (options.offset === 0) return selectPrepared(db, name, Row, page(scope));
      return selectPrepared(
        db,
        name,
        Row,
        sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE beneficiary_id IN (
              SELECT beneficiary_id FROM beneficiaries WHERE ${scope}
              ORDER BY beneficiary_id DESC LIMIT ${options.limit} OFFSET ${options.offset}
            ) ORDER BY beneficiary_id DESC`,
      );
    }
    case 'walk':
      // not prepared: a generic plan could not see how rare the fragment is
      return selectRows(db, Row, page(sql`${scope} AND ${plan.filter}`));
    case 'digits':
      // a digit run is in ~0.1% of rows: all of them through the index, then sorted. `+ 0` keeps the
      // planner from walking the primary key instead, computing the grams of every row it passes.
      return selectRows(
        db,
        Row,
        sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE ${scope} AND ${plan.filter}
            ORDER BY beneficiary_id + 0 DESC LIMIT ${options.limit} OFFSET ${options.offset}`,
      );
    case 'name': {
      const rows = await searchNewestFirst(db, sql`${scope} AND ${plan.filter}`, options.offset + options.limit);
      return rows.slice(options.offset);
    }
  }
}

// the first window's rows are left-joined to the newest id (all null when nothing matched): cast, then checked below
type WindowRow = BeneficiaryListItem & { top_id: number | null };

/**
 * Newest matches first, searched in id windows from the newest rows backwards. The first window
 * (found together with the newest id, in one statement) is small; the next is sized from the
 * density of matches seen so far, and a window with no match at all widens to the rest of the
 * table. A common fragment is answered from the newest rows, a rare one by one trigram-index
 * lookup, and neither walks the table row by row.
 */
async function searchNewestFirst(db: Database, filter: SQL, needed: number): Promise<BeneficiaryListItem[]> {
  const first = await queryRows<WindowRow>(
    db,
    sql`WITH top AS (SELECT max(beneficiary_id) AS id FROM beneficiaries)
        SELECT top.id AS top_id, w.* FROM top LEFT JOIN LATERAL (
          SELECT ${LIST_COLUMNS} FROM beneficiaries
          WHERE ${filter} AND beneficiary_id > top.id - ${FIRST_WINDOW}
          ORDER BY beneficiary_id DESC LIMIT ${needed}
        ) w ON TRUE`,
  );
  const found: BeneficiaryListItem[] = [];
  for (const { top_id: _top, ...row } of first) if (row.beneficiary_id !== null) found.push(Row.parse(row));
  let upper = (first[0]?.top_id ?? 0) - FIRST_WINDOW + 1;
  let scanned = FIRST_WINDOW;
  while (upper > 1 && found.length < needed) {
    const density = found.length / scanned;
    // enough rows for what is still missing at the density seen, with a margin; none seen: all the rest
    const window = density > 0 ? Math.ceil(((needed - found.length) / density) * WINDOW_MARGIN) + 1 : upper;
    const lower = Math.max(1, upper - window);
    const rows = await selectRows(
      db,
      Row,
      sql`SELECT ${LIST_COLUMNS} FROM beneficiaries
          WHERE ${filter} AND beneficiary_id >= ${lower} AND beneficiary_id < ${upper}
          ORDER BY beneficiary_id DESC LIMIT ${needed - found.length}`,
    );
    found.push(...rows);
    scanned += upper - lower;
    upper = lower;
  }
  return found;
}
