import {
  type BeneficiaryHistoryResponse,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  HistoryEntrySchema,
} from '@portal/contract/records';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FieldChange } from './audit-log.ts';

// a timestamp as JSON writes a date: ISO 8601 in UTC with milliseconds
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Where the name of an id field is kept: table, id column, name column. */
const NAMED_FIELDS: Readonly<Record<string, readonly [string, string, string]>> = {
  gender_id: ['genders', 'id', 'name'],
  state_id: ['states', 'state_id', 'state_name'],
  district_id: ['districts', 'district_id', 'district_name'],
  taluka_id: ['talukas', 'taluka_id', 'taluka_name'],
  village_id: ['villages', 'village_id', 'village_name'],
  beneficiary_annual_source_id: ['occupations', 'id', 'name'],
  family_annual_source_id: ['occupations', 'id', 'name'],
  education_level_id: ['education_levels', 'id', 'name'],
  education_status_id: ['education_statuses', 'id', 'name'],
  earning_range_id: ['income_ranges', 'id', 'name'],
  program_id: ['programs', 'program_id', 'program_name'],
  sub_program_id: ['sub_programs', 'sub_program_id', 'sub_program_name'],
  enrollment_status: ['enrollment_statuses', 'id', 'name'],
  outreach_channel_id: ['outreach_channels', 'id', 'name'],
  mutual_fund_provider_id: ['mutual_fund_providers', 'id', 'name'],
  mutual_fund_type_id: ['mutual_fund_types', 'id', 'name'],
};

const StoredChange = z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() });

/** The names of the ids the changes hold, one query per table named. */
async function namesOf(db: Database, changes: readonly FieldChange[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<number>>();
  for (const change of changes) {
    const source = NAMED_FIELDS[change.field];
    if (!source) continue;
    const key = source.join('.');
    const ids = wanted.get(key) ?? new Set<number>();
    for (const value of [change.from, change.to]) if (value !== null && /^\d{1,9}$/.test(value)) ids.add(Number(value));
    wanted.set(key, ids);
  }
  const names = new Map<string, string>();
  for (const [key, ids] of wanted) {
    const [table, idColumn, nameColumn] = key.split('.');
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT ${sql.identifier(idColumn)} AS id, ${sql.identifier(nameColumn)} AS name FROM ${sql.identifier(table)}
          WHERE ${sql.identifier(idColumn)} = ANY(${sql.param([...ids])}::int[])`,
    );
    for (const row of rows) names.set(`${key}:${row.id}`, row.name);
  }
  return names;
}

const HistoryRow = HistoryEntrySchema.omit({ changes: true }).extend({ changes: z.array(StoredChange).nullable() });

/** Who reads a history: upload file names (which hold names and numbers) go only to those who may read the uploads. */
export interface HistoryReader {
  readonly seesUploadFiles: boolean;
}

const CreationRow = z.object({
  created_at: z.string(),
  user_name: z.string(),
  file_name: z.string().nullable(),
  upload_row: z.number().nullable(),
  recorded: z.boolean(),
});

/**
 * A page of a beneficiary's history, newest first: the audit records of the person and of their
 * enrolments older than the cursor `before` (an audit id), with the ids in changes named and each
 * actor named as they were called then. A person registered before the audit existed gets the entry
 * of their creation from the row itself, on the last page.
 */
export async function getBeneficiaryHistory(
  db: Database,
  beneficiaryId: number,
  reader: HistoryReader,
  before?: string,
): Promise<BeneficiaryHistoryResponse> {
  const [person] = await selectRows(
    db,
    CreationRow,
    sql`SELECT ${iso('b.created_at')} AS created_at, u.emp_name AS user_name, up.file_name, b.upload_row,
          EXISTS (SELECT 1 FROM audit_events a WHERE a.beneficiary_id = b.beneficiary_id AND a.action = 'beneficiaryCreated') AS recorded
        FROM beneficiaries b JOIN users u ON u.user_id = b.created_by LEFT JOIN uploads up ON up.upload_id = b.upload_id
        WHERE b.beneficiary_id = ${beneficiaryId}`,
  );
  if (!person) throw new AppError('beneficiaryNotFound');
  // one more than a page: whether an older page exists
  const rows = await selectRows(
    db,
    HistoryRow,
    sql`SELECT a.audit_id::int AS audit_id, a.action, ${iso('a.occurred_at')} AS occurred_at, a.user_name,
          a.changes, a.reason, bp.program_id, bp.sub_program_id,
          (SELECT sub_program_name FROM sub_programs WHERE sub_program_id = bp.sub_program_id) AS sub_program_name,
          up.file_name AS upload_file_name, a.upload_row
        FROM audit_events a
        LEFT JOIN beneficiary_programs bp ON bp.beneficiary_program_id = a.beneficiary_program_id
        LEFT JOIN uploads up ON up.upload_id = a.upload_id
        WHERE a.beneficiary_id = ${beneficiaryId} ${before === undefined ? sql`` : sql`AND a.audit_id < ${before}::bigint`}
        ORDER BY a.audit_id DESC LIMIT ${HISTORY_PAGE_SIZE + 1}`,
  );
  const more = rows.length > HISTORY_PAGE_SIZE;
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const names = await namesOf(
    db,
    page.flatMap((row) => row.changes ?? []),
  );
  const named = (field: string, value: string | null) => {
    const source = NAMED_FIELDS[field];
    return { value, name: source && value !== null ? (names.get(`${source.join('.')}:${value}`) ?? null) : null };
  };
  const fileName = (name: string | null) => (reader.seesUploadFiles ? name : null);
  const history: HistoryEntry[] = page.map((row) => ({
    ...row,
    upload_file_name: fileName(row.upload_file_name),
    changes: (row.changes ?? []).map((c) => ({ field: c.field, from: named(c.field, c.from), to: named(c.field, c.to) })),
  }));
  if (!more && !person.recorded)
    history.push({
      audit_id: 0,
      action: 'beneficiaryCreated',
      occurred_at: person.created_at,
      user_name: person.user_name,
      changes: [],
      reason: null,
      program_id: null,
      sub_program_id: null,
      sub_program_name: null,
      upload_file_name: fileName(person.file_name),
      upload_row: person.upload_row,
    });
  return { Status: true, history, older: more ? String(page[page.length - 1].audit_id) : null };
}
