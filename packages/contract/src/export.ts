import { z } from 'zod';
import { EXPORT_FORMATS } from './audit-actions.ts';
import { BeneficiaryFiltersSchema } from './beneficiary.ts';
import type { EXPORT_FILE_TEXT } from './export-text.ts';
import { LOCALES } from './i18n/locales.ts';

export { EXPORT_FORMATS, type ExportFormat } from './audit-actions.ts';
/** The export's constants the browser needs, zod-free (the list page loads them). */
export { EXPORT_ID_HEADER, EXPORT_PROGRESS_INTERVAL_MS } from './export-text.ts';

/**
 * An export of the list: the list's own filters and search (the same rows as the list shows, all of
 * them), the file's format, and the language of the screen that exported (headings, look-up values
 * and the file's name in it; without it, the user's saved language, else English).
 */
export const ExportQuerySchema = BeneficiaryFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(LOCALES).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** An export's progress, asked for while its file downloads (the rows written so far). */
export const ExportProgressParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * What a column holds: text (formula-guarded), a name from a list (a place, a look-up, a programme, a
 * member of staff: text that repeats, kept once in an .xlsx's shared strings), a number, a day (a date
 * cell in .xlsx, `YYYY-MM-DD` in CSV) or a moment in India's time (a date-and-time cell;
 * `YYYY-MM-DD HH:MM:SS` in CSV).
 */
export type ExportColumnKind = 'text' | 'name' | 'number' | 'date' | 'dateTime';
export type ExportColumnKey = keyof typeof EXPORT_FILE_TEXT.column;

/** A column of an exported sheet: its heading's id (`exportFile.column.<key>`), kind and width in characters. */
export interface ExportColumn {
  readonly key: ExportColumnKey;
  readonly kind: ExportColumnKind;
  readonly width: number;
}

const column = <Key extends ExportColumnKey>(key: Key, kind: ExportColumnKind, width: number) => ({ key, kind, width }) as const;

/**
 * The people's columns: who they are (gender, date of birth and age), how to reach them, their
 * place, occupation, family, education and income, their live enrolments, status and who
 * registered them when.
 */
export const EXPORT_BENEFICIARY_COLUMNS = [
  column('beneficiaryId', 'number', 14),
  column('firstName', 'text', 18),
  column('lastName', 'text', 18),
  column('gender', 'name', 10),
  column('dob', 'date', 13),
  column('age', 'number', 7),
  column('mobile', 'text', 13),
  column('aadhaar', 'text', 16),
  column('pincode', 'text', 10),
  column('address', 'text', 40),
  column('village', 'name', 22),
  column('taluk', 'name', 18),
  column('district', 'name', 18),
  column('occupation', 'name', 28),
  column('familyMembers', 'number', 10),
  column('educationLevel', 'name', 28),
  column('familyIncome', 'name', 22),
  column('enrolments', 'number', 11),
  column('status', 'name', 10),
  column('registeredBy', 'name', 24),
  column('registeredAt', 'dateTime', 18),
] as const satisfies readonly ExportColumn[];
export type BeneficiaryExportKey = (typeof EXPORT_BENEFICIARY_COLUMNS)[number]['key'];

/** One row per live enrolment of the exported people, in the order of the people, with its mutual fund's details. */
export const EXPORT_ENROLMENT_COLUMNS = [
  column('beneficiaryId', 'number', 14),
  column('firstName', 'text', 18),
  column('lastName', 'text', 18),
  column('program', 'name', 22),
  column('subProgram', 'name', 24),
  column('enrollmentDate', 'date', 13),
  column('enrollmentStatus', 'name', 16),
  column('outreachChannel', 'name', 26),
  column('mfProvider', 'name', 20),
  column('mfType', 'name', 12),
  column('mfDuration', 'number', 12),
  column('investmentAmount', 'number', 14),
  column('enrolledBy', 'name', 24),
  column('enrolledAt', 'dateTime', 18),
] as const satisfies readonly ExportColumn[];
export type EnrolmentExportKey = (typeof EXPORT_ENROLMENT_COLUMNS)[number]['key'];

/** The message id of a column's heading. */
export const exportHeadingId = (key: ExportColumnKey) => `exportFile.column.${key}` as const;

/** The columns' headings in a catalogue's language. */
export const exportHeadings = (columns: readonly ExportColumn[], catalogue: Readonly<Record<string, string>>): string[] =>
  columns.map((c) => catalogue[exportHeadingId(c.key)]);

/** The two parts of an export, each a sheet (an .xlsx) or a file of the .zip (`beneficiaries.csv`, `enrolments.csv`). */
export const EXPORT_PARTS = ['beneficiaries', 'enrolments'] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];

/** The most rows one sheet holds (the .xlsx format's limit), the heading included. */
export const XLSX_MAX_ROWS = 1_048_576;
