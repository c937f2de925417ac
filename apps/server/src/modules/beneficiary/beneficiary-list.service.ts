import type { BeneficiaryListItem, BeneficiaryListQuery } from '@portal/contract/beneficiary';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryPrepared, queryRows } from '../../db/client.ts';

const LIST_COLUMNS = sql`beneficiary_id, first_name, last_name, mobile_no, aadhaar_no, pincode`;
/** The trigram index can only serve fragments of three characters or more. */
const MIN_INDEXED_FRAGMENT = 3;
const FIRST_WINDOW = 20_000;
const WINDOW_MARGIN = 1.5;

/** Lower-cased, spaces folded, LIKE's own characters escaped: `50%_off\` matches literally. */
export function searchFragment(search: string | undefined): string {
  return (search ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}
const likePattern = (fragment: string) => `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface ListOptions extends BeneficiaryListQuery {
  userId: number;
}

export async function findBeneficiaries(db: Database, options: ListOptions): Promise<BeneficiaryListItem[]> {
  const scope = options.isChecked === 'true' ? sql`TRUE` : sql`created_by = ${options.userId}`;
  const fragment = searchFragment(options.search);
  if (fragment.length < MIN_INDEXED_FRAGMENT) {
    const filter = fragment ? sql`${scope} AND search_text LIKE ${likePattern(fragment)}` : scope;
    // the unfiltered pages are most of the traffic: one prepared statement per shape
    const name = `list_${options.isChecked === 'true' ? 'all' : 'mine'}_${fragment ? 'short' : 'plain'}`;
    return queryPrepared<BeneficiaryListItem>(
      db,
      name,
      sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE ${filter}
          ORDER BY beneficiary_id DESC LIMIT ${options.limit} OFFSET ${options.offset}`,
    );
  }
  const ids = await searchNewestFirst(
    db,
    sql`${scope} AND search_text LIKE ${likePattern(fragment)}`,
    options.offset + options.limit,
  );
  const page = ids.slice(options.offset, options.offset + options.limit);
  if (page.length === 0) return [];
  return queryRows<BeneficiaryListItem>(
    db,
    sql`SELECT ${LIST_COLUMNS} FROM beneficiaries WHERE beneficiary_id = ANY(${sql.param(page)}::int[])
        ORDER BY beneficiary_id DESC`,
  );
}

/**
 * Newest matches first, searched in id windows from the newest rows backwards. The first window is
 * small; the next is sized from the density of matches seen so far, and a window with no match at
 * all widens to the rest of the table. A common fragment is answered from the newest rows, a rare
 * one by one trigram-index lookup, and neither walks the table row by row.
 */
async function searchNewestFirst(db: Database, filter: SQL, needed: number): Promise<number[]> {
  const [{ max_id: maxId }] = await queryRows<{ max_id: number | null }>(
    db,
    sql`SELECT max(beneficiary_id) AS max_id FROM beneficiaries`,
  );
  const found: number[] = [];
  let upper = (maxId ?? 0) + 1;
  let scanned = 0;
  let window = FIRST_WINDOW;
  while (upper > 1 && found.length < needed) {
    const lower = Math.max(1, upper - window);
    const rows = await queryRows<{ beneficiary_id: number }>(
      db,
      sql`SELECT beneficiary_id FROM beneficiaries
          WHERE ${filter} AND beneficiary_id >= ${lower} AND beneficiary_id < ${upper}
          ORDER BY beneficiary_id DESC LIMIT ${needed - found.length}`,
    );
    for (const row of rows) found.push(row.beneficiary_id);
    scanned += upper - lower;
    upper = lower;
    const density = found.length / scanned;
    // enough rows for what is still missing at the density seen, with a margin; none seen: all the rest
    window = density > 0 ? Math.ceil(((needed - found.length) / density) * WINDOW_MARGIN) + 1 : upper;
  }
  return found;
}
