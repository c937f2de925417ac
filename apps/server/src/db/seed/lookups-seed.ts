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
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../client.ts';
import * as s from '../schema/index.ts';
import { MENUS, PROGRAMS, ROLES, SUB_PROGRAMS } from './reference-data.ts';

const LOOKUPS: [typeof s.occupations, readonly LookupOption[]][] = [
  [s.occupations, OCCUPATIONS],
  [s.educationLevels, EDUCATION_LEVELS],
  [s.educationStatuses, EDUCATION_STATUSES],
  [s.incomeRanges, INCOME_RANGES],
  [s.mutualFundProviders, MUTUAL_FUND_PROVIDERS],
  [s.mutualFundTypes, MUTUAL_FUND_TYPES],
  [s.outreachChannels, OUTREACH_CHANNELS],
  [s.enrollmentStatuses, ENROLLMENT_STATUSES],
  [s.recordStatuses, RECORD_STATUSES],
  [s.genders, GENDERS],
];

/** Idempotent: existing rows are kept as they are (a deployer may have renamed them). */
export async function seedLookups(db: Database): Promise<void> {
  for (const [table, options] of LOOKUPS) {
    await db
      .insert(table)
      .values(options.map((o) => ({ id: o.id, name: o.name })))
      .onConflictDoNothing();
  }
  await db.insert(s.programs).values(PROGRAMS).onConflictDoNothing();
  await db.insert(s.subPrograms).values(SUB_PROGRAMS).onConflictDoNothing();
  const newMenus = await db.insert(s.menus).values(MENUS).onConflictDoNothing().returning({ menuId: s.menus.menuId });
  const isNewMenu = new Set(newMenus.map((m) => m.menuId));
  const menus = await db.select().from(s.menus);
  for (const role of ROLES) {
    // named columns only: the seed also runs on a database of an older release, before its migrations
    const [inserted] = await selectRows(
      db,
      z.object({ roleId: z.number() }),
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
