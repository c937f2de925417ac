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
} as const;
