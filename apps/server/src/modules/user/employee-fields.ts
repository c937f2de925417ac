import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseEmail } from '../../accounts/users.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { AdminError } from '../../lib/admin-error.ts';
import { findManager } from './reporting-line.ts';

/** The employee fields of a profile (spec §3) that administrators fill from the command line or a staff sheet. */
export const EMPLOYEE_FIELDS = {
  name: 'emp_name',
  mobile: 'mobile',
  'job-title': 'job_title',
  manager: 'manager_name',
  office: 'office_location',
  'cost-centre': 'cost_center_name',
  'pay-grade': 'pay_grade',
  'employee-number': 'employee_number',
  entity: 'entity_name',
} as const;
export type EmployeeOption = keyof typeof EMPLOYEE_FIELDS;

const FieldValue = z.string().trim().max(200, 'A value is longer than 200 characters.');
const Mobile = z
  .string()
  .trim()
  .regex(/^[0-9+ -]{6,20}$/, 'A mobile number has 6 to 20 digits.');

export function checkEmployeeFields(values: Partial<Record<EmployeeOption, string>>): Partial<Record<EmployeeOption, string>> {
  const out: Partial<Record<EmployeeOption, string>> = {};
  for (const [option, value] of Object.entries(values) as [EmployeeOption, string | undefined][]) {
    if (value === undefined) continue;
    const parsed = (option === 'mobile' ? Mobile : FieldValue).safeParse(value);
    if (!parsed.success) throw new AdminError(`--${option}: ${parsed.error.issues[0].message}`);
    out[option] = parsed.data;
  }
  return out;
}

const UserIdRow = z.object({ user_id: z.number() });

/**
 * Sets the given fields of one user; fields not given stay as they are. The manager is given by e-mail
 * or employee number and sets the reporting line with the manager's name; an empty one clears both.
 */
export async function setEmployeeFields(db: Database, email: string, values: Partial<Record<EmployeeOption, string>>) {
  const checked = checkEmployeeFields(values);
  const entries = Object.entries(checked) as [EmployeeOption, string][];
  if (entries.length === 0) throw new AdminError('Give at least one field to set.');
  const manager = checked.manager ? await findManager(db, checked.manager) : undefined;
  const assignments = sql.join(
    entries.map(([option, value]) => {
      if (option === 'manager') return sql`manager_id = ${manager?.user_id ?? null}, manager_name = ${manager?.emp_name ?? null}`;
      return sql`${sql.identifier(EMPLOYEE_FIELDS[option])} = ${value === '' && option !== 'name' ? null : value}`;
    }),
    sql`, `,
  );
  if (manager) {
    const [self] = await selectRows(db, UserIdRow, sql`SELECT user_id FROM users WHERE work_email = ${normaliseEmail(email)}`);
    if (self?.user_id === manager.user_id) throw new AdminError('--manager: a user cannot report to themselves.');
  }
  const rows = await selectRows(
    db,
    UserIdRow,
    sql`UPDATE users SET ${assignments} WHERE work_email = ${normaliseEmail(email)} RETURNING user_id`,
  );
  if (rows.length === 0) throw new AdminError(`No user with the e-mail ${email}.`);
}
