import { z } from 'zod';

/** The export's file itself (.xlsx, or a .zip of two CSV files), streamed: described, never serialised. */
export const ExportFileResponseSchema = z
  .string()
  .describe('The file: an .xlsx workbook, or a .zip holding beneficiaries.csv and enrolments.csv');

/** How far an export has come: rows written so far (the people, then their enrolments). */
export const ExportProgressResponseSchema = z.object({
  Status: z.literal(true),
  rows: z.number().int(),
  enrolmentRows: z.number().int(),
  /** null while it runs */
  outcome: z.enum(['completed', 'cancelled', 'failed']).nullable(),
});
export type ExportProgressResponse = z.infer<typeof ExportProgressResponseSchema>;
