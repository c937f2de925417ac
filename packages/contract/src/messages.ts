/** Every user-visible text of the spec, written once (spec §2, §5, §8). */
export const LOGIN_TEXT = {
  heading: 'Login',
  emailLabel: 'Email',
  emailPlaceholder: 'Email Address',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter your password',
  submit: 'SIGN IN',
  pleaseWait: 'Please Wait...',
  required: 'Email and Password Required',
  genericError: 'An error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again.',
  inactive: 'Your account is not active. Please contact an administrator.',
  temporaryExpired: 'This temporary password has expired. Ask an administrator to reset your password.',
  showPassword: 'Show or hide password',
} as const;

export const SHELL_TEXT = {
  loading: 'Loading...',
  guest: 'Guest',
  profile: 'Profile',
  logout: 'Logout',
  logoutTitle: 'Are you sure?',
  logoutText: 'You want to Logout!',
  logoutConfirm: 'Logout',
  cancel: 'Cancel',
  accessDenied: 'Access Denied',
  toggleMenu: 'Toggle menu',
  close: 'Close',
  clear: 'Clear',
} as const;

export const PAGE_TITLES = {
  beneficiaries: 'Beneficiaries',
  organization: 'Organization',
  userProfile: 'User Details',
} as const;

export const AUTH_ERRORS = {
  noTokenMenu: 'No token found. User is not authenticated.',
  noToken: 'Authentication failed: No token found.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
} as const;

export const MENU_ERRORS = {
  statusFalse: 'Failed to retrieve menu data.',
  fetchThrew: 'An error occurred while fetching the menu data.',
} as const;

export const PASSWORD_TEXT = {
  tooShortTitle: 'Password too short',
  tooShort: 'Password must be at least 6 characters long.',
  tooLong: 'Password must be at most 256 characters long.',
  mismatchTitle: 'Passwords do not match',
  mismatch: 'Please make sure both passwords match.',
  success: 'Password changed successfully',
  errorTitle: 'Error',
  genericError: 'An error occurred.',
  unexpected: 'Something went wrong.',
} as const;

export const REQUEST_ERRORS = {
  invalidBody: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait and try again.',
  internal: 'Something went wrong. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  unstorableText:
    'This value contains a character that cannot be stored (a NUL character or half of a character pair). Please remove it.',
  offsetTooDeep:
    "Pages beyond the first 10,000 rows are not served by offset: ask for the next page with cursor (the last row's id), or narrow the list.",
  queryTimeout: 'The list took too long to answer. Please narrow it with a filter or a search, or try again shortly.',
  exportsBusy: 'Several exports are running now. Please try again in a minute.',
  listBusy: 'Your earlier searches are still running. Please wait a moment and try again.',
} as const;

export const BENEFICIARY_RULES = {
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 3 characters',
  firstNameSpaces: 'First name cannot contain spaces',
  firstNameLetters: 'First name can only contain letters',
  genderRequired: 'Gender is required',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Date of birth must be a real date in the past',
  mobile: 'Valid 10 digit mobile number required',
  aadhaar: 'Aadhaar must be last 4 digits',
  email: 'Invalid email format',
  state: 'State required',
  district: 'District required',
  taluk: 'Taluk required',
  village: 'Village required',
  addressMismatch: 'The village, taluk and district do not belong together. Please choose them again.',
  pincode: 'Pincode must be 6 digits',
  occupation: 'Occupation required',
  familyMembers: 'Family member count required',
  familyMembersRange: 'Family member count must be between 1 and 99',
  tooLong: 'This value is too long',
} as const;

export const PROGRAM_RULES = {
  program: 'Program is required',
  enrollmentDate: 'Enrollment Date is required',
  enrollmentStatus: 'Enrollment Status is required',
  dfAssociate: 'DF Associate is required',
  outreachChannel: 'Outreach Channel is required',
  subProgram: 'Sub Program is required',
  subProgramMismatch: 'The sub-programme does not belong to the chosen programme.',
  associateEmpId: 'Associate Employee ID is required',
  educationLevel: 'Education Level required',
  institution: 'Institution required',
  fieldOfStudy: 'Field of Study required',
  educationStatus: 'Status required',
  passingYear: 'Valid Passing Year required',
  certification: 'Certification required',
  certificationName: 'Certification Name required',
  familyIncome: 'Family Income required',
  earningMembers: 'Earning members must be 0 or more',
  mfProvider: 'MF Provider required',
  mfType: 'MF Type required',
  mfDuration: 'MF Duration required',
  investedAmount: 'Invested Amount required',
  reasonTooLong: 'Reason for investment is too long',
  footer: 'Some validation errors occurred',
} as const;

export const BENEFICIARY_TEXT = {
  heading: 'Beneficiary',
  all: 'All',
  search: 'Search',
  add: '+ Add Beneficiary',
  columns: { name: 'Name', mobile: 'Mobile', aadhaar: 'Aadhaar', pincode: 'Pin code' },
  notAvailable: 'N/A',
  empty: 'No beneficiaries found',
  aadhaarMask: 'xxxx-xxxx-',
  personalSection: 'Personal Information',
  addressSection: 'Address Information',
  additionalSection: 'Additional Information',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  addedTitle: 'Added Successfully',
  addedText: 'Do you want to add program?',
  addProgram: 'Add Program',
  registerFailedTitle: 'Error',
  registerFailed: 'Failed to register beneficiary',
  somethingWrong: 'Something went wrong. Please try again later.',
  duplicate: 'This person is already registered (same first name, date of birth and Aadhaar last 4 digits).',
  openExisting: 'Open the existing record',
  registered: 'Beneficiary registered successfully',
  idRequired: 'Beneficiary ID is required.',
  notFound: 'Beneficiary not found',
  notFoundText: 'This beneficiary does not exist, or the link is not valid.',
  backToList: 'Back to the list',
} as const;

export const DETAIL_TEXT = {
  details: 'Beneficiary Details',
  addProgram: 'ADD Program',
  enrolled: 'Enrolled Program',
  noProgram: 'No program found',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Are you sure?',
  deleteConfirm: 'Delete',
  addFailedTitle: 'Failed to add new program',
  addFailed: 'An error occurred.',
  added: 'New program added successfully',
  updated: 'Program updated successfully',
  deleted: 'Program deleted',
  alreadyEnrolled: 'The beneficiary is already enrolled in this sub-programme.',
  programNotFound: 'Program enrolment not found',
  modalTitle: 'Add Program',
  editModalTitle: 'Edit Program',
} as const;

export const PROFILE_TEXT = {
  loading: 'Loading user data...',
  notFound: 'User not found',
  noRole: 'No Role Assigned',
  changePassword: 'Change Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  /** The profile card's field labels; an empty field shows `empty`. */
  fields: {
    employeeId: 'Employee ID',
    employeeNumber: 'Employee Number',
    email: 'Email',
    mobile: 'Mobile',
    entity: 'Entity',
    status: 'Status',
    jobTitle: 'Job Title',
    manager: 'Manager',
    officeLocation: 'Office Location',
    costCenter: 'Cost Center',
    payGrade: 'Pay Grade',
    roles: 'Roles',
  },
  empty: '—',
  /**
   * The seeded roles' names, as the server sends them (the seed takes them from here). Another
   * language shows its own name for a role whose name is one of these; a role a deployer added or
   * renamed keeps its name as sent.
   */
  roleNames: { administrator: 'Administrator', fieldFacilitator: 'Field Facilitator', programmeManager: 'Programme Manager' },
} as const;
