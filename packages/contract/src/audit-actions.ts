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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an upload brought in (apps/server `uploads.kind`). */
export const UPLOAD_RECORD_KINDS = ['beneficiaries', 'villages'] as const;
export type UploadRecordKind = (typeof UPLOAD_RECORD_KINDS)[number];

/** The formats a list is exported in. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
