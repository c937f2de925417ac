import type { MessageId } from './i18n/en-IN.ts';

/**
 * Every error the server answers with: its HTTP status and the catalogue text its `Message` carries
 * (in English, byte for byte the spec's). The answer also carries the code, so a client shows the
 * text in the user's language. This file stays free of zod and of the catalogue's values: the first
 * screen imports it.
 */
export const ERRORS = {
  // the request itself
  invalidBody: { status: 400, message: 'request.invalidBody' },
  /** A field failed validation; the answer's Message is that field's own text, `errors` lists them all. */
  invalidInput: { status: 400, message: 'request.invalidBody' },
  invalidJson: { status: 400, message: 'request.invalidJson' },
  unstorableText: { status: 400, message: 'request.unstorableText' },
  requestTimeout: { status: 408, message: 'request.invalidBody' },
  tooLarge: { status: 413, message: 'request.tooLarge' },
  uriTooLong: { status: 414, message: 'request.tooLarge' },
  unsupportedMediaType: { status: 415, message: 'request.invalidBody' },
  headersTooLarge: { status: 431, message: 'request.tooLarge' },
  notFound: { status: 404, message: 'request.notFound' },
  rateLimited: { status: 429, message: 'request.rateLimited' },
  internal: { status: 500, message: 'request.internal' },
  unavailable: { status: 503, message: 'request.unavailable' },
  /** A list or count ran past its statement time limit (LIST_STATEMENT_TIMEOUT_MS); sent with Retry-After. */
  queryTimeout: { status: 503, message: 'request.queryTimeout' },
  /** EXPORTS_AT_ONCE exports already run (in all, or in this process); sent with Retry-After. */
  exportsBusy: { status: 429, message: 'request.exportsBusy' },
  /** LIST_CALLS_PER_USER list or count calls of this user already run; sent with Retry-After. */
  listBusy: { status: 429, message: 'request.listBusy' },
  // sign-in and access
  noToken: { status: 401, message: 'authError.noToken' },
  noTokenMenu: { status: 401, message: 'authError.noTokenMenu' },
  sessionExpired: { status: 401, message: 'authError.sessionExpired' },
  forbidden: { status: 403, message: 'authError.forbidden' },
  invalidCredentials: { status: 401, message: 'login.invalidCredentials' },
  tooManyAttempts: { status: 429, message: 'login.tooManyAttempts' },
  inactive: { status: 403, message: 'login.inactive' },
  temporaryPasswordExpired: { status: 401, message: 'login.temporaryExpired' },
  identityRejected: { status: 401, message: 'login.genericError' },
  identityNotConfigured: { status: 404, message: 'request.notFound' },
  identityUnavailable: { status: 503, message: 'request.unavailable' },
  // repeated writes (decision 007)
  idempotencyKeyMalformed: { status: 400, message: 'idempotency.malformedKey' },
  idempotencyKeyReused: { status: 422, message: 'idempotency.keyReused' },
  idempotencyInProgress: { status: 409, message: 'idempotency.inProgress' },
  // records
  profileNotFound: { status: 404, message: 'profile.notFound' },
  beneficiaryIdRequired: { status: 400, message: 'beneficiary.idRequired' },
  beneficiaryNotFound: { status: 404, message: 'beneficiary.notFound' },
  duplicateBeneficiary: { status: 409, message: 'beneficiary.duplicate' },
  addressMismatch: { status: 400, message: 'beneficiaryRule.addressMismatch' },
  subProgramMismatch: { status: 400, message: 'programRule.subProgramMismatch' },
  alreadyEnrolled: { status: 409, message: 'detail.alreadyEnrolled' },
  programNotFound: { status: 404, message: 'detail.programNotFound' },
  /** A correction would make the person the same as another record (its id is in the answer). */
  duplicateOnUpdate: { status: 409, message: 'records.duplicateOther' },
  configNameTaken: { status: 409, message: 'config.nameTaken' },
  configNotFound: { status: 404, message: 'config.notFound' },
  /** A retired sub-programme (or one of a retired programme) takes no new enrolment. */
  subProgramRetired: { status: 409, message: 'config.subProgramRetired' },
  /** A deactivated person takes no new enrolment and no change of one. */
  beneficiaryInactive: { status: 409, message: 'records.inactiveNoChange' },
  /** A person who withdrew consent or was erased takes no change (decision 039). */
  beneficiaryLeft: { status: 409, message: 'leaving.noChange' },
  alreadyWithdrawn: { status: 409, message: 'leaving.alreadyWithdrawn' },
  alreadyErased: { status: 409, message: 'leaving.alreadyErased' },
  /** A restore after the undo window (UNDO_WINDOW_MS and its grace) closed. */
  undoExpired: { status: 409, message: 'records.undoExpired' },
  /** One user deleted one enrolment ENROLMENT_DELETES_PER_HOUR times within the hour. */
  tooManyEnrolmentDeletes: { status: 429, message: 'records.tooManyDeletes' },
  // administration (Staff and roles)
  staffNotFound: { status: 404, message: 'staffAdmin.staffNotFound' },
  roleNotFound: { status: 404, message: 'staffAdmin.roleNotFound' },
  emailTaken: { status: 409, message: 'staffAdmin.emailTaken' },
  roleNameTaken: { status: 409, message: 'staffAdmin.roleNameTaken' },
  roleInUse: { status: 409, message: 'staffAdmin.roleInUse' },
  roleNotActive: { status: 409, message: 'staffAdmin.roleNotActive' },
  menuNotFound: { status: 400, message: 'staffAdmin.menuNotFound' },
  /** The change would leave no active user holding an active role with `*`. */
  lastAdministrator: { status: 409, message: 'staffAdmin.lastAdministrator' },
  /** The change would take the acting administrator's own access to /permission away. */
  ownAccess: { status: 409, message: 'staffAdmin.ownAccess' },
  /** The record's version is not the one the change was made from: someone else changed it meanwhile. */
  editConflict: { status: 409, message: 'staffAdmin.editConflict' },
  /** A staff sheet that is no workbook or CSV this portal reads. */
  staffSheetUnreadable: { status: 400, message: 'staffAdmin.importFailed' },
  managerNotFound: { status: 400, message: 'staffAdmin.managerNotFound' },
  managerAmbiguous: { status: 400, message: 'staffAdmin.managerAmbiguous' },
  managerInactive: { status: 400, message: 'staffAdmin.managerInactive' },
  managerSelf: { status: 400, message: 'staffAdmin.managerSelf' },
  /** The password was set by an administrator: nothing but choosing one's own until it is changed. */
  passwordChangeRequired: { status: 403, message: 'staffAdmin.passwordChangeRequired' },
} as const satisfies Record<string, { status: number; message: MessageId }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value);
