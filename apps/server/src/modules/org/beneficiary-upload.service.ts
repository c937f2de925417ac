import type { UploadReport } from '@portal/contract/org-upload';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { type ResolvedRow, resolveRow } from './beneficiary-upload-row.ts';
import { loadUploadLookups } from './upload-lookups.ts';
import { inTransaction, nameKey } from './upload-support.ts';

/** The person key of the database (first name without spaces in any case, date of birth, Aadhaar digits). */
const personKeyOf = (firstName: string, dob: string, aadhaar: string | null | undefined) =>
  `${firstName.replace(/\s/g, '').toLowerCase()}|${dob}|${aadhaar ?? ''}`;
const personKey = (r: ResolvedRow) => personKeyOf(r.person.first_name, r.person.dob, r.person.aadhaar_no);

/** Rows checked while the database writes the rows before them: Node and PostgreSQL work at once. */
const CHUNK_ROWS = 2_000;

/**
 * Spec §7 register-multiple-beneficiaries: each row checked with the single-record rules, names
 * resolved from look-ups read once, then one transaction of set-based statements, a chunk of rows
 * each. A person already registered is skipped; an enrolment is added when the row names a
 * sub-programme.
 */
export async function uploadBeneficiaries(
  db: Database,
  records: unknown[],
  uploaderId: number,
  dryRun: boolean,
): Promise<UploadReport> {
  const taluks = [...new Set(records.map((r) => nameKey((r as { taluka?: unknown } | null)?.taluka)))];
  const lookups = await loadUploadLookups(db, taluks);
  const report: UploadReport = { created: 0, skipped: 0, rejected: [], notes: [] };
  const firstRowOf = new Map<string, number>();
  const resolveChunk = (start: number): ResolvedRow[] => {
    const rows: ResolvedRow[] = [];
    records.slice(start, start + CHUNK_ROWS).forEach((record, offset) => {
      const row = Number((record as { rowNumber?: unknown } | null)?.rowNumber) || start + offset + 2;
      if (typeof record !== 'object' || record === null || Array.isArray(record)) {
        report.rejected.push({ row, reason: 'Not a beneficiary record.' });
        return;
      }
      const resolved = resolveRow(record, row, lookups, uploaderId);
      if ('reasons' in resolved) {
        report.rejected.push({ row, reason: resolved.reasons.join('; ') });
        return;
      }
      const key = personKey(resolved);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        report.skipped += 1;
        report.notes?.push({ row, reason: `Same person as row ${first}; skipped.` });
        return;
      }
      firstRowOf.set(key, row);
      if (resolved.note) report.notes?.push({ row, reason: resolved.note });
      rows.push(resolved);
    });
    return rows;
  };
  const writeChunk = async (tx: Database, rows: ResolvedRow[]) => {
    const createdIds = await insertPeople(tx, rows);
    report.created += createdIds.size;
    report.skipped += rows.length - createdIds.size;
    await insertEnrolments(tx, rows, createdIds);
  };
  const write = async (tx: Database) => {
    // the search indexes (GIN) take new rows in a pending list and merge it in batches of work_mem:
    // larger batches merge a big upload in a quarter less time
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    let writing = Promise.resolve();
    for (let start = 0; start < records.length; start += CHUNK_ROWS) {
      // checked (synchronously) while the previous chunk's statements run in the database
      const rows = resolveChunk(start);
      await writing;
      writing = writeChunk(tx, rows);
    }
    await writing;
    return report;
  };
  return inTransaction(db, dryRun, write);
}

const col = <T>(rows: ResolvedRow[], pick: (r: ResolvedRow) => T | undefined) => arrayParam(rows.map((r) => pick(r) ?? null));

