import type { Database } from '../../db/client.ts';

/** Names are matched without regard to case and spacing, as the database's name keys are. */
export const nameKey = (name: unknown): string =>
  String(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

class DryRunRollback extends Error {
  constructor(readonly result: unknown) {
    super('dry run');
  }
}

/** Runs `write` in a transaction; a dry run rolls it back, so a check answers exactly as the upload would. */
export async function inTransaction<T>(db: Database, dryRun: boolean, write: (tx: Database) => Promise<T>): Promise<T> {
  if (!dryRun) return db.transaction((tx) => write(tx));
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
