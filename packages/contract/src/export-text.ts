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

/**
 * The exported file's own words, in the language of the screen that exported: the sheets, the
 * column headings, and the words of the file's name (what was exported; never a searched text).
 */
export const EXPORT_FILE_TEXT = {
  sheet: { beneficiaries: 'Beneficiaries', enrolments: 'Enrolments' },
  column: {
    beneficiaryId: 'Beneficiary ID',
    firstName: 'First Name',
    lastName: 'Last Name',
    gender: 'Gender',
    dob: 'Date of Birth',
    /** in whole years on the day of the export (India's day) */
    age: 'Age',
    mobile: 'Mobile',
    aadhaar: 'Aadhaar',
    pincode: 'Pin code',
    address: 'Address',
    village: 'Village',
    taluk: 'Taluk',
    district: 'District',
    occupation: 'Occupation',
    familyMembers: 'Family Members',
    educationLevel: 'Education Level',
    familyIncome: 'Family Income (INR)',
    enrolments: 'Enrolments',
    status: 'Status',
    registeredBy: 'Registered by',
    registeredAt: 'Registered at (IST)',
    program: 'Program',
    subProgram: 'Sub Program',
    enrollmentDate: 'Enrollment Date',
    enrollmentStatus: 'Enrollment Status',
    outreachChannel: 'Outreach Channel',
    mfProvider: 'MF Provider',
    mfType: 'MF Type',
    mfDuration: 'MF Duration (months)',
    investmentAmount: 'Investment Amount',
    enrolledBy: 'Enrolled by',
    enrolledAt: 'Enrolled at (IST)',
  },
  /** the parts of the file's name, joined by `_` with its date and time (spaces become `-`) */
  fileName: {
    beneficiaries: 'beneficiaries',
    /** All ticked: everyone's registrations; else the exporter's own */
    all: 'all',
    mine: 'registered by me',
    /** a search narrowed the list (its text is never named) */
    searched: 'searched',
    deactivated: 'deactivated',
    activeAndDeactivated: 'active and deactivated',
    registeredByUser: 'registered by user {id}',
    registeredFrom: 'registered from {date}',
    registeredUntil: 'registered until {date}',
  },
} as const;

/** The header of the export's answer naming its id, for its progress. */
export const EXPORT_ID_HEADER = 'x-export-id';

/** How often the browser asks for an export's progress. */
export const EXPORT_PROGRESS_INTERVAL_MS = 500;
