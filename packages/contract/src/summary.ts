import { z } from 'zod';
import { EXPORT_FORMATS } from './audit-actions.ts';
import { DashboardFiltersSchema } from './dashboard.ts';
import type { ExportColumnKind } from './export.ts';
import { LOCALES } from './i18n/locales.ts';
import type { SUMMARY_FILE_TEXT } from './summary-text.ts';

/** Where the summary is downloaded (under the API's prefix). */
export const SUMMARY_PATH = '/summary/download';

/**
 * A summary: the dashboard's filters, the file's format, and the language of the screen that asked
 * (sheets, headings, names and the file's name in it; without it, the user's saved language).
 */
export const SummaryQuerySchema = DashboardFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(LOCALES).optional(),
});
export type SummaryQuery = z.infer<typeof SummaryQuerySchema>;

export type SummarySheet = keyof typeof SUMMARY_FILE_TEXT.sheet;
export type SummaryColumnKey = keyof typeof SUMMARY_FILE_TEXT.column;

/** A column of a summary's sheet: its heading's key, what it holds and its width in characters. */
export interface SummaryColumn {
  readonly key: SummaryColumnKey;
  readonly kind: ExportColumnKind;
  readonly width: number;
}

const column = (key: SummaryColumnKey, kind: ExportColumnKind, width: number): SummaryColumn => ({ key, kind, width });
const figures = [column('people', 'number', 12), column('enrolments', 'number', 12)];

/**
 * The sheets of a summary, in order (a CSV file each in the .zip): what the figures are of, then the
 * dashboard's tables by district, taluk, programme, registrant and week.
 */
export const SUMMARY_SHEETS: Readonly<Record<SummarySheet, readonly SummaryColumn[]>> = {
  filters: [column('item', 'text', 26), column('value', 'text', 40)],
  districts: [column('district', 'text', 20), ...figures, column('completed', 'number', 14), column('completion', 'number', 12)],
  taluks: [
    column('district', 'text', 20),
    column('taluk', 'text', 22),
    ...figures,
    column('completed', 'number', 14),
    column('completion', 'number', 12),
  ],
  programmes: [
    column('program', 'text', 22),
    column('subProgram', 'text', 24),
    column('enrollmentStatus', 'text', 16),
    ...figures,
  ],
  staff: [column('userId', 'number', 9), column('registeredBy', 'text', 26), column('people', 'number', 12)],
  weeks: [column('weekOf', 'date', 13), column('registered', 'number', 12), column('theirEnrolments', 'number', 14)],
};

/** The message id of a summary column's heading. */
export const summaryHeadingId = (key: SummaryColumnKey) => `summaryFile.column.${key}` as const;
