import { isStorableText } from '@portal/contract/fields';
import type { RejectedRow } from '@portal/contract/org-upload';
import { REASONS, type Reason } from '@portal/contract/upload-reasons';
import type { Database } from '../../db/client.ts';
import { retryTransaction } from '../../db/transaction-retry.ts';

/** Report lines in the order of the sheet's rows. */
export const bySheetRow = (a: RejectedRow, b: RejectedRow): number => a.row - b.row;

/**
 * Why a row cannot be stored as it is: one reason per column holding a character the database cannot
 * store (a NUL, which is what an .xlsx `_x0000_` cell becomes), naming the column by its heading and
 * never repeating the value.
 */
export function unstorableCells(record: object, headings: Readonly<Record<string, string>>): Reason[] {
  const values = record as Record<string, unknown>;
  const reasons: Reason[] = [];
  // checked for every row of a sheet: no array of the headings made per row
  for (const field in headings) {
    const value = values[field];
    if (value !== undefined && value !== null && !isStorableText(typeof value === 'string' ? value : String(value)))
      reasons.push(REASONS.unstorable(headings[field]));
  }
  return reasons;
}

class DryRunRollback extends Error {
  constructor(readonly result: unknown) {
    super('dry run');
  }
}

/**
 * Runs `write` in a transaction; a dry run rolls it back, so a check answers exactly as the upload would.
 * A transaction the database aborts for a deadlock or a serialization failure runs again from the
 * start: `write` builds its answer afresh each time, so a retry answers as a first try would.
 */
export function inTransaction<T>(db: Database, dryRun: boolean, write: (tx: Database) => Promise<T>): Promise<T> {
  return retryTransaction(() => (dryRun ? dryRunTransaction(db, write) : db.transaction((tx) => write(tx))));
}

async function dryRunTransaction<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRunRollback(await write(tx));
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result as T;
    throw error;
  }
  throw new Error('a dry run always rolls back');
}
