import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { RECORD_INACTIVE } from '@portal/contract/lookups';
import {
  type AdminField,
  type CreateStaffSchema,
  STAFF_EMPLOYEE_FIELDS,
  STAFF_PAGE_SIZE,
  type StaffListQuerySchema,
  type StaffListResponse,
  StaffMemberSchema,
  type UpdateStaffSchema,
} from '@portal/contract/staff-admin';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { insertUser, normaliseEmail, temporaryPasswordExpiry } from '../../accounts/users.ts';
import { arrayParam, type Database, selectRows } from '../../db/client.ts';
import { AdminError } from '../../lib/admin-error.ts';
import { AppError, uniqueAs } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { temporaryPassword } from '../../lib/temporary-password.ts';
import { resolveManager } from '../user/reporting-line.ts';
import { changedFields, recordAdminEvent, recordAdminEvents } from './admin-events.ts';
import { type Actor, COMMAND_LINE, checkGuardRails, lockAdministration } from './admin-guard.ts';

type ListQuery = z.output<typeof StaffListQuerySchema>;
type CreateInput = z.output<typeof CreateStaffSchema>;
type UpdateInput = z.output<typeof UpdateStaffSchema>;

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const EMPLOYEE_COLUMNS = STAFF_EMPLOYEE_FIELDS;

/** The fields the history compares, in the form's order. */
const HISTORY_FIELDS: readonly AdminField[] = ['emp_name', 'roles', ...EMPLOYEE_COLUMNS, 'manager'];

const MEMBER_COLUMNS = sql`u.user_id, u.emp_id, u.emp_name, u.work_email, u.status_id, u.mobile, u.job_title,
  u.employee_number, u.office_location, u.cost_center_name, u.pay_grade, u.entity_name,
  coalesce(m.work_email, u.manager_name) AS manager, ${iso('u.last_sign_in_at')} AS last_sign_in_at,
  u.must_change_password, coalesce(u.must_change_password AND u.password_expires_at < now(), false) AS temporary_password_expired,
  u.version,
  coalesce((SELECT json_agg(json_build_object('role_id', r.role_id, 'role_name', r.role_name) ORDER BY r.role_id)
            FROM user_roles ur JOIN roles r ON r.role_id = ur.role_id WHERE ur.user_id = u.user_id), '[]'::json) AS roles`;

// a search typed with % or _ means those characters
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const TotalRow = z.object({ total: z.number() });
const OfficeRow = z.object({ office: z.string() });

/** A page of the staff, by name, with the total that matches and the offices to filter by. */
export async function listStaff(db: Database, query: ListQuery): Promise<StaffListResponse> {
  const conditions: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(u.emp_name ILIKE ${pattern} OR u.work_email ILIKE ${pattern} OR u.emp_id ILIKE ${pattern}
                         OR u.employee_number ILIKE ${pattern})`);
  }
  if (query.role_id !== undefined)
    conditions.push(sql`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.user_id AND ur.role_id = ${query.role_id})`);
  if (query.status === 'active') conditions.push(sql`u.status_id = ${ACTIVE_STATUS_ID}`);
  if (query.status === 'inactive') conditions.push(sql`u.status_id <> ${ACTIVE_STATUS_ID}`);
  if (query.office) conditions.push(sql`u.office_location = ${query.office}`);
  const where = sql.join(conditions, sql` AND `);
  const [{ total }] = await selectRows(db, TotalRow, sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`);
  const rows = await selectRows(
    db,
    StaffMemberSchema,
    sql`SELECT ${MEMBER_COLUMNS} FROM users u LEFT JOIN users m ON m.user_id = u.manager_id WHERE ${where}
        ORDER BY lower(u.emp_name), u.user_id LIMIT ${STAFF_PAGE_SIZE} OFFSET ${(query.page - 1) * STAFF_PAGE_SIZE}`,
  );
  const offices = await selectRows(
    db,
    OfficeRow,
    sql`SELECT DISTINCT office_location AS office FROM users WHERE office_location IS NOT NULL AND office_location <> ''
        ORDER BY office_location LIMIT 500`,
  );
  return { Status: true, total, page: query.page, page_size: STAFF_PAGE_SIZE, rows, offices: offices.map((o) => o.office) };
}

const RoleIdRoleNameStatusIdRow = z.object({ role_id: z.number(), role_name: z.string(), status_id: z.number() });

/** The active roles named, by id: one that does not exist or is retired refuses the change. */
async function chosenRoles(tx: Database, roleIds: readonly number[]): Promise<string> {
  const ids = [...new Set(roleIds)];
  const found = await selectRows(
    tx,
    RoleIdRoleNameStatusIdRow,
    sql`SELECT role_id, role_name, status_id FROM roles WHERE role_id = ANY(${arrayParam(ids)}::int[]) ORDER BY role_id`,
  );
  if (found.length !== ids.length) throw new AppError('roleNotFound');
  if (found.some((r) => r.status_id !== ACTIVE_STATUS_ID)) throw new AppError('roleNotActive');
  return found.map((r) => r.role_name).join(', ');
}

