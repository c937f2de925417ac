import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import type { Locale } from '@portal/contract/i18n/locales';
import { MenuSchema, MenuUserSchema, RoleSchema, UserProfileSchema, UserRoleSchema } from '@portal/contract/responses/user';
import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

/** Menus of every role the user holds (all of them for a role with `*`), once each, in menu order. */
export async function getRoleMenu(db: Database, userId: number) {
  const [user] = await selectRows(
    db,
    MenuUserSchema,
    sql`SELECT user_id, emp_id, emp_name, work_email, status_id, language, must_change_password FROM users WHERE user_id = ${userId}`,
  );
  if (!user) throw new AppError('profileNotFound');
  const roles = await selectRows(
    db,
    RoleSchema,
    sql`SELECT r.role_id, r.role_name, r.role_permissions FROM roles r
        JOIN user_roles ur ON ur.role_id = r.role_id WHERE ur.user_id = ${userId} AND r.status_id = ${ACTIVE_STATUS_ID}
        ORDER BY r.role_id`,
  );
  const menus = await selectRows(
    db,
    MenuSchema,
    sql`SELECT m.menu_id, m.menu_name, m.action FROM menus m
        WHERE m.menu_id IN (SELECT rm.menu_id FROM role_menus rm JOIN user_roles ur ON ur.role_id = rm.role_id
                            JOIN roles r ON r.role_id = rm.role_id
                            WHERE ur.user_id = ${userId} AND r.status_id = ${ACTIVE_STATUS_ID})
           OR EXISTS (SELECT 1 FROM roles r JOIN user_roles ur ON ur.role_id = r.role_id
                      WHERE ur.user_id = ${userId} AND r.status_id = ${ACTIVE_STATUS_ID} AND '*' = ANY(string_to_array(replace(r.role_permissions, ' ', ''), ',')))
        ORDER BY m.sort_order, m.menu_id`,
  );
  return { Status: true as const, menus, roles, user };
}

export async function getUserProfile(db: Database, empId: string) {
  const [user] = await selectRows(
    db,
    UserProfileSchema,
    sql`SELECT u.emp_id, u.user_id, u.emp_name, u.work_email, u.mobile, u.entity_name, u.status_id,
          rs.name AS status_name, u.employee_number, u.cost_center_name, u.job_title, u.pay_grade,
          u.manager_name, u.office_location, u.language
        FROM users u JOIN record_statuses rs ON rs.id = u.status_id WHERE u.emp_id = ${empId}`,
  );
  if (!user) throw new AppError('profileNotFound');
  const userRoles = await selectRows(
    db,
    UserRoleSchema,
    sql`SELECT r.role_name, r.role_permissions FROM roles r JOIN user_roles ur ON ur.role_id = r.role_id
        WHERE ur.user_id = ${user.user_id} AND r.status_id = ${ACTIVE_STATUS_ID} ORDER BY r.role_id`,
  );
  return { Status: true as const, user, userRoles };
}

/** The user's own choice of language; the database refuses any other value than a locale. */
export async function setLanguage(db: Database, userId: number, language: Locale): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.userId, userId));
}
