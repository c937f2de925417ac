/**
 * What an audit record says happened (apps/server `audit_events.action`). Zod-free: the history
 * screen and the database's check both read it.
 */
export const AUDIT_ACTIONS = [
  'beneficiaryCreated',
  'beneficiaryUpdated',
  'beneficiaryDeactivated',
  'beneficiaryReactivated',
  'enrolmentCreated',
  'enrolmentUpdated',
  'enrolmentDeleted',
  'enrolmentRestored',
  // the person's village moved to its current taluk from the reference list (decision 013): no user acted
  'talukFromReferenceList',
  // the person withdrew consent; their personal data was erased (decision 039)
  'consentWithdrawn',
  'beneficiaryErased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Actions the portal may take with no user: their records may have no user id (apps/server
 * `audit_events_actor_check`). An erasure is the portal's when a withdrawal's days have passed.
 */
export const SYSTEM_AUDIT_ACTIONS = ['talukFromReferenceList', 'beneficiaryErased'] as const satisfies readonly AuditAction[];

/** What an upload brought in (apps/server `uploads.kind`). */
export const UPLOAD_RECORD_KINDS = ['beneficiaries', 'villages'] as const;
export type UploadRecordKind = (typeof UPLOAD_RECORD_KINDS)[number];

/** The formats a list is exported in. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** What an export held: the list's people, or a summary's figures (exports log). */
export const EXPORT_REPORTS = ['list', 'summary'] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];
