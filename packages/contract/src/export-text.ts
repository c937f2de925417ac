/** Exporting the list (not in the spec: day-two records). Zod-free, for the catalogue. */
export const EXPORT_TEXT = {
  export: 'Export',
  /** the two choices of the Export menu */
  asXlsx: 'Excel workbook (.xlsx)',
  asCsv: 'CSV files (.zip)',
  title: 'Exporting the list',
  starting: 'Starting the export…',
  /** rows written so far: the people, then their enrolments */
  peopleSoFar: '{count, number} people written',
  enrolmentsSoFar: '{count, number} enrolments written',
  /** the list's total, when known */
  ofTotal: 'The list has {count, number}.',
  cancel: 'Cancel export',
  cancelled: 'The export was stopped. No file was saved.',
  failed: 'The export failed. Please try again.',
  saved: '{name} was saved.',
  close: 'Close',
} as const;

/** The header of the export's answer naming its id, for its progress. */
export const EXPORT_ID_HEADER = 'x-export-id';

/** How often the browser asks for an export's progress. */
export const EXPORT_PROGRESS_INTERVAL_MS = 500;
