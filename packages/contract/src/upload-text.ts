import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from './constants.ts';
import { indianDigits } from './format.ts';
import { BENEFICIARY_RULES } from './messages.ts';

const ROWS = indianDigits(UPLOAD_MAX_ROWS);

/**
 * The Organization page's texts, in ICU MessageFormat: `{name}` is a value put in as given (counts
 * print without digit groups, as they always have); a plain text is the same string either way.
 */
export const UPLOAD_TEXT = {
  intro: `Bring villages and beneficiaries in from Excel sheets (.xlsx up to ${UPLOAD_MAX_BYTES.xlsx / 1024 / 1024} MB or .xls up to ${UPLOAD_MAX_BYTES.xls / 1024 / 1024} MB, and ${ROWS} rows).`,
  uploadBeneficiary: 'Upload Beneficiary',
  uploadVillages: 'Upload Villages',
  villagesTitle: 'Upload Villages (Excel Only)',
  dropText: 'Drag & drop your Excel file here or click to select',
  selected: 'Selected:',
  cancel: 'Cancel',
  upload: 'Upload',
  uploading: 'Uploading...',
  wrongTypeTitle: 'Invalid File format...',
  wrongType: 'Please upload only Excel files (.xls or .xlsx)',
  wrongColumnsTitle: 'Invalid column format...',
  wrongColumns: 'Expected Format: Village, Taluk, District',
  nothingTitle: 'Invalid File Format',
  nothing: 'Please select a valid file before uploading',
  failedTitle: 'Upload Failed',
  unexpected: 'An unexpected error occurred.',
  doneTitle: 'Upload Complete',
  done: 'Villages were uploaded successfully.',
  beneficiaryTitle: 'Upload Excel',
  save: 'Save',
  saving: 'Saving...',
  empty: 'Excel file is empty!',
  noRows: 'Please upload a valid Excel file.',
  registered: 'Beneficiaries registered successfully!',
  registerFailed: 'Failed to register beneficiaries.',
  registerThrew: 'Failed to register beneficiaries. Please try again.',
  /** `{format}` is xlsx or xls, `{mb}` its limit. */
  tooLarge: `The .{format} file is larger than {mb} MB, more than a sheet of ${ROWS} rows needs. Please split it into smaller files.`,
  tooManyRows: `The file has more than ${ROWS} rows. Please split it into smaller files.`,
  tooLargeUnpacked: `The file unpacks to far more data than a sheet of ${ROWS} rows needs (over 160 MB, or over 48 MB of text), so it was not read. Please save it again from Excel, or split it into smaller files.`,
  cellTooLong:
    'The file holds a cell far longer than Excel allows (32,767 characters), so it was not read. Please save it again from Excel.',
  tooSlow: 'Reading the file took longer than 60 seconds, so it was stopped. Please split it into smaller files.',
  /** A row set aside in the browser because some cells other than the Aadhaar column hold 12 digits; `{columns}` quoted, comma-separated. */
  fullAadhaarIn:
    '{columns}: 12 digits, like a full Aadhaar number. The cell was cleared and the row was not sent; only the last 4 digits of Aadhaar may be uploaded.',
  /** The same, when the Aadhaar column held 12 digits as well. */
  fullAadhaarAlsoIn: `${BENEFICIARY_RULES.aadhaar} {columns}: 12 digits, like a full Aadhaar number. The cell was cleared and the row was not sent; only the last 4 digits of Aadhaar may be uploaded.`,
  noSheetRead: 'No sheet has been read.',
  mapping: {
    title: 'How the columns were read',
    column: 'Column in the sheet',
    field: 'Fills',
    how: 'Matched',
    exact: 'Template heading',
    alias: 'Known spelling',
    near: 'Near match: please check',
    chosen: 'Chosen by you',
    nothing: '(fills nothing)',
    fieldFor: 'Field for column "{heading}"',
    unused: 'Columns that fill nothing: {headings}.',
    missing:
      'No column for {fields}. Nothing is uploaded until every required field has a column: choose the column that holds it, or add it to the sheet.',
    confirm: 'I have checked how the columns are read',
    splitName:
      '"{heading}" holds full names and the sheet has no last-name column: the first word is read as the first name and the rest as the last name.',
    headingsAt: 'Headings read from row {row} of sheet "{sheet}".',
  },
  sheet: 'Sheet',
  sheetChoice: 'More than one sheet could hold the rows. Choose the sheet to upload.',
  sheetOption: '{name} ({rows} rows, headings on row {headingRow})',
  hidden: '{count} {count, plural, one {row is} other {rows are}} hidden in the sheet (filtered out or hidden by hand).',
  skipHidden: 'Skip the {count} hidden {count, plural, one {row} other {rows}}',
  /** `{skipped}` is yes or no. */
  reportHidden: 'Hidden rows: {count} ({skipped, select, yes {skipped, not uploaded} other {read like the others}}).',
  check: 'Check file',
  template: 'Download template',
  downloadRejected: 'Download rejected rows',
  dialog: {
    file: 'Excel file',
    filePlaceholder: 'Choose an .xlsx or .xls file',
    reading: 'Reading the file',
    rowsRead: '{count} rows read{setAside, plural, =0 {} other {, {setAside} set aside}}.',
    rowsToUpload: '({count} rows to upload{setAside, plural, =0 {} other {, {setAside} set aside}})',
  },
  report: {
    checkTitle: 'Check of the file',
    uploadTitle: 'Upload report',
    /** `{dryRun}` is yes or no. */
    created: '{dryRun, select, yes {Would be created} other {Created}}',
    skipped: 'Already there (skipped)',
    rejected: 'Rejected',
    /** People stored with no consent recorded (decision 038); `{dryRun}` is yes or no. */
    withoutConsent: '{dryRun, select, yes {Would be stored without consent} other {Stored without consent}}',
    rejectedRows: 'Rejected rows',
    row: 'Row',
    reason: 'Reason',
    more: '…and {count} more in the download.',
    note: 'Row {row}: {reason}',
    /** After an upload that stored some rows and rejected others, in place of the spec's success text. */
    partial:
      '{count, plural, one {# beneficiary} other {# beneficiaries}} registered, {skipped} already there, {rejected} rejected. The rejected rows are listed below; download them, correct them and upload them again.',
  },
} as const;