async function setRoles(tx: Database, userId: number, roleIds: readonly number[]): Promise<void> {
  const ids = [...new Set(roleIds)];
  await tx.execute(sql`DELETE FROM user_roles WHERE user_id = ${userId} AND NOT role_id = ANY(${arrayParam(ids)}::int[])`);
  await tx.execute(
    sql`INSERT INTO user_roles (user_id, role_id) SELECT ${userId}, unnest(${arrayParam(ids)}::int[]) ON CONFLICT DO NOTHING`,
  );
}

/** The manager a form names: undefined leaves it, '' clears it, anything else must be one active user. */
async function chosenManager(db: Database, value: string | undefined, self?: number) {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const found = await resolveManager(db, value);
  if ('problem' in found) throw new AppError(found.problem);
  if (found.manager.user_id === self) throw new AppError('managerSelf');
  return { ...found.manager, email: value.includes('@') ? normaliseEmail(value) : null };
}

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/**
 * Adds a member of staff with the roles chosen. Without a password (the screen) they get a temporary
 * one, returned once, which they must change at their first sign-in; the command line gives its own.
 */
export async function createStaff(
  db: Database,
  actor: Actor,
  input: CreateInput,
  { password, empId }: { password?: string; empId?: string } = {},
) {
  const manager = await chosenManager(db, input.manager);
  const given = password ?? temporaryPassword();
  const passwordHash = await hashPassword(given);
  const { userId, empId: createdEmpId } = await uniqueAs('emailTaken', () =>
    db.transaction(async (tx) => {
      const roleNames = await chosenRoles(tx, input.role_ids);
      const created = await insertUser(tx, {
        email: input.work_email,
        name: input.emp_name,
        passwordHash,
        empId,
        mustChangePassword: password === undefined,
      });
      const { userId } = created;
      const assignments = EMPLOYEE_COLUMNS.flatMap((column) =>
        input[column] ? [sql`${sql.identifier(column)} = ${input[column]}`] : [],
      );
      if (manager) assignments.push(sql`manager_id = ${manager.user_id}, manager_name = ${manager.emp_name}`);
      if (assignments.length > 0)
        await tx.execute(sql`UPDATE users SET ${sql.join(assignments, sql`, `)} WHERE user_id = ${userId}`);
      await setRoles(tx, userId, input.role_ids);
      await recordAdminEvent(tx, actor, {
        subject: 'user',
        subjectId: userId,
        subjectName: input.emp_name,
        action: 'userCreated',
        changes: changedFields(HISTORY_FIELDS, {}, { roles: roleNames }),
      });
      return created;
    }),
  );
  return { userId, empId: createdEmpId, temporaryPassword: password === undefined ? given : null };
}

const Snapshot = z.object({
  user_id: z.number(),
  work_email: z.string(),
  emp_name: z.string(),
  version: z.number(),
  manager: z.string().nullable(),
  roles: z.string(),
  ...Object.fromEntries(EMPLOYEE_COLUMNS.map((c) => [c, z.string().nullable()])),
});
type Snapshot = Partial<Record<AdminField, string | null>> & {
  user_id: number;
  work_email: string;
  emp_name: string;
  version: number;
};

/** What the history compares of the staff the condition on `u` names; `lock` holds their rows for the transaction. */
async function snapshots(tx: Database, condition: SQL, { lock = false } = {}): Promise<Snapshot[]> {
  const rows = await selectRows(
    tx,
    Snapshot,
    sql`SELECT u.user_id, u.work_email, u.emp_name, u.version, coalesce(m.work_email, u.manager_name) AS manager,
          ${sql.join(
            EMPLOYEE_COLUMNS.map((c) => sql`u.${sql.identifier(c)}`),
            sql`, `,
          )},
          coalesce((SELECT string_agg(r.role_name, ', ' ORDER BY r.role_id) FROM user_roles ur
                    JOIN roles r ON r.role_id = ur.role_id WHERE ur.user_id = u.user_id), '') AS roles
        FROM users u LEFT JOIN users m ON m.user_id = u.manager_id WHERE ${condition} ${lock ? sql`FOR UPDATE OF u` : sql``}`,
  );
  return rows as Snapshot[];
}

/** What the history compares of the staff with these e-mails, by e-mail. */
export async function staffSnapshots(tx: Database, emails: readonly string[]): Promise<Map<string, Snapshot>> {
  const rows = await snapshots(tx, sql`u.work_email = ANY(${arrayParam([...emails])}::text[])`);
  return new Map(rows.map((row) => [row.work_email, row]));
}

/** The Administration history of a sheet of staff: who was added, and each change of those already there. */
export async function recordStaffChanges(
  tx: Database,
  actor: Actor,
  before: ReadonlyMap<string, Snapshot>,
  after: ReadonlyMap<string, Snapshot>,
): Promise<void> {
  const events = [...after].flatMap(([email, now]) => {
    const was = before.get(email);
    const changes = changedFields(HISTORY_FIELDS, was ?? {}, was ? now : { roles: now.roles || null });
    if (was && changes.length === 0) return [];
    const action = was ? ('userUpdated' as const) : ('userCreated' as const);
    return [{ subject: 'user' as const, subjectId: now.user_id, subjectName: was?.emp_name ?? now.emp_name, action, changes }];
  });
  await recordAdminEvents(tx, actor, events);
}

