import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { isRetryableTransactionError, retryTransaction } from '../../db/transaction-retry.ts';

/**
 * A beneficiary upload written in short transactions, a chunk of rows each, that still stores all of
 * its rows or none (docs/decisions/006-upload-transactions.md):
 *
 * - one upload writes at a time (in this process, and on PostgreSQL in every process of the portal);
 * - the upload is listed in `upload_transactions` from before its first chunk until after its last;
 *   each chunk records, in its own transaction, the people and enrolments it created;
 * - a failure in any chunk undoes the chunks written before it, in short transactions too, and a
 *   deadlock or serialization failure then runs the whole upload again, as one transaction would;
 * - an upload stopped in the middle (the process ended) is undone by the next upload before it writes
 *   anything, and when the portal starts.
 *
 * Between two chunks the database answers everyone else: on the embedded database (one connection)
 * a transaction holds every other query, so a single transaction of 50,000 rows held every user for
 * seconds.
 */

const UPLOAD_LOCK_KEY = ADVISORY_LOCKS.upload;

/** Chunks written at once: PostgreSQL writes two on two connections; PGlite has the one. */
const writersOf = (db: Database): number => (isPostgres(db) ? 2 : 1);
const isPostgres = (db: Database): boolean => (db as { $client?: unknown }).$client instanceof pg.Pool;

// uploads of this process, in turn, per database: on PostgreSQL a waiting upload holds no connection
const turns = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `work` as the only upload writing to the database. In this process uploads take turns; on
 * PostgreSQL, an advisory lock held by a transaction of its own (on a connection of its own) for as
 * long as `work` runs keeps the uploads of other processes out too, and is let go by the database
 * when that connection ends with its process. With `wait: false` nothing is run (and undefined is
 * answered) when another process holds the lock.
 */