export async function insertPeople(tx: Database, rows: ResolvedRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  // education and income come with the row's enrolment, except for sub-programme 5 which has none
  const edu = (r: ResolvedRow) => (r.programme && r.programme.sub_program_id !== 5 ? r.programme : undefined);
  const inserted = await queryRows<{ id: number; first_name: string; dob: string; aadhaar_no: string | null }>(
    tx,
    sql`INSERT INTO beneficiaries (first_name, last_name, gender_id, aadhaar_no, dob, mobile_no, email_id, permanent_address,
          pincode, state_id, district_id, taluka_id, village_id, total_family_members, beneficiary_annual_source_id,
          education_level_id, institute, field_of_study, education_status_id, passing_year, is_certified, certification_name,
          family_annual_source_id, earning_members, earning_range_id, created_by)
        SELECT * FROM unnest(${col(rows, (r) => r.person.first_name)}::text[], ${col(rows, (r) => r.person.last_name)}::text[],
          ${col(rows, (r) => r.person.gender_id)}::smallint[], ${col(rows, (r) => r.person.aadhaar_no)}::text[],
          ${col(rows, (r) => r.person.dob)}::date[], ${col(rows, (r) => r.person.mobile_no)}::text[],
          ${col(rows, (r) => r.person.email_id)}::text[], ${col(rows, (r) => r.person.permanent_address)}::text[],
          ${col(rows, (r) => r.person.pincode)}::text[], ${col(rows, (r) => r.person.state_id)}::smallint[],
          ${col(rows, (r) => r.person.district_id)}::int[], ${col(rows, (r) => r.person.taluka_id)}::int[],
          ${col(rows, (r) => r.person.village_id)}::int[], ${col(rows, (r) => r.person.total_family_members)}::int[],
          ${col(rows, (r) => r.person.beneficiary_annual_source_id)}::smallint[],
          ${col(rows, (r) => edu(r)?.education_level_id)}::smallint[], ${col(rows, (r) => edu(r)?.institute)}::text[],
          ${col(rows, (r) => edu(r)?.field_of_study)}::text[], ${col(rows, (r) => edu(r)?.education_status_id)}::smallint[],
          ${col(rows, (r) => edu(r)?.passing_year)}::int[], ${col(rows, (r) => edu(r)?.is_certified)}::smallint[],
          ${col(rows, (r) => edu(r)?.certification_name)}::text[], ${col(rows, (r) => edu(r)?.family_annual_source_id)}::smallint[],
          ${col(rows, (r) => edu(r)?.earning_members)}::int[], ${col(rows, (r) => edu(r)?.earning_range_id)}::smallint[],
          ${col(rows, (r) => r.createdBy)}::int[])
        ON CONFLICT DO NOTHING
        RETURNING beneficiary_id AS id, first_name, to_char(dob, 'YYYY-MM-DD') AS dob, aadhaar_no`,
  );
  return new Map(inserted.map((b) => [personKeyOf(b.first_name, b.dob, b.aadhaar_no), b.id]));
}

/**
 * Enrolments for every row that names a sub-programme, new person or already registered alike. New
 * people's ids come back from their insert; only people who were already there are looked up.
 */
export async function insertEnrolments(tx: Database, rows: ResolvedRow[], createdIds: Map<string, number>): Promise<void> {
  const enrol = rows.filter((r) => r.programme);
  if (enrol.length === 0) return;
  const p = (pick: (a: NonNullable<ResolvedRow['programme']>) => unknown) =>
    col(enrol, (r) => (r.programme ? pick(r.programme) : null));
  await tx.execute(sql`
    WITH input AS (
      SELECT * FROM unnest(${col(enrol, (r) => createdIds.get(personKey(r)))}::int[], ${col(enrol, (r) => r.person.first_name)}::text[],
        ${col(enrol, (r) => r.person.dob)}::date[], ${col(enrol, (r) => r.person.aadhaar_no)}::text[], ${p((a) => a.program_id)}::int[],
        ${p((a) => a.sub_program_id)}::int[], ${p((a) => a.enrollment_date)}::date[], ${p((a) => a.enrollment_status)}::smallint[],
        ${p((a) => a.df_associate)}::smallint[], ${p((a) => a.df_associate_emp_id)}::text[], ${p((a) => a.outreach_channel_id)}::smallint[],
        ${p((a) => a.mutual_fund_provider_id)}::smallint[], ${p((a) => a.mutual_fund_type_id)}::smallint[],
        ${p((a) => a.mutual_fund_duration)}::int[], ${p((a) => a.investment_amount)}::numeric[],
        ${p((a) => a.reason_for_investment)}::text[], ${col(enrol, (r) => r.createdBy)}::int[])
        AS i(new_id, first_name, dob, aadhaar_no, program_id, sub_program_id, enrollment_date, enrollment_status, df_associate,
             df_associate_emp_id, outreach_channel_id, mf_provider, mf_type, mf_duration, amount, reason, created_by)
    ), resolved AS (
      SELECT i.*, coalesce(i.new_id, (SELECT b.beneficiary_id FROM beneficiaries b
        WHERE lower(regexp_replace(b.first_name, '\\s', '', 'g')) = lower(regexp_replace(i.first_name, '\\s', '', 'g'))
          AND b.dob = i.dob AND b.aadhaar_no IS NOT DISTINCT FROM i.aadhaar_no LIMIT 1)) AS beneficiary_id
      FROM input i
    )
    INSERT INTO beneficiary_programs (beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status, df_associate,
      df_associate_emp_id, outreach_channel_id, mutual_fund_provider_id, mutual_fund_type_id, mutual_fund_duration,
      investment_amount, reason_for_investment, created_by)
    SELECT beneficiary_id, program_id, sub_program_id, enrollment_date, enrollment_status, df_associate, df_associate_emp_id,
      outreach_channel_id, mf_provider, mf_type, mf_duration, amount, reason, created_by
    FROM resolved WHERE beneficiary_id IS NOT NULL
    ON CONFLICT DO NOTHING`);
}
