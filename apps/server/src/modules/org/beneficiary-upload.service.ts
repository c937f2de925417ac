import { setImmediate } from 'node:timers/promises';
import type { TypedCell, TypedSheet, UploadReport, UploadSource } from '@portal/contract/org-upload';
import type { Reason } from '@portal/contract/upload-reasons';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { nameKey } from '../../lib/name-key.ts';
import { checkRow, personKeyOrder, type SheetRows, UploadTally } from './beneficiary-upload-check.ts';
import type { ResolvedRow } from './beneficiary-upload-row.ts';
import { chunkInsert } from './beneficiary-upload-statement.ts';
import { loadUploadLookups } from './upload-lookups.ts';
import { type UndoneUpload, writeInChunks } from './upload-transaction.ts';
import { recordUpload, setAsideRows } from './uploads-history.service.ts';

export { SheetRows } from './beneficiary-upload-check.ts';

/**
 * Rows of a chunk: each chunk is written in a transaction of its own (upload-transaction.ts), checked
 * while the chunks before it are written, so Node and PostgreSQL work at once (UPLOAD_CHUNK_ROWS).
 */
const CHUNK_ROWS = 2_000;
/**
 * Checking yields to the event loop this often, so a statement just handed to the driver is sent, the
 * answer of the one before is taken up, and other users' requests are served, while the next chunk is
 * still being checked.
 */
const YIELD_ROWS = 250;

export interface UploadOptions {
  /** Rows written in one transaction; CHUNK_ROWS unless the configuration says otherwise. */
  chunkRows?: number;
  /** Told of each upload a stopped process had left half written, undone before this one writes. */
  onInterruptedUndone?: (undone: UndoneUpload) => void;
  /** The file and sheet the rows came from, recorded with the upload. */
  source?: UploadSource;
  /** Rows the browser set aside before sending: recorded with the upload's rejected rows. */
  setAside?: readonly { row: number; reasons: Reason[]; typed?: TypedCell[] }[];
  /** The sheet's heading row as typed (checked by checkTypedRows), recorded with the rejected rows (decision 015). */
  typed?: TypedSheet;
}

/**
 * Spec §7 register-multiple-beneficiaries: each row checked with the single-record rules, names
 * resolved from look-ups read once, then set-based statements, a chunk of rows each, in short
 * transactions that together store every row or none (upload-transaction.ts). A person already
 * registered is skipped; an enrolment is added when the row names a sub-programme.
 */
export async function uploadBeneficiaries(
  db: Database,
  rows: SheetRows,
  uploaderId: number,
  dryRun: boolean,
  options: UploadOptions = {},
): Promise<UploadReport> {
  const taluks = [...new Set(rows.peek().map((r) => nameKey((r as { taluka?: unknown } | null)?.taluka)))];
  const lookups = await loadUploadLookups(db, taluks);
  const order = personKeyOrder(rows.peek());
  // a dry run records nothing, so keeps no rejected row's values
  const tally = new UploadTally(!dryRun);
  const firstRowOf = new Map<string, number>();
  const chunkRows = options.chunkRows ?? CHUNK_ROWS;
  const checkChunk = async (chunk: number): Promise<ResolvedRow[]> => {
    const accepted: ResolvedRow[] = [];
    const start = chunk * chunkRows;
    const end = Math.min(start + chunkRows, order.length);
    for (let position = start; position < end; position++) {
      if ((position - start) % YIELD_ROWS === 0) await setImmediate();
      const row = rows.take(order[position]);
      const resolved = tally.add(row, checkRow(row, lookups, uploaderId, firstRowOf));
      if (resolved) accepted.push(resolved);
    }
    return accepted;
  };
  // checked once, in the order of the chunks; an upload run again after a deadlock writes these rows
  const checked: ResolvedRow[][] = [];
  // what the database answered, counted afresh by each attempt
  const answered = { created: 0, registered: 0, withoutConsent: 0 };
  await writeInChunks(
    db,
    {
      chunks: Math.ceil(order.length / chunkRows),
      uploadedBy: uploaderId,
      onInterruptedUndone: options.onInterruptedUndone,
      restart() {
        answered.created = 0;
        answered.registered = 0;
        answered.withoutConsent = 0;
      },
      async prepare(chunk, uploadId) {
        checked[chunk] ??= await checkChunk(chunk);
        const accepted = checked[chunk];
        if (!accepted.length) return undefined;
        const statement = chunkInsert(
          accepted,
          uploaderId,
          uploadId === undefined ? undefined : { uploadId, chunk, uploadedBy: uploaderId },
        );
        return async (tx) => {
          // the search indexes (GIN) take new rows in a pending list and merge it in batches of
          // work_mem: larger batches merge a big upload in a quarter less time
          await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
          const [answer] = await queryRows<{ created: number; without_consent: number }>(tx, statement);
          answered.created += answer.created;
          answered.registered += accepted.length - answer.created;
          answered.withoutConsent += answer.without_consent;
        };
      },
      finish: (tx, uploadId) =>
        recordUpload(tx, {
          uploadId,
          kind: 'beneficiaries',
          uploadedBy: uploaderId,
          source: options.source,
          report: tally.report(answered),
          values: tally.rejectedValues,
          typedRows: tally.rejectedTyped,
          typed: options.typed,
          setAside: setAsideRows(options.setAside),
        }),
    },
    dryRun,
  );
  return tally.report(answered);
}