async function asTheOnlyUpload<T>(db: Database, work: () => Promise<T>, wait = true): Promise<T | undefined> {
  const before = turns.get(db) ?? Promise.resolve();
  const mine = before.then(() =>
    isPostgres(db)
      ? db.transaction(async (lock) => {
          if (wait) await lock.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_KEY})`);
          else {
            const [{ held }] = await queryRows<{ held: boolean }>(
              lock,
              sql`SELECT pg_try_advisory_xact_lock(${UPLOAD_LOCK_KEY}) AS held`,
            );
            if (!held) return undefined;
          }
          return work();
        })
      : work(),
  );
  turns.set(
    db,
    mine.catch(() => {}),
  );
  return mine;
}

export interface UndoneUpload {
  uploadId: number;
  uploadedBy: number;
  people: number;
  enrolments: number;
}

/** Undoes one chunk of an upload in one short transaction: its enrolments, its people, its record. */
async function undoChunk(db: Database, uploadId: number, chunk: number): Promise<{ people: number; enrolments: number }> {
  return db.transaction(async (tx) => {
    const [journal] = await queryRows<{ people: number[]; enrolments: number[] }>(
      tx,
      sql`DELETE FROM upload_transaction_chunks WHERE upload_id = ${uploadId} AND chunk = ${chunk}
          RETURNING beneficiary_ids AS people, enrolment_ids AS enrolments`,
    );
    if (!journal) return { people: 0, enrolments: 0 };
    // enrolments first: an enrolment of this upload may belong to a person registered before it
    await tx.execute(
      sql`DELETE FROM beneficiary_programs WHERE beneficiary_program_id = ANY(${sql.param(journal.enrolments)}::int[])`,
    );
    await tx.execute(sql`DELETE FROM beneficiaries WHERE beneficiary_id = ANY(${sql.param(journal.people)}::int[])`);
    return { people: journal.people.length, enrolments: journal.enrolments.length };
  });
}

/** Undoes every written chunk of an upload, newest first, a transaction each; then forgets the upload. */
async function undoUpload(db: Database, uploadId: number, uploadedBy: number): Promise<UndoneUpload> {
  const undone: UndoneUpload = { uploadId, uploadedBy, people: 0, enrolments: 0 };
  const chunks = await queryRows<{ chunk: number }>(
    db,
    sql`SELECT chunk FROM upload_transaction_chunks WHERE upload_id = ${uploadId} ORDER BY chunk DESC`,
  );
  for (const { chunk } of chunks) {
    const { people, enrolments } = await undoChunk(db, uploadId, chunk);
    undone.people += people;
    undone.enrolments += enrolments;
  }
  await db.execute(sql`DELETE FROM upload_transactions WHERE upload_id = ${uploadId}`);
  return undone;
}

/** Every upload still listed: with the upload lock held, each of them was stopped in the middle. */
async function undoInterrupted(db: Database): Promise<UndoneUpload[]> {
  const uploads = await queryRows<{ upload_id: number; uploaded_by: number }>(
    db,
    sql`SELECT upload_id, uploaded_by FROM upload_transactions ORDER BY upload_id`,
  );
  const undone: UndoneUpload[] = [];
  for (const upload of uploads) undone.push(await undoUpload(db, upload.upload_id, upload.uploaded_by));
  return undone;
}

/**
 * At start: undoes the uploads a stopped process left in the middle, unless another process is
 * uploading right now (it has undone them before its first chunk).
 */
export async function undoInterruptedUploads(db: Database): Promise<UndoneUpload[]> {
  return (await asTheOnlyUpload(db, () => undoInterrupted(db), false)) ?? [];
}

/** One chunk, ready to be written in the transaction it is given. */
export type ChunkWrite = (tx: Database) => Promise<void>;

export interface ChunkedUpload {
  chunks: number;
  /**
   * Chunk `chunk`'s write (undefined when it has nothing to write), for the upload `uploadId`
   * (undefined on a dry run). Called in the order of the chunks, each while the ones before it are
   * being written.
   */
  prepare(chunk: number, uploadId: number | undefined): Promise<ChunkWrite | undefined>;
  /** Called before every attempt: an attempt counts from nothing. */
  restart(): void;
  uploadedBy: number;
  /** Told of each upload a stopped process had left, undone before this one writes. */
  onInterruptedUndone?: (undone: UndoneUpload) => void;
  /**
   * Run in the transaction that marks the upload stored, once every chunk is written (not on a dry
   * run): what it writes is stored with the upload, and a failure undoes the upload.
   */
  finish?: (tx: Database, uploadId: number) => Promise<void>;
}

/** A write in a transaction that is rolled back, answering what the write answered. */
async function rolledBack(db: Database, write: ChunkWrite): Promise<void> {
  const rollback = new Error('dry run');
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

/** All the writes settled; then the first failure, a failure that no retry would mend before a deadlock. */
async function settled(writes: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(writes);
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length) throw failures.find((f) => !isRetryableTransactionError(f)) ?? failures[0];
}

/** Writes every chunk, a transaction each (a wave of `writers` at a time), each rolled back on a dry run. */
async function writeChunks(db: Database, upload: ChunkedUpload, dryRun: boolean, uploadId: number | undefined) {
  upload.restart();
  const writers = writersOf(db);
  const inTransaction = (write: ChunkWrite) => (dryRun ? rolledBack(db, write) : db.transaction(write));
  let writing: Promise<void> = Promise.resolve();
  for (let first = 0; first < upload.chunks; first += writers) {
    // the next wave is checked and made into statements while the one before it is written
    const wave: ChunkWrite[] = [];
    for (let chunk = first; chunk < Math.min(first + writers, upload.chunks); chunk++) {
      const write = await upload.prepare(chunk, uploadId);
      if (write) wave.push(write);
    }
    // a wave begins when the one before it has been written: a failure stops the upload at once
    await writing;
    writing = settled(wave.map(inTransaction));
    // awaited once the next wave is ready; a failure before then is not an unhandled rejection
    writing.catch(() => {});
  }
  await writing;
}

/**
 * Writes an upload chunk by chunk, all or nothing. A dry run writes each chunk in a transaction that
 * is rolled back: chunks hold different people, so each answers as it would in the real upload.
 */
export async function writeInChunks(db: Database, upload: ChunkedUpload, dryRun: boolean): Promise<void> {
  if (dryRun) return retryTransaction(() => writeChunks(db, upload, true, undefined));
  await asTheOnlyUpload(db, async () => {
    for (const undone of await undoInterrupted(db)) upload.onInterruptedUndone?.(undone);
    await retryTransaction(async () => {
      const [{ uploadId }] = await queryRows<{ uploadId: number }>(
        db,
        sql`INSERT INTO upload_transactions (uploaded_by) VALUES (${upload.uploadedBy}) RETURNING upload_id AS "uploadId"`,
      );
      try {
        await writeChunks(db, upload, false, uploadId);
        // the upload is stored with what `finish` writes: from here on nothing undoes it
        await db.transaction(async (tx) => {
          await upload.finish?.(tx, uploadId);
          await tx.execute(sql`DELETE FROM upload_transactions WHERE upload_id = ${uploadId}`);
        });
      } catch (error) {
        try {
          await undoUpload(db, uploadId, upload.uploadedBy);
        } catch {
          // the upload stays listed, and the next upload (or the next start) undoes it; not run again
          // now, which would find its own people already there
          throw new Error(`upload ${uploadId} failed and could not be undone yet`);
        }
        throw error;
      }
    });
  });
}
