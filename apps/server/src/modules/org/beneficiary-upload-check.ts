import type { BeneficiaryUploadRecord, TypedCell, UploadReport } from '@portal/contract/org-upload';
import { REASONS, type Reason } from '@portal/contract/upload-reasons';
import { BENEFICIARY_UPLOAD_FIELDS } from '@portal/contract/upload-template';
import { compareText } from '../../lib/name-key.ts';
import { BENEFICIARY_UPLOAD_HEADINGS, type ResolvedRow, resolveRow } from './beneficiary-upload-row.ts';
import { text as cellText, rejectedRow } from './upload-cells.ts';
import type { UploadLookups } from './upload-lookups.ts';
import { bySheetRow, unstorableCells } from './upload-support.ts';
import { sentValues } from './uploads-history.service.ts';

/** The database's person key (first name without spaces in any case, date of birth, Aadhaar digits). */
export const personKey = (firstName: string, dob: string, aadhaar: string | null | undefined) =>
  `${firstName.replace(/\s/g, '').toLowerCase()}|${dob}|${aadhaar ?? ''}`;
const resolvedKey = ({ person }: ResolvedRow) => personKey(person.first_name, person.dob, person.aadhaar_no);
/** The person key of a sheet row as sent: for every row that is stored, the key it is stored under. */
const sheetKey = (record: unknown) => {
  const r = (typeof record === 'object' && record !== null ? record : {}) as BeneficiaryUploadRecord;
  return personKey(cellText(r.first_name), cellText(r.dob), cellText(r.aadhaar_no));
};

/**
 * The sheet's rows in the order of their person keys (rows of one key in sheet order). Writing in that
 * order, chunk after chunk, every upload takes the person key's locks in one and the same order: two
 * uploads of the same people at once, in whatever order their sheets list them, queue behind each
 * other instead of deadlocking.
 */
export function personKeyOrder(records: readonly unknown[]): number[] {
  const keys = records.map(sheetKey);
  return records.map((_, index) => index).sort((a, b) => compareText(keys[a], keys[b]) || a - b);
}

/** One sheet row as the upload hands it to be checked: its record, its cells as typed, its sheet row. */
export interface SheetRow {
  record: unknown;
  typed: TypedCell[] | undefined;
  row: number;
}

/**
 * The request's rows, handed over to the upload, which takes each once, in its own order: a row taken
 * is let go (its place in the request's arrays emptied), so a 50,000-row sheet is not held twice while
 * it is checked.
 */
export class SheetRows {
  constructor(
    private readonly records: unknown[],
    private readonly typedRows?: (TypedCell[] | undefined)[],
  ) {}

  /** The records as sent, to read before any is taken (their order, their taluks). */
  peek(): readonly unknown[] {
    return this.records;
  }

  take(index: number): SheetRow {
    const record = this.records[index];
    const typed = this.typedRows?.[index];
    this.records[index] = undefined;
    if (this.typedRows) this.typedRows[index] = undefined;
    return { record, typed, row: Number((record as { rowNumber?: unknown } | null)?.rowNumber) || index + 2 };
  }
}

/** What checking one row decided. */
export type RowVerdict =
  | { kind: 'rejected'; reasons: Reason[]; sent?: unknown }
  | { kind: 'same person'; firstRow: number }
  | { kind: 'accepted'; resolved: ResolvedRow };

/**
 * Spec §7's single-record rules on one sheet row, names resolved from the look-ups. `firstRowOf` holds
 * the sheet row each person key was first accepted on; an accepted row is added to it.
 */
export function checkRow(
  { record, row }: SheetRow,
  lookups: UploadLookups,
  uploaderId: number,
  firstRowOf: Map<string, number>,
): RowVerdict {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return { kind: 'rejected', reasons: [REASONS.notARecord()] };
  // a value PostgreSQL cannot store is not recorded either (its cells as typed were made storable)
  const unstorable = unstorableCells(record, BENEFICIARY_UPLOAD_HEADINGS);
  if (unstorable.length) return { kind: 'rejected', reasons: unstorable };
  const resolved = resolveRow(record, row, lookups, uploaderId);
  if ('reasons' in resolved) return { kind: 'rejected', reasons: resolved.reasons, sent: record };
  const key = resolvedKey(resolved);
  const firstRow = firstRowOf.get(key);
  if (firstRow !== undefined) return { kind: 'same person', firstRow };
  firstRowOf.set(key, row);
  return { kind: 'accepted', resolved };
}

/**
 * The report of the rows checked so far, and, for an upload that is recorded, each rejected row's
 * cells as typed (else its values as sent) by sheet row.
 */
export class UploadTally {
  readonly rejected: UploadReport['rejected'] = [];
  readonly notes: NonNullable<UploadReport['notes']> = [];
  readonly rejectedTyped = new Map<number, TypedCell[]>();
  readonly rejectedValues = new Map<number, Record<string, string | number>>();
  private samePerson = 0;

  constructor(private readonly keepRejected: boolean) {}

  /** Counts a row's verdict; answers the row to write, if it is one. */
  add({ typed, row }: SheetRow, verdict: RowVerdict): ResolvedRow | undefined {
    if (verdict.kind === 'same person') {
      this.samePerson += 1;
      this.notes.push(rejectedRow(row, [REASONS.sameAs(verdict.firstRow)]));
      return undefined;
    }
    if (verdict.kind === 'accepted') {
      if (verdict.resolved.note) this.notes.push(rejectedRow(row, [verdict.resolved.note]));
      return verdict.resolved;
    }
    this.rejected.push(rejectedRow(row, verdict.reasons));
    if (!this.keepRejected) return undefined;
    if (typed) this.rejectedTyped.set(row, typed);
    else if (verdict.sent !== undefined) {
      const values = sentValues(verdict.sent, BENEFICIARY_UPLOAD_FIELDS);
      if (values) this.rejectedValues.set(row, values);
    }
    return undefined;
  }

  /**
   * The report, given what the database answered: how many people it created, how many it already had,
   * and how many of those it created have no consent recorded.
   */
  report({ created, registered, withoutConsent }: { created: number; registered: number; withoutConsent: number }): UploadReport {
    return {
      created,
      skipped: this.samePerson + registered,
      withoutConsent,
      rejected: [...this.rejected].sort(bySheetRow),
      notes: [...this.notes].sort(bySheetRow),
    };
  }
}
