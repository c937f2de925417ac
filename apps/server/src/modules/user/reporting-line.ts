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

export type ManagerProblem = 'managerNotFound' | 'managerAmbiguous' | 'managerInactive';

/** The one active user a manager's e-mail or employee number names, or why there is none. */
export async function resolveManager(
  db: Database,
  value: string,
): Promise<{ manager: z.infer<typeof Manager> } | { problem: ManagerProblem }> {
  const named = value.includes('@') ? normaliseEmail(value) : value;
  const found = await selectRows(
    db,
    Manager,
    sql`SELECT m.user_id, m.emp_name, m.status_id = ${ACTIVE_STATUS_ID} AS active FROM users m WHERE ${isManagerNamed(named)} LIMIT 2`,
  );
  if (found.length === 0) return { problem: 'managerNotFound' };
  if (found.length > 1) return { problem: 'managerAmbiguous' };
  // a deactivated user manages nobody: their team would report to no one who can see it
  if (!found[0].active) return { problem: 'managerInactive' };
  return { manager: found[0] };
}

/** The one user a manager's e-mail or employee number names; anything else is refused, saying why. */
export async function findManager(db: Database, value: string): Promise<z.infer<typeof Manager>> {
  const found = await resolveManager(db, value);
  if ('manager' in found) return found.manager;
  const why: Record<ManagerProblem, string> = {
    managerNotFound: `--manager: no user has the e-mail or employee number ${value}.`,
    managerAmbiguous: `--manager: ${value} names more than one user; give their e-mail.`,
    managerInactive: `--manager: ${value} is deactivated; name an active user.`,
  };
  throw new AdminError(why[found.problem]);
}

const WorkEmailManagerNameRow = z.object({ work_email: z.string(), manager_name: z.string() });

/** Staff whose manager is a name that links to no single user (before the reporting line, or typed since). */
export async function unlinkedManagers(db: Database) {
  return selectRows(
    db,
    WorkEmailManagerNameRow,
    sql`SELECT work_email, manager_name FROM users WHERE manager_name IS NOT NULL AND manager_id IS NULL ORDER BY work_email`,
  );
}
