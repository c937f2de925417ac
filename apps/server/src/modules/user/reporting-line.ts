import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseEmail } from '../../accounts/users.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { AdminError } from '../../lib/admin-error.ts';

/**
 * Who a manager given on the command line or in a staff sheet is: the user with that work e-mail, or
 * with that employee id or employee number (in any case). One SQL condition for both, on `m`.
 */
export const isManagerNamed = (value: SQL | string) =>
  sql`(m.work_email = lower(btrim(${value})) OR lower(m.emp_id) = lower(btrim(${value})) OR lower(m.employee_number) = lower(btrim(${value})))`;

const Manager = z.object({ user_id: z.number(), emp_name: z.string(), active: z.boolean() });

/** The one user a manager's e-mail or employee number names; anything else is refused, saying why. */
export async function findManager(db: Database, value: string): Promise<z.infer<typeof Manager>> {
  const named = value.includes('@') ? normaliseEmail(value) : value;
  const found = await selectRows(
    db,
    Manager,
    sql`SELECT m.user_id, m.emp_name, m.status_id = ${ACTIVE_STATUS_ID} AS active FROM users m WHERE ${isManagerNamed(named)} LIMIT 2`,
  );
  if (found.length === 0) throw new AdminError(`--manager: no user has the e-mail or employee number ${value}.`);
  if (found.length > 1) throw new AdminError(`--manager: ${value} names more than one user; give their e-mail.`);
  // a deactivated user manages nobody: their team would report to no one who can see it
  if (!found[0].active) throw new AdminError(`--manager: ${value} is deactivated; name an active user.`);
  return found[0];
}

/** Staff whose manager is a name that links to no single user (before the reporting line, or typed since). */
export async function unlinkedManagers(db: Database) {
  return selectRows(
    db,
    z.object({ work_email: z.string(), manager_name: z.string() }),
    sql`SELECT work_email, manager_name FROM users WHERE manager_name IS NOT NULL AND manager_id IS NULL ORDER BY work_email`,
  );
}
