import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { purgeEveryHour } from '../../lib/periodic-purge.ts';

/** Rows a transaction takes: about 70 ms of row locks, which a writer of one of those rows waits out. */
const BATCH = 1_000;
/** A run stops after this many batches (a million rows); the rest go at the next hour. */
const BATCHES_A_RUN = 1_000;

/**
 * The rows writers left in shards 1 to 63 of the dashboard's and the team's counts, summed into each
 * cell's shard 0 (migration 0035, decision 047): a figure read later sums one row a cell, not one a
 * writer's shard. Each batch is a transaction of its own, under an advisory lock: a process that finds
 * another folding leaves it to that one. Answers the rows taken.
 */
export async function foldCounts(db: Database, signal?: AbortSignal): Promise<number> {
  let folded = 0;
  for (let run = 0; run < BATCHES_A_RUN && !signal?.aborted; run++) {
    const taken = await db.transaction(async (tx) => {
      const [{ mine }] = await queryRows<{ mine: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.countsFold}) AS mine`,
      );
      if (!mine) return undefined;
      const [counts] = await queryRows<{ cells: number; authors: number }>(
        tx,
        sql`SELECT dashboard_fold(${BATCH}) AS cells, enrolment_author_fold(${BATCH}) AS authors`,
      );
      return counts;
    });
    if (!taken) break;
    folded += taken.cells + taken.authors;
    if (taken.cells < BATCH && taken.authors < BATCH) break;
  }
  return folded;
}

/**
 * Folds the counts after start and every hour. The first run goes on while the portal answers: the
 * first start after migration 0035 folds what older writers left, about 80 s a million rows.
 */
export const countsFold = fp<{ db: Database }>(async (app, { db }) => {
  purgeEveryHour(
    app,
    {
      event: 'counts_folded',
      message: "the dashboard's counts written since the last fold gathered into one row a cell",
      failed: "could not fold the dashboard's counts",
    },
    (signal) => foldCounts(db, signal),
    { inBackground: true },
  );
});
