import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { RECORD_INACTIVE } from '@portal/contract/lookups';
import { WILDCARD } from '@portal/contract/permissions';
import {
  AdminRoleSchema,
  ASSIGNABLE_PERMISSIONS,
  type RoleInputSchema,
  type RolesResponse,
  type UpdateRoleSchema,
} from '@portal/contract/staff-admin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { arrayParam, type Database, selectRows } from '../../db/client.ts';
import { AppError, uniqueAs } from '../../lib/app-error.ts';
import { changedFields, recordAdminEvent } from './admin-events.ts';
import { type Actor, checkGuardRails, lockAdministration } from './admin-guard.ts';

type RoleInput = z.output<typeof RoleInputSchema>;
type UpdateInput = z.output<typeof UpdateRoleSchema>;

/**
 * A role's permissions as stored (spec §6: a comma list, or `*`): the known names in the screen's
 * order, then any other name the office's data holds, once each; `*` alone stands for everything.
 */
export function storedPermissions(names: readonly string[]): string {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.includes(WILDCARD)) return WILDCARD;
  const known = ASSIGNABLE_PERMISSIONS.filter((p) => unique.includes(p));
  const other = unique.filter((n) => !(ASSIGNABLE_PERMISSIONS as readonly string[]).includes(n)).sort();
  return [...known, ...other].join(',');
}

const splitPermissions = (stored: string) =>
  stored
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

const MenuIdMenuNameActionRow = z.object({ menu_id: z.number(), menu_name: z.string(), action: z.string() });

/** Every role (retired ones too, marked), with its menu entries and how many active staff hold it; and the menu entries. */
export async function listRoles(db: Database): Promise<RolesResponse> {
  const rows = await selectRows(
    db,
    AdminRoleSchema.omit({ permissions: true }).extend({ role_permissions: z.string() }),
    sql`SELECT r.role_id, r.role_name, r.role_permissions, r.status_id, r.version,
          coalesce((SELECT array_agg(rm.menu_id ORDER BY rm.menu_id) FROM role_menus rm WHERE rm.role_id = r.role_id), '{}') AS menu_ids,
          (SELECT count(*)::int FROM user_roles ur JOIN users u ON u.user_id = ur.user_id
            WHERE ur.role_id = r.role_id AND u.status_id = ${ACTIVE_STATUS_ID}) AS staff
        FROM roles r ORDER BY r.status_id, r.role_id`,
  );
  const menus = await selectRows(
    db,
    MenuIdMenuNameActionRow,
    sql`SELECT menu_id, menu_name, action FROM menus ORDER BY sort_order, menu_id`,
  );
  return {
    Status: true,
    roles: rows.map(({ role_permissions, ...role }) => ({ ...role, permissions: splitPermissions(role_permissions) })),
    menus,
  };
}

const MenuNameRow = z.object({ menu_name: z.string() });

/** The menu entries named, by id, as their names for the history; an unknown one refuses the change. */
async function chosenMenus(tx: Database, menuIds: readonly number[]): Promise<string> {
  const ids = [...new Set(menuIds)];
  const found = await selectRows(
    tx,
    MenuNameRow,
    sql`SELECT menu_name FROM menus WHERE menu_id = ANY(${arrayParam(ids)}::int[]) ORDER BY sort_order, menu_id`,
  );
  if (found.length !== ids.length) throw new AppError('menuNotFound');
  return found.map((m) => m.menu_name).join(', ');
}

async function setMenus(tx: Database, roleId: number, menuIds: readonly number[]): Promise<void> {
  const ids = [...new Set(menuIds)];
  await tx.execute(sql`DELETE FROM role_menus WHERE role_id = ${roleId} AND NOT menu_id = ANY(${arrayParam(ids)}::int[])`);
  if (ids.length > 0)
    await tx.execute(
      sql`INSERT INTO role_menus (role_id, menu_id) SELECT ${roleId}, unnest(${arrayParam(ids)}::int[]) ON CONFLICT DO NOTHING`,
    );
}

const menuNamesOf = (roleId: number) =>
  sql`coalesce((SELECT string_agg(m.menu_name, ', ' ORDER BY m.sort_order, m.menu_id) FROM role_menus rm
                JOIN menus m ON m.menu_id = rm.menu_id WHERE rm.role_id = ${roleId}), '')`;

