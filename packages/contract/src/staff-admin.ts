import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './constants.ts';
import { OFFICE_LOOKUPS } from './office-lookups.ts';
import { PERMISSIONS, WILDCARD } from './permissions.ts';
import { HISTORY_PAGE_SIZE } from './records.ts';
import { type STAFF_ADMIN_TEXT, STAFF_ADMIN_TEXT as T } from './staff-admin-text.ts';

/** The Staff and roles screen's calls (under the API's prefix); every one needs the `permission` permission. */
export const STAFF_PATH = '/permission/staff';
export const staffPath = (userId: number) => `${STAFF_PATH}/${userId}`;
export const ROLES_PATH = '/permission/roles';
export const rolePath = (roleId: number) => `${ROLES_PATH}/${roleId}`;
export const ADMIN_HISTORY_PATH = '/permission/history';

export const STAFF_PAGE_SIZE = 25;
export const STAFF_SEARCH_MAX = 100;
/** Deep enough for any office's staff; a larger page number is refused (400), not scanned. */
export const STAFF_MAX_PAGE = 400;

/**
 * The names a role's permissions are made of, in the order the screen offers them: the route names of
 * the pages (spec §6) and the permissions that are not pages. `*` is "everything".
 */
export const ASSIGNABLE_PERMISSIONS = [
  PERMISSIONS.beneficiary,
  PERMISSIONS.org,
  PERMISSIONS.userprofile,
  PERMISSIONS.dashboard,
  PERMISSIONS.myteam,
  PERMISSIONS.summary,
  PERMISSIONS.permission,
  PERMISSIONS.config,
  PERMISSIONS.enrolmentAdmin,
  PERMISSIONS.beneficiaryAdmin,
  PERMISSIONS.beneficiaryExport,
  PERMISSIONS.accessRecords,
  PERMISSIONS.eraseRecords,
] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
/** An employee field: empty clears it. */
const optionalText = (max: number) => text(max).optional();

export const StaffIdParamsSchema = z.object({ userId: id });
export const RoleIdParamsSchema = z.object({ roleId: id });

export const STAFF_STATUSES = ['active', 'inactive', 'all'] as const;

export const StaffListQuerySchema = z.object({
  /** A name, e-mail, employee id or employee number, or part of one. */
  search: text(STAFF_SEARCH_MAX).optional(),
  role_id: id.optional(),
  status: z.enum(STAFF_STATUSES).default('all'),
  office: text(200).optional(),
  page: z.coerce.number().int().min(1).max(STAFF_MAX_PAGE).default(1),
});
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;

const RoleRefSchema = z.object({ role_id: z.number(), role_name: z.string() });

