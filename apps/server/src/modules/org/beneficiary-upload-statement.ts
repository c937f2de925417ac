import { PERSON_FIELDS } from '@portal/contract/beneficiary';
import { type EnrolmentField, PERSON_DETAIL_FIELDS } from '@portal/contract/program';
import { type SQL, sql } from 'drizzle-orm';
import { personName } from '../../db/schema/beneficiaries.ts';
import { consents } from '../../db/schema/consent.ts';
import { ENROLMENT_COLUMNS, type FieldColumn, fieldColumns, PERSON_COLUMNS } from '../../db/schema/entity-columns.ts';
import type { ResolvedRow } from './beneficiary-upload-row.ts';
import type { UploadConsent } from './upload-consent.ts';

type Cell = string | number | null | undefined;

/** Adds one value to a column's PostgreSQL array literal, quoted, with `"` and `\\` escaped. */
function put(parts: Cell[], value: Cell, first: boolean) {
  if (!first) parts.push(',');
  if (value === null || value === undefined) parts.push('NULL');
  else if (typeof value === 'number') parts.push(value);
  else parts.push('"', value.includes('"') || value.includes('\\') ? value.replace(/["\\]/g, '\\$&') : value, '"');
}

/** The enrolment's own fields: its education and income come with the person's columns. */
const ENROLMENT_OWN_COLUMNS = ENROLMENT_COLUMNS.filter((c) => !(PERSON_DETAIL_FIELDS as readonly string[]).includes(c.name));

/** The consent a row records, by its `consents` columns (decision 038). */
const CONSENT_COLUMNS = fieldColumns<keyof UploadConsent>(consents, [
  'notice_version',
  'method',
  'witness_name',
  'guardian_name',
  'guardian_relationship',
  'given_on',
]);

/**
 * The chunk's columns, by name and SQL type: the person's fields (with the education and income of the
 * row's enrolment), who created the row, the enrolment's own fields, the consent, and the sheet row.
 */
const CHUNK_COLUMNS: FieldColumn[] = [
  ...PERSON_COLUMNS,
  { name: 'created_by', type: 'integer' },
  ...ENROLMENT_OWN_COLUMNS,
  ...CONSENT_COLUMNS,
  { name: 'upload_row', type: 'integer' },
];

/** One row's values, in the order of CHUNK_COLUMNS. */
function chunkValues({ person, programme, education: withEducation, createdBy, consent, row }: ResolvedRow): Cell[] {
  // education and income come with the row's enrolment, except for a sub-programme that asks none
  const education = programme && withEducation ? programme : undefined;
  return [
    ...PERSON_FIELDS.map((field) => person[field] as Cell),
    ...PERSON_DETAIL_FIELDS.map((field) => education?.[field] as Cell),
    createdBy,
    ...ENROLMENT_OWN_COLUMNS.map(({ name }) => programme?.[name as EnrolmentField] as Cell),
    ...CONSENT_COLUMNS.map(({ name }) => consent?.[name]),
    row,
  ];
}

/**
 * The chunk's rows as one array literal per column (what `arrayLiteral` makes), in one pass over the
 * rows, each column written at once into one flat string: these are made for every row of a sheet.
 */
function chunkColumns(rows: ResolvedRow[]): string[] {
  const columns: Cell[][] = CHUNK_COLUMNS.map(() => ['{']);
  for (let i = 0; i < rows.length; i++) {
    const values = chunkValues(rows[i]);
    for (let c = 0; c < values.length; c++) put(columns[c], values[c], i === 0);
  }
  return columns.map((parts) => {
    parts.push('}');
    return parts.join('');
  });
}

/** Column names as a SQL list, each with the prefix given. */
const names = (columns: readonly FieldColumn[], prefix = '') => sql.raw(columns.map(({ name }) => `${prefix}${name}`).join(', '));

/** What a chunk of an upload (not a dry run) records: its journal entry, and its rows' provenance and audit. */
export interface ChunkJournal {
  uploadId: number;
  chunk: number;
  uploadedBy: number;
}

/**
 * One statement for a chunk: the people, then an enrolment for every row naming a sub-programme (new
 * people by the row they came from, people already registered by their key), both in the order of
 * `rows`, the consent of each new person whose row records one (recorded by `uploadedBy`), and, for an
 * upload (not a dry run), the record of what the chunk created, in the same transaction: each person
 * and enrolment names the upload and its sheet row, an audit record for each says who created it from
 * which upload and row, and the journal lets an interrupted upload be undone. Answers how many people
 * it created, and how many of them without consent; a person already there is skipped by the person
 * key, their consent left as it is.
 */
export function chunkInsert(rows: ResolvedRow[], uploadedBy: number, journal?: ChunkJournal): SQL {
  const columns = chunkColumns(rows).map((literal, c) => sql`${sql.param(literal)}::${sql.raw(CHUNK_COLUMNS[c].type)}[]`);
  const upload = journal?.uploadId;
  // the provenance columns of people and enrolments, and their values, for an upload
  const provenanceColumns = upload === undefined ? sql`` : sql`, upload_id, upload_row`;
  const provenanceValues = (row: SQL) => (upload === undefined ? sql`` : sql`, ${upload}::int, ${row}`);
  const audit = journal
    ? sql`, audit AS (
      INSERT INTO audit_events (beneficiary_id, beneficiary_program_id, action, upload_id, upload_row, user_id, user_name)
      SELECT beneficiary_id, NULL::int, 'beneficiaryCreated', ${upload}::int, upload_row, ${journal.uploadedBy}::int, (SELECT emp_name FROM users WHERE user_id = ${journal.uploadedBy}::int) FROM people
      UNION ALL
      SELECT beneficiary_id, beneficiary_program_id, 'enrolmentCreated', ${upload}::int, upload_row, ${journal.uploadedBy}::int, (SELECT emp_name FROM users WHERE user_id = ${journal.uploadedBy}::int)
      FROM enrolments
    )`
    : sql``;
  // the consent of each new person whose row records one; a chunk recording none writes as before
  const withConsent = rows.some((row) => row.consent);
  const consented = withConsent
    ? sql`, consented AS (
      INSERT INTO consents (beneficiary_id, ${names(CONSENT_COLUMNS)}, recorded_by, source)
      SELECT p.beneficiary_id, ${names(CONSENT_COLUMNS, 'i.')}, ${uploadedBy}::int, 'upload'
      FROM input i
      JOIN people p ON p.first_name = i.first_name AND p.dob = i.dob AND p.aadhaar_no IS NOT DISTINCT FROM i.aadhaar_no
      WHERE i.method IS NOT NULL
      ORDER BY i.ordinal
      RETURNING beneficiary_id
    )`
    : sql``;
  const consentedCount = withConsent ? sql`(SELECT count(*) FROM consented)` : sql`0`;
  return sql`
    WITH input AS (
      SELECT * FROM unnest(${sql.join(columns, sql`, `)})
        WITH ORDINALITY
        AS i(${names(CHUNK_COLUMNS)}, ordinal)
    ), people AS (
      INSERT INTO beneficiaries (${names(PERSON_COLUMNS)}, created_by${provenanceColumns})
      SELECT ${names(PERSON_COLUMNS)}, created_by${provenanceValues(sql`upload_row`)}
      FROM input ORDER BY ordinal
      ON CONFLICT DO NOTHING
      RETURNING beneficiary_id, first_name, dob, aadhaar_no, upload_row
    ), enrolments AS (
      INSERT INTO beneficiary_programs (beneficiary_id, ${names(ENROLMENT_COLUMNS)}, created_by${provenanceColumns})
      SELECT person.beneficiary_id, ${names(ENROLMENT_COLUMNS, 'i.')}, i.created_by${provenanceValues(sql`i.upload_row`)}
      FROM input i
      LEFT JOIN people p ON p.first_name = i.first_name AND p.dob = i.dob AND p.aadhaar_no IS NOT DISTINCT FROM i.aadhaar_no
      CROSS JOIN LATERAL (SELECT coalesce(p.beneficiary_id, (SELECT b.beneficiary_id FROM beneficiaries b
        WHERE ${personName(sql`b.first_name`)} = ${personName(sql`i.first_name`)}
          AND b.dob = i.dob AND b.aadhaar_no IS NOT DISTINCT FROM i.aadhaar_no
          -- a person who withdrew consent is matched by no upload (decision 039)
          AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.beneficiary_id = b.beneficiary_id) LIMIT 1)) AS beneficiary_id) person
      WHERE i.sub_program_id IS NOT NULL AND person.beneficiary_id IS NOT NULL
      ORDER BY i.ordinal
      ON CONFLICT DO NOTHING
      RETURNING beneficiary_program_id, beneficiary_id, upload_row
    )${consented}${audit}${
      journal
        ? sql`, journal AS (
      INSERT INTO upload_transaction_chunks (upload_id, chunk, beneficiary_ids, enrolment_ids)
      SELECT ${journal.uploadId}::int, ${journal.chunk}::int,
        coalesce((SELECT array_agg(beneficiary_id) FROM people), '{}'),
        coalesce((SELECT array_agg(beneficiary_program_id) FROM enrolments), '{}')
    )`
        : sql``
    }
    SELECT count(*)::int AS created, (count(*) - ${consentedCount})::int AS without_consent FROM people`;
}