const HISTORY_FIELDS = ['role_name', 'permissions', 'menus'] as const;

const RoleIdRow = z.object({ role_id: z.number() });

export async function createRole(db: Database, actor: Actor, input: RoleInput): Promise<number> {
  const permissions = storedPermissions(input.permissions);
  return uniqueAs('roleNameTaken', () =>
    db.transaction(async (tx) => {
      const menus = await chosenMenus(tx, input.menu_ids);
      const [role] = await selectRows(
        tx,
        RoleIdRow,
        sql`INSERT INTO roles (role_name, role_permissions) VALUES (${input.role_name}, ${permissions}) RETURNING role_id`,
      );
      await setMenus(tx, role.role_id, input.menu_ids);
      await recordAdminEvent(tx, actor, {
        subject: 'role',
        subjectId: role.role_id,
        subjectName: input.role_name,
        action: 'roleCreated',
        changes: changedFields(HISTORY_FIELDS, {}, { permissions: permissions || null, menus: menus || null }),
      });
      return role.role_id;
    }),
  );
}

const RoleRow = z.object({ role_name: z.string(), permissions: z.string(), menus: z.string(), version: z.number() });

/**
 * Renames a role and sets its permissions and menu entries, if nobody changed it since `version`.
 * Its holders have the new permissions at their next request, the menu at their next menu load.
 */
export async function updateRole(db: Database, actor: Actor, roleId: number, input: UpdateInput): Promise<void> {
  const permissions = storedPermissions(input.permissions);
  await uniqueAs('roleNameTaken', () =>
    db.transaction(async (tx) => {
      await lockAdministration(tx);
      const [current] = await selectRows(
        tx,
        RoleRow,
        sql`SELECT role_name, role_permissions AS permissions, ${menuNamesOf(roleId)} AS menus, version
            FROM roles WHERE role_id = ${roleId} FOR UPDATE`,
      );
      if (!current) throw new AppError('roleNotFound');
      if (current.version !== input.version) throw new AppError('editConflict');
      const menus = await chosenMenus(tx, input.menu_ids);
      await tx.execute(
        sql`UPDATE roles SET role_name = ${input.role_name}, role_permissions = ${permissions}, version = version + 1
            WHERE role_id = ${roleId}`,
      );
      await setMenus(tx, roleId, input.menu_ids);
      const changes = changedFields(HISTORY_FIELDS, current, { role_name: input.role_name, permissions, menus });
      if (changes.length > 0)
        await recordAdminEvent(tx, actor, {
          subject: 'role',
          subjectId: roleId,
          subjectName: current.role_name,
          action: 'roleUpdated',
          changes,
        });
      await checkGuardRails(tx, actor);
    }),
  );
}

const RoleNameStatusIdStaffRow = z.object({ role_name: z.string(), status_id: z.number(), staff: z.number() });

/**
 * Retires a role (given to nobody from now on, granting nothing) or brings it back. A role active
 * staff hold is not retired: they are given another first, so nobody loses access unseen.
 */
export async function setRoleActive(db: Database, actor: Actor, roleId: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const [current] = await selectRows(
      tx,
      RoleNameStatusIdStaffRow,
      sql`SELECT role_name, status_id,
            (SELECT count(*)::int FROM user_roles ur JOIN users u ON u.user_id = ur.user_id
              WHERE ur.role_id = r.role_id AND u.status_id = ${ACTIVE_STATUS_ID}) AS staff
          FROM roles r WHERE role_id = ${roleId} FOR UPDATE`,
    );
    if (!current) throw new AppError('roleNotFound');
    if ((current.status_id === ACTIVE_STATUS_ID) === active) return;
    if (!active && current.staff > 0) throw new AppError('roleInUse');
    await tx.execute(
      sql`UPDATE roles SET status_id = ${active ? ACTIVE_STATUS_ID : RECORD_INACTIVE}, version = version + 1 WHERE role_id = ${roleId}`,
    );
    await recordAdminEvent(tx, actor, {
      subject: 'role',
      subjectId: roleId,
      subjectName: current.role_name,
      action: active ? 'roleRestored' : 'roleRetired',
    });
    await checkGuardRails(tx, actor);
  });
}
