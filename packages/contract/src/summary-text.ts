/** The summary reports' texts (not in the spec: the dashboard's tables to take away). Zod-free, for the catalogue. */
export const SUMMARY_TEXT = {
  title: 'Summary reports',
  intro: "The dashboard's tables under these filters, to download as a spreadsheet or print for a meeting.",
  download: 'Download',
  asXlsx: 'Excel workbook (.xlsx)',
  asCsv: 'CSV files (.zip)',
  printView: 'Print view',
  downloading: 'Preparing the summary…',
  saved: '{name} was saved.',
  failed: 'The summary could not be downloaded. Please try again.',
} as const;

/**
 * The summary file's own words, in the language of the screen that asked: its sheets, their column
 * headings, the filters' labels on its first sheet, and the word its name starts with.
 */
export const SUMMARY_FILE_TEXT = {
  sheet: {
    filters: 'Filters',
    districts: 'By district',
    taluks: 'By taluk',
    programmes: 'By programme',
    staff: 'By staff',
    weeks: 'By week',
  },
  column: {
    item: 'Item',
    value: 'Value',
    district: 'District',
    taluk: 'Taluk',
    people: 'People',
    enrolments: 'Enrolments',
    completed: 'Completed enrolments',
    completion: 'Completion (%)',
    program: 'Program',
    subProgram: 'Sub Program',
    enrollmentStatus: 'Enrollment Status',
    userId: 'User ID',
    registeredBy: 'Registered by',
    weekOf: 'Week of',
    registered: 'Registered',
    theirEnrolments: 'Their enrolments',
  },
  /** the first sheet: what the figures are of */
  filter: {
    madeAt: 'Made at (IST)',
    place: 'Place',
    program: 'Program',
    subProgram: 'Sub Program',
    enrollmentStatus: 'Enrollment Status',
    status: 'Status',
    registeredBy: 'Registered by (user ID)',
    registeredFrom: 'Registered from',
    registeredUntil: 'Registered until',
    any: 'All',
    karnataka: 'Karnataka',
    active: 'Active',
    deactivated: 'Deactivated',
    activeAndDeactivated: 'Active and deactivated',
  },
  /** a programme, sub-programme or status column's word for "all of them" (a total row) */
  all: 'All',
  fileName: 'summary',
} as const;