const WorkEmailRow = z.object({ e: z.string() });

/**
 * Changes a member of staff's name, roles and employee fields, if nobody changed them since `version`.
 * A change of roles applies at their next request (the session reads the roles each time).
 */
export async function updateStaff(db: Database, actor: Actor, userId: number, input: UpdateInput): Promise<void> {
  const manager = await chosenManager(db, input.manager, userId);
  await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const [current] = await snapshots(tx, sql`u.user_id = ${userId}`, { lock: true });
    if (!current) throw new AppError('staffNotFound');
    if (current.version !== input.version) throw new AppError('editConflict');
    const roleNames = await chosenRoles(tx, input.role_ids);
    const fields = Object.fromEntries(EMPLOYEE_COLUMNS.map((c) => [c, blankToNull(input[c])]));
    const assignments = [
      sql`emp_name = ${input.emp_name}`,
      sql`version = version + 1`,
      ...EMPLOYEE_COLUMNS.flatMap((c) => (fields[c] === undefined ? [] : [sql`${sql.identifier(c)} = ${fields[c]}`])),
    ];
    if (manager !== undefined)
      assignments.push(sql`manager_id = ${manager?.user_id ?? null}, manager_name = ${manager?.emp_name ?? null}`);
    await tx.execute(sql`UPDATE users SET ${sql.join(assignments, sql`, `)} WHERE user_id = ${userId}`);
    await setRoles(tx, userId, input.role_ids);
    const managerEmail =
      manager === undefined
        ? undefined
        : manager === null
          ? null
          : (manager.email ??
            (await selectRows(tx, WorkEmailRow, sql`SELECT work_email AS e FROM users WHERE user_id = ${manager.user_id}`))[0].e);
    const after: Partial<Record<AdminField, string | null>> = { emp_name: input.emp_name, roles: roleNames, ...fields };
    if (managerEmail !== undefined) after.manager = managerEmail;
    const changes = changedFields(HISTORY_FIELDS, current, after);
    if (changes.length > 0)
      await recordAdminEvent(tx, actor, {
        subject: 'user',
        subjectId: userId,
        subjectName: current.emp_name,
        action: 'userUpdated',
        changes,
      });
    await checkGuardRails(tx, actor);
  });
}

const EmpNameStatusIdRow = z.object({ emp_name: z.string(), status_id: z.number() });

/**
 * Deactivates (their sessions end at once) or reactivates a member of staff. Asking for the state they
 * are already in changes nothing and records nothing.
 */
export async function setStaffActive(db: Database, actor: Actor, userId: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const [current] = await selectRows(
      tx,
      EmpNameStatusIdRow,
      sql`SELECT emp_name, status_id FROM users WHERE user_id = ${userId} FOR UPDATE`,
    );
    if (!current) throw new AppError('staffNotFound');
    if ((current.status_id === ACTIVE_STATUS_ID) === active) return;
    await tx.execute(
      sql`UPDATE users SET status_id = ${active ? ACTIVE_STATUS_ID : RECORD_INACTIVE}, version = version + 1 WHERE user_id = ${userId}`,
    );
    if (!active) await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    await recordAdminEvent(tx, actor, {
      subject: 'user',
      subjectId: userId,
      subjectName: current.emp_name,
      action: active ? 'userReactivated' : 'userDeactivated',
    });
    await checkGuardRails(tx, actor);
  });
}

const EmpNameRow = z.object({ emp_name: z.string() });

/**
 * A new temporary password: their sessions end, and their next sign-in leads to choosing their own.
 * The command line may give the password itself (a script's), which is not temporary.
 */
export async function resetStaffPassword(db: Database, actor: Actor, userId: number, given?: string): Promise<string> {
  const password = given ?? temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await selectRows(
      tx,
      EmpNameRow,
      sql`UPDATE users SET password_hash = ${passwordHash}, must_change_password = ${given === undefined},
            password_expires_at = ${given === undefined ? temporaryPasswordExpiry : null}, version = version + 1
          WHERE user_id = ${userId} RETURNING emp_name`,
    );
    if (!user) throw new AppError('staffNotFound');
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    await recordAdminEvent(tx, actor, {
      subject: 'user',
      subjectId: userId,
      subjectName: user.emp_name,
      action: 'passwordReset',
    });
  });
  return password;
}

/** Deactivates the user of a work e-mail, from the command line. */
export async function deactivateByEmail(db: Database, email: string): Promise<void> {
  await setStaffActive(db, COMMAND_LINE, await staffIdByEmail(db, email), false);
}

const UserIdRow = z.object({ user_id: z.number() });

/** The user id of a work e-mail, for the command line. */
export async function staffIdByEmail(db: Database, email: string): Promise<number> {
  const [user] = await selectRows(db, UserIdRow, sql`SELECT user_id FROM users WHERE work_email = ${normaliseEmail(email)}`);
  if (!user) throw new AdminError(`No user with the e-mail ${email}.`);
  return user.user_id;
}
