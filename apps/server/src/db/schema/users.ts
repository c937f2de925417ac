import { LOCALES } from '@portal/contract/i18n/locales';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recordStatuses } from './lookups.ts';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    empId: text('emp_id').notNull().unique(),
    empName: text('emp_name').notNull(),
    // users type their e-mail in any case; it is stored lower-cased so the unique key means one person
    workEmail: text('work_email').notNull().unique(),
    mobile: text('mobile'),
    entityName: text('entity_name'),
    statusId: smallint('status_id')
      .notNull()
      .default(1)
      .references(() => recordStatuses.id),
    employeeNumber: text('employee_number'),
    costCenterName: text('cost_center_name'),
    jobTitle: text('job_title'),
    payGrade: text('pay_grade'),
    // the manager's name as the profile shows it; the reporting line itself is manager_id
    managerName: text('manager_name'),
    managerId: integer('manager_id').references((): AnyPgColumn => users.userId, { onDelete: 'set null' }),
    officeLocation: text('office_location'),
    passwordHash: text('password_hash'),
    /** The language the user chose (a locale of the contract); null until they choose one. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // the last session begun (sessions end and are deleted; this stays): the Team screen's last sign-in
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // a password an administrator set (a new account, a reset): nothing but choosing one's own until changed
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // until when that password signs in (TEMPORARY_PASSWORD_HOURS); none for a password of one's own
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    // raised by every change made on the Staff and roles screen: an edit begun from an older one is refused
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('users_language_check', sql`${t.language} IN (${sql.raw(LOCALES.map((l) => `'${l}'`).join(', '))})`),
    check('users_manager_check', sql`${t.managerId} <> ${t.userId}`),
    // a manager's team
    index('users_manager_idx').on(t.managerId),
  ],
);

export const roles = pgTable('roles', {
  roleId: serial('role_id').primaryKey(),
  roleName: text('role_name').notNull().unique(),
  rolePermissions: text('role_permissions').notNull(),
  // a retired role (2) grants nothing and is given to nobody; it is never deleted, for the records
  statusId: smallint('status_id')
    .notNull()
    .default(1)
    .references(() => recordStatuses.id),
  version: integer('version').notNull().default(1),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  // by role too: the staff a role has, and the lookup of its foreign key (decision 053)
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const menus = pgTable('menus', {
  menuId: serial('menu_id').primaryKey(),
  menuName: text('menu_name').notNull(),
  action: text('action').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);

/** Only the SHA-256 of a session token is kept; the token itself exists only in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: bigserial('session_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins per account and per client address, for back-off shared by every app node. */
export const loginThrottle = pgTable('login_throttle', {
  throttleKey: text('throttle_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time values handed to the identity-provider button; a sign-in must return one unused and unexpired. */
export const identityNonces = pgTable('identity_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Requests per key (a route and a hashed client address) in the current window, shared by every app node. */
export const rateLimits = pgTable('rate_limits', {
  limitKey: text('limit_key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