/** A member of staff as the list shows and the edit form starts from. */
export const StaffMemberSchema = z.object({
  user_id: z.number(),
  emp_id: z.string(),
  emp_name: z.string(),
  work_email: z.string(),
  status_id: z.number(),
  roles: z.array(RoleRefSchema),
  mobile: z.string().nullable(),
  job_title: z.string().nullable(),
  employee_number: z.string().nullable(),
  office_location: z.string().nullable(),
  cost_center_name: z.string().nullable(),
  pay_grade: z.string().nullable(),
  entity_name: z.string().nullable(),
  /** The manager's work e-mail (the reporting line), or their name as typed before it linked. */
  manager: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  must_change_password: z.boolean(),
  /** A password an administrator set, not changed and past its TEMPORARY_PASSWORD_HOURS: it signs in no more. */
  temporary_password_expired: z.boolean(),
  /** Sent back with a change: a change made meanwhile by someone else is refused (409). */
  version: z.number(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListResponseSchema = z.object({
  Status: z.literal(true),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  rows: z.array(StaffMemberSchema),
  /** The offices staff are in, for the filter. */
  offices: z.array(z.string()),
});
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

const roleIds = z.array(id).min(1, T.rolesRequired).max(20);
const mobile = z
  .string()
  .trim()
  .regex(/^([0-9+ -]{6,20})?$/, T.mobileInvalid)
  .optional();

/** The fields of a member of staff an administrator sets; a field left out stays as it is, an empty one is cleared. */
const StaffFieldsSchema = z.object({
  emp_name: text(200).min(1, T.nameRequired),
  role_ids: roleIds,
  mobile,
  job_title: optionalText(200),
  employee_number: optionalText(200),
  office_location: optionalText(200),
  cost_center_name: optionalText(200),
  pay_grade: optionalText(200),
  entity_name: optionalText(200),
  /** The e-mail or employee number of the person they report to; empty for nobody. */
  manager: optionalText(200),
});
export type StaffFields = z.infer<typeof StaffFieldsSchema>;

export const CreateStaffSchema = StaffFieldsSchema.extend({
  work_email: z.string().trim().toLowerCase().max(200).pipe(z.email(T.emailInvalid)),
});
export type CreateStaff = z.input<typeof CreateStaffSchema>;

export const UpdateStaffSchema = StaffFieldsSchema.extend({ version: z.number().int() });
export type UpdateStaff = z.input<typeof UpdateStaffSchema>;

/** A new member of staff or a reset password: the temporary password, shown once to the administrator. */
export const TemporaryPasswordResponseSchema = z.object({
  Status: z.literal(true),
  user_id: z.number(),
  temporary_password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type TemporaryPasswordResponse = z.infer<typeof TemporaryPasswordResponseSchema>;

/** A permission name as stored in a role (spec §6): `*`, or a route name. */
const permissionName = z.union([z.literal(WILDCARD), z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, T.permissionInvalid)]);

export const RoleInputSchema = z.object({
  role_name: text(100).min(1, T.roleNameRequired),
  permissions: z.array(permissionName).max(50),
  menu_ids: z.array(id).max(50),
});
export type RoleInput = z.input<typeof RoleInputSchema>;

export const UpdateRoleSchema = RoleInputSchema.extend({ version: z.number().int() });
export type UpdateRole = z.input<typeof UpdateRoleSchema>;

export const AdminRoleSchema = z.object({
  role_id: z.number(),
  role_name: z.string(),
  permissions: z.array(z.string()),
  menu_ids: z.array(z.number()),
  status_id: z.number(),
  /** Active staff who hold it. */
  staff: z.number(),
  version: z.number(),
});
export type AdminRole = z.infer<typeof AdminRoleSchema>;

export const RolesResponseSchema = z.object({
  Status: z.literal(true),
  roles: z.array(AdminRoleSchema),
  menus: z.array(z.object({ menu_id: z.number(), menu_name: z.string(), action: z.string() })),
});
export type RolesResponse = z.infer<typeof RolesResponseSchema>;

export const CreatedRoleResponseSchema = z.object({ Status: z.literal(true), role_id: z.number() });

/** The staff sheet brought in through the page (the command line's `user import`): at most this large. */
export const STAFF_IMPORT_PATH = `${STAFF_PATH}/import`;
export const STAFF_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export type StaffImportProblem = keyof typeof STAFF_ADMIN_TEXT.importReasons;
const STAFF_IMPORT_PROBLEMS = Object.keys(T.importReasons) as [StaffImportProblem, ...StaffImportProblem[]];

export const StaffImportResponseSchema = z.object({
  Status: z.literal(true),
  created: z.number(),
  updated: z.number(),
  /** Each row not written, by the row number the sheet shows, with why (and the value at fault). */
  rejected: z.array(z.object({ row: z.number(), problem: z.enum(STAFF_IMPORT_PROBLEMS), value: z.string().nullable() })),
});
export type StaffImportResponse = z.infer<typeof StaffImportResponseSchema>;

/**
 * What an administration record is about: a user, a role, a programme or sub-programme, or a value
 * of one of the office's look-up lists (by the list's name).
 */
/** `privacy`: the notice's versions and the data-protection settings (decision 036). */
export const ADMIN_SUBJECTS = ['user', 'role', 'program', 'subProgram', ...OFFICE_LOOKUPS, 'privacy'] as const;
export type AdminSubject = (typeof ADMIN_SUBJECTS)[number];

/** What an administration record says happened. */
export const ADMIN_ACTIONS = [
  'userCreated',
  'userUpdated',
  'userDeactivated',
  'userReactivated',
  'passwordReset',
  'roleCreated',
  'roleUpdated',
  'roleRetired',
  'roleRestored',
  // programmes, sub-programmes and look-up values (Programmes and look-ups)
  'configCreated',
  'configUpdated',
  'configRetired',
  'configRestored',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** A member of staff's employee fields an administrator sets, each a column of users of the same name, in the form's order. */
export const STAFF_EMPLOYEE_FIELDS = [
  'mobile',
  'job_title',
  'employee_number',
  'office_location',
  'cost_center_name',
  'pay_grade',
  'entity_name',
] as const;

/** The fields a change of a user or role names (staffAdmin.field.*). */
export const ADMIN_FIELDS = [
  'emp_name',
  'roles',
  ...STAFF_EMPLOYEE_FIELDS,
  'manager',
  'role_name',
  'permissions',
  'menus',
  'name',
  'name_kn',
  'is_mutual_fund',
  'skips_education',
  'family_income_source',
  'consent_required',
  'request_days',
  'withdrawal_keep_days',
] as const;
export type AdminField = (typeof ADMIN_FIELDS)[number];

/** The same paging as a person's History. */
export const ADMIN_HISTORY_PAGE_SIZE = HISTORY_PAGE_SIZE;

export const AdminHistoryQuerySchema = z.object({
  /** The records of one user or role only. */
  subject: z.enum(ADMIN_SUBJECTS).optional(),
  subject_id: id.optional(),
  /** An administration record's id: the page of records older than it. */
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type AdminHistoryQuery = z.input<typeof AdminHistoryQuerySchema>;

export const AdminHistoryEntrySchema = z.object({
  admin_event_id: z.number(),
  subject: z.enum(ADMIN_SUBJECTS),
  subject_id: z.number(),
  /** The user's or role's name when the change was made. */
  subject_name: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  changes: z.array(z.object({ field: z.enum(ADMIN_FIELDS), from: z.string().nullable(), to: z.string().nullable() })),
  /** Who acted, named as they were then; null for the command line on the server. */
  user_name: z.string().nullable(),
  occurred_at: z.string(),
});
export type AdminHistoryEntry = z.infer<typeof AdminHistoryEntrySchema>;

export const AdminHistoryResponseSchema = z.object({
  Status: z.literal(true),
  history: z.array(AdminHistoryEntrySchema),
  /** The cursor of the next older page, null on the last. */
  older: z.string().nullable(),
});
export type AdminHistoryResponse = z.infer<typeof AdminHistoryResponseSchema>;
