import {
  EDUCATION_LEVELS,
  EDUCATION_STATUSES,
  ENROLLMENT_STATUSES,
  GENDERS,
  INCOME_RANGES,
  type LookupOption,
  MUTUAL_FUND_PROVIDERS,
  MUTUAL_FUND_TYPES,
  OCCUPATIONS,
  OUTREACH_CHANNELS,
  RECORD_STATUSES,
} from '@portal/contract/lookups';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../client.ts';
import * as s from '../schema/index.ts';
import { MENUS, PROGRAMS, ROLES, SUB_PROGRAMS } from './reference-data.ts';

const LOOKUPS: [table: string, readonly LookupOption[]][] = [
  ['occupations', OCCUPATIONS],
  ['education_levels', EDUCATION_LEVELS],
  ['education_statuses', EDUCATION_STATUSES],
  ['income_ranges', INCOME_RANGES],
  ['mutual_fund_providers', MUTUAL_FUND_PROVIDERS],
  ['mutual_fund_types', MUTUAL_FUND_TYPES],
  ['outreach_channels', OUTREACH_CHANNELS],
  ['enrollment_statuses', ENROLLMENT_STATUSES],
  ['record_statuses', RECORD_STATUSES],
  ['genders', GENDERS],
];

const rows = (values: SQL[]) => sql.join(values, sql`, `);

const RoleIdRow = z.object({ roleId: z.number() });

/**
 * Idempotent: existing rows are kept as they are (an office may have renamed them). Named columns
 * only: the seed also runs on a database of an older release, before its migrations (their tests);
 * the Kannada names and the sub-programmes' flags of the seeded rows come with migration 0026.
 */
export async function seedLookups(db: Database): Promise<void> {
  for (const [table, options] of LOOKUPS) {
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (id, name) VALUES ${rows(options.map((o) => sql`(${o.id}, ${o.name})`))}
          ON CONFLICT DO NOTHING`,
    );
  }
  await db.execute(
    sql`INSERT INTO programs (program_id, program_name) VALUES ${rows(PROGRAMS.map((p) => sql`(${p.programId}, ${p.programName})`))}
        ON CONFLICT DO NOTHING`,
  );
  await db.execute(
    sql`INSERT INTO sub_programs (sub_program_id, program_id, sub_program_name)
        VALUES ${rows(SUB_PROGRAMS.map((p) => sql`(${p.subProgramId}, ${p.programId}, ${p.subProgramName})`))}
        ON CONFLICT DO NOTHING`,
  );
  const newMenus = await db.insert(s.menus).values(MENUS).onConflictDoNothing().returning({ menuId: s.menus.menuId });
  const isNewMenu = new Set(newMenus.map((m) => m.menuId));
  const menus = await db.select().from(s.menus);
  for (const role of ROLES) {
    // named columns only: the seed also runs on a database of an older release, before its migrations
    const [inserted] = await selectRows(
      db,
      RoleIdRow,
      sql`INSERT INTO roles (role_name, role_permissions) VALUES (${role.roleName}, ${role.rolePermissions})
          ON CONFLICT DO NOTHING RETURNING role_id AS "roleId"`,
    );
    // a role seeded before gets only the entries of screens new since (its own links may have been changed)
    const roleId =
      inserted?.roleId ??
      (await db.select({ roleId: s.roles.roleId }).from(s.roles).where(eq(s.roles.roleName, role.roleName)))[0]?.roleId;
    if (roleId === undefined) continue;
    const links = menus
      .filter((m) => role.menuActions.includes(m.action) && (inserted || isNewMenu.has(m.menuId)))
      .map((m) => ({ roleId, menuId: m.menuId }));
    if (links.length) await db.insert(s.roleMenus).values(links).onConflictDoNothing();
  }
}
