/**
 * Longest file or sheet name an upload records (a sheet name is at most 31 characters in Excel). Here,
 * zod-free, for the dialogs that send it.
 */
export const UPLOAD_FILE_NAME_MAX = 255;

/** The Organization page's history of uploads (not in the spec: day-two records). Zod-free, for the catalogue. */
export const UPLOADS_HISTORY_TEXT = {
  heading: 'Uploads history',
  intro: 'Every stored upload: who uploaded which file, when, and what it did.',
  tableLabel: 'Past uploads',
  empty: 'No uploads yet.',
  failed: 'The uploads history could not be loaded.',
  when: 'When',
  who: 'Uploaded by',
  file: 'File',
  sheet: 'Sheet',
  /** `{kind}` is beneficiaries or villages. */
  kind: '{kind, select, villages {Villages} other {Beneficiaries}}',
  created: 'Created',
  existing: 'Already there',
  rejected: 'Rejected',
  actions: 'Actions',
  noFile: 'File not recorded',
  report: 'Report',
  reportOf: 'Report of the upload of {when}',
  downloadRejected: 'Rejected rows',
  downloadRejectedOf: 'Download the rejected rows of the upload of {when}',
  /** In place of the download once the rows' cells are gone (decision 052). */
  rowsEmptied: 'Rejected rows deleted on {when}, past the days they are kept.',
  sameFile: 'The same file was uploaded before, on {when} by {name}.',
  older: 'Show older uploads',
  reportTitle: 'Upload of {when}',
  reportFailed: 'The report could not be loaded.',
  uploadedBy: 'Uploaded by {name} on {when}.',
} as const;
