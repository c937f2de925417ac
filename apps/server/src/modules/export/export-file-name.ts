import type { ExportReport } from '@portal/contract/audit-actions';
import type { DashboardFilters } from '@portal/contract/dashboard';
import type { ExportQuery } from '@portal/contract/export';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import type { ExportNames } from './export-names.ts';

/** The places a filter names, in English as the database holds them. */
export interface FilterPlaces {
  district: string | null;
  taluk: string | null;
  /** the taluk's district, for the taluk's Kannada name */
  talukDistrict: string | null;
  village: string | null;
}

/** What an export's name describes: the list's filters and search, or a summary's filters. */
type Described = DashboardFilters & Partial<Pick<ExportQuery, 'search' | 'isChecked'>>;

/** The names of the district, taluk and village the list is filtered by, if it is. */
export async function filterPlaces(db: Database, query: DashboardFilters): Promise<FilterPlaces> {
  if (!query.district_id && !query.taluka_id && !query.village_id)
    return { district: null, taluk: null, talukDistrict: null, village: null };
  const [row] = await queryRows<FilterPlaces>(
    db,
    sql`SELECT (SELECT district_name FROM districts WHERE district_id = ${query.district_id ?? null}::int) AS district,
               (SELECT taluka_name FROM talukas WHERE taluka_id = ${query.taluka_id ?? null}::int) AS taluk,
               (SELECT d.district_name FROM talukas t JOIN districts d ON d.district_id = t.district_id
                 WHERE t.taluka_id = ${query.taluka_id ?? null}::int) AS "talukDistrict",
               (SELECT village_name FROM villages WHERE village_id = ${query.village_id ?? null}::int) AS village`,
  );
  return row;
}

/** Characters no file name may hold on some system, and separators of the name's own parts. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those replaced
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f_\s]+/gu;
/** The most bytes (UTF-8) of the name before its date and time: Kannada takes 3 bytes a letter. */
const MAX_BASE_BYTES = 200;

/** One part of the name: lower case, no character a file system refuses, spaces as `-`. */
const slug = (text: string) => text.normalize('NFC').replace(UNSAFE, '-').replace(/-+/g, '-').replace(/^-|-$/g, '').toLowerCase();

/** The same in ASCII: accents dropped, anything else outside a-z, 0-9, `.` and `-` made a `-`. */
const asciiSlug = (text: string) =>
  slug(text.normalize('NFKD').replace(/\p{M}/gu, ''))
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

/** At most `max` bytes of UTF-8, cut between letters, without a vowel sign or separator left at the end. */
function capBytes(text: string, max: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > max) break;
    end += char.length;
  }
  return end === text.length ? text : text.slice(0, end).replace(/(?:\p{M}|\u200c|\u200d|[_-])+$/u, '');
}

/**
 * What was exported, in words of one language: everyone's registrations or the exporter's own, a
 * search only as "searched" (its text may be a person's name or number), the places, the programme,
 * the enrolment status, the status filter, the registrant and the registration days.
 */
function describe(query: Described, places: FilterPlaces, names: ExportNames, report: ExportReport): string[] {
  const parts: string[] = [];
  if (report === 'summary') parts.push(names.text('summaryFile.fileName'));
  else {
    parts.push(names.text('exportFile.fileName.beneficiaries'));
    parts.push(names.text(query.isChecked === 'true' ? 'exportFile.fileName.all' : 'exportFile.fileName.mine'));
    if (query.search?.trim()) parts.push(names.text('exportFile.fileName.searched'));
  }
  if (places.district) parts.push(names.district(places.district));
  if (places.taluk) parts.push(names.taluk(places.talukDistrict ?? '', places.taluk));
  if (places.village) parts.push(places.village);
  if (query.sub_program_id) parts.push(names.name('subProgram', query.sub_program_id) ?? '');
  else if (query.program_id) parts.push(names.name('program', query.program_id) ?? '');
  if (query.enrollment_status) parts.push(names.name('enrollmentStatus', query.enrollment_status) ?? '');
  if (query.status === 'deactivated') parts.push(names.text('exportFile.fileName.deactivated'));
  if (query.status === 'all') parts.push(names.text('exportFile.fileName.activeAndDeactivated'));
  if (query.created_by) parts.push(names.text('exportFile.fileName.registeredByUser', { id: String(query.created_by) }));
  if (query.created_from) parts.push(names.text('exportFile.fileName.registeredFrom', { date: query.created_from }));
  if (query.created_to) parts.push(names.text('exportFile.fileName.registeredUntil', { date: query.created_to }));
  return parts;
}

/** The file's name in the export's language (`name`) and in ASCII English (`ascii`, the fallback). */
export interface ExportFileName {
  name: string;
  ascii: string;
}

/**
 * The name of an export's file (the list's or a summary's): what was exported, then when (India's day and time, `at` as
 * `YYYY-MM-DD HH:MM`), e.g. `beneficiaries_all_mysuru_mutual-fund_2026-11-24_1530.xlsx`.
 */
export function exportFileName(
  query: Described,
  places: FilterPlaces,
  names: ExportNames,
  english: ExportNames,
  at: string,
  extension: string,
  report: ExportReport = 'list',
): ExportFileName {
  const when = `${at.slice(0, 10)}_${at.slice(11, 13)}${at.slice(14, 16)}.${extension}`;
  const join = (parts: string[]) => capBytes(parts.filter(Boolean).join('_'), MAX_BASE_BYTES);
  return {
    name: `${join(describe(query, places, names, report).map(slug))}_${when}`,
    ascii: `${join(describe(query, places, english, report).map(asciiSlug))}_${when}`,
  };
}

/** RFC 8187: a value of `filename*`, percent-encoded UTF-8 (`'`, `(`, `)` and `*` too). */
const rfc8187 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Content-Disposition of a download: the ASCII name for old clients, the UTF-8 name for the rest (RFC 6266). */
export const contentDisposition = ({ name, ascii }: ExportFileName) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${rfc8187(name)}`;
