import { z } from 'zod';
import { EXPORT_FORMATS } from './audit-actions.ts';
import { BeneficiaryFiltersSchema } from './beneficiary.ts';

export { EXPORT_FORMATS, type ExportFormat } from './audit-actions.ts';
/** The export's constants the browser needs, zod-free (the list page loads them). */
export { EXPORT_ID_HEADER, EXPORT_PROGRESS_INTERVAL_MS } from './export-text.ts';

/**
 * An export of the list: the list's own filters and search (the same rows as the list shows, all of
 * them), and the file's format.
 */
export const ExportQuerySchema = BeneficiaryFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** An export's progress, asked for while its file downloads (the rows written so far). */
export const ExportProgressParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The file's columns, in English (the file format, not the screen): the list's columns, then the
 * address, the place, the enrolments and who registered the person when.
 */
export const EXPORT_BENEFICIARY_COLUMNS = [
  'Beneficiary ID',
  'First Name',
  'Last Name',
  'Mobile',
  'Aadhaar',
  'Pin code',
  'Address',
  'Village',
  'Taluk',
  'District',
  'Enrolments',
  'Status',
  'Registered by',
  'Registered at (IST)',
] as const;

/** One row per live enrolment of the exported people, in the order of the people. */
export const EXPORT_ENROLMENT_COLUMNS = [
  'Beneficiary ID',
  'First Name',
  'Last Name',
  'Program',
  'Sub Program',
  'Enrollment Date',
  'Enrollment Status',
  'Outreach Channel',
  'Investment Amount',
  'Enrolled by',
  'Enrolled at (IST)',
] as const;

/** Sheet and file names of an export. */
export const EXPORT_SHEETS = { beneficiaries: 'Beneficiaries', enrolments: 'Enrolments' } as const;

/** The most rows one sheet holds (the .xlsx format's limit), the heading included. */
export const XLSX_MAX_ROWS = 1_048_576;
