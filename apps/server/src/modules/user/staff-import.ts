import type XLSX from '@e965/xlsx';
import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { formatMessage } from '@portal/contract/i18n/format';
import type { StaffImportProblem } from '@portal/contract/staff-admin';
import { STAFF_ADMIN_TEXT } from '@portal/contract/staff-admin-text';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseEmail } from '../../accounts/users.ts';
import { arrayParam, type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, COMMAND_LINE } from '../staff/admin-guard.ts';
import { recordStaffChanges, staffSnapshots } from '../staff/staff.service.ts';
import { EMPLOYEE_FIELDS, type EmployeeOption } from './employee-fields.ts';
import { isManagerNamed } from './reporting-line.ts';

/** Headings of a staff sheet, matched without regard to case and spaces. */
const HEADINGS: Record<string, EmployeeOption | 'email' | 'role' | 'emp_id'> = {
  email: 'email',
  workemail: 'email',
  name: 'name',
  employeename: 'name',
  role: 'role',
  employeeid: 'emp_id',
  mobile: 'mobile',
  jobtitle: 'job-title',
  manager: 'manager',
  officelocation: 'office',
  costcentre: 'cost-centre',
  costcenter: 'cost-centre',
  paygrade: 'pay-grade',
  employeenumber: 'employee-number',
  entity: 'entity',
};
const key = (heading: string) => heading.toLowerCase().replace(/[^a-z]/g, '');

// each rule's message is the problem a rejected row is reported with
const StaffRow = z.object({
  email: z.email('emailInvalid' satisfies StaffImportProblem),
  name: z
    .string()
    .trim()
    .min(1, 'nameRequired' satisfies StaffImportProblem)
    .max(200, 'nameTooLong' satisfies StaffImportProblem),
  role: z.string().trim().max(100).optional(),
  emp_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,50}$/, 'empIdInvalid' satisfies StaffImportProblem)
    .optional(),
});
const isProblem = (message: string): message is StaffImportProblem => Object.hasOwn(STAFF_ADMIN_TEXT.importReasons, message);

/** A rejected row's reason in English, for the command line. */
export const staffImportReason = ({ problem, value }: StaffImportReport['rejected'][number]) =>
  formatMessage(`staffAdmin.importReasons.${problem}`, { value: value ?? '' });

type StaffSheetRow = {
  /** its row in the sheet, for the report */
  row: number;
  email: string;
  name: string;
  roleId: number | null;
  empId: string | null;
  fields: Partial<Record<EmployeeOption, string>>;
};

const NamedEmailActiveRow = z.object({ named: z.string(), email: z.string(), active: z.boolean() });

/**
 * The rows whose manager (by e-mail or employee number) is one user, already there or in the sheet;
 * the others are rejected with the reason, as is a row that names itself.
 */
async function withKnownManagers(db: Database, rows: StaffSheetRow[], rejected: StaffImportReport['rejected']) {
  const named = new Set(rows.flatMap((r) => (r.fields.manager ? [r.fields.manager.toLowerCase()] : [])));
  if (named.size === 0) return rows;
  const known = new Map<string, Set<string>>();
  const existing = await selectRows(
    db,
    NamedEmailActiveRow,
    sql`SELECT v AS named, m.work_email AS email, m.status_id = ${ACTIVE_STATUS_ID} AS active
        FROM unnest(${arrayParam([...named])}::text[]) AS v JOIN users m ON ${isManagerNamed(sql`v`)}`,
  );
  const add = (value: string, email: string) => known.set(value, (known.get(value) ?? new Set()).add(email));
  // a deactivated user manages nobody (the sheet does not reactivate anyone)
  const deactivated = new Set(existing.filter((e) => !e.active).map((e) => e.email));
  for (const { named: value, email } of existing) add(value, email);
  for (const r of rows)
    for (const id of [r.email, r.empId, r.fields['employee-number']])
      if (id && named.has(id.toLowerCase())) add(id.toLowerCase(), r.email);
  return rows.filter((r) => {
    const manager = r.fields.manager;
    if (!manager) return true;
    const emails = known.get(manager.toLowerCase()) ?? new Set();
    const problem: StaffImportProblem | undefined =
      emails.size === 0
        ? 'managerNotFound'
        : emails.size > 1
          ? 'managerAmbiguous'
          : emails.has(r.email)
            ? 'managerSelf'
            : [...emails].some((email) => deactivated.has(email))
              ? 'managerInactive'
              : undefined;
    if (problem) rejected.push({ row: r.row, problem, value: problem === 'managerSelf' ? null : manager });
    return problem === undefined;
  });
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** An .xlsx (a zip), an .xls (an OLE file) or a CSV (text, which holds no NUL). */
const looksLikeSheet = (file: Buffer) => file.subarray(0, 4).equals(ZIP) || file.subarray(0, 4).equals(OLE) || !file.includes(0);

/**
 * The spreadsheet library, loaded on the first staff sheet: a running server rarely reads one, and
 * loaded at start it held 4 MB of every process's memory (decision 043).
 */
const spreadsheets = () => import('@e965/xlsx').then((m) => m.default);

/** The sheet's first worksheet; a file that is no workbook or CSV is refused, saying so. */
function readFirstSheet(sheets: typeof XLSX, file: Buffer): XLSX.WorkSheet {
  if (!looksLikeSheet(file)) throw new AppError('staffSheetUnreadable');
  let workbook: XLSX.WorkBook;
  try {
    workbook = sheets.read(file, { type: 'buffer', cellFormula: false, cellHTML: false });
  } catch {
    throw new AppError('staffSheetUnreadable');
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) throw new AppError('staffSheetUnreadable');
  return sheet;
}

export interface StaffImportReport {
  created: number;
  updated: number;
  rejected: { row: number; problem: StaffImportProblem; value: string | null }[];
}

const RoleIdRoleNameRow = z.object({ role_id: z.number(), role_name: z.string() });

/**
 * Creates the staff not yet known (without a password: they sign in with the identity provider, or
 * an administrator sets one) and fills the employee fields of everyone in the sheet, in one transaction.
 */
export async function importStaff(db: Database, file: Buffer, actor: Actor = COMMAND_LINE): Promise<StaffImportReport> {
  const sheets = await spreadsheets();
  const sheet = readFirstSheet(sheets, file);
  // the cells' values, not their formats: a mobile typed as a number under an Indian locale's format
  // ([$-4009]0) would read as "$9845012345"
  const raw = sheets.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: true });
  const [headingRow = []] = sheets.utils.sheet_to_json<unknown[]>(sheet, { header: 1, range: 0 });
  if (!headingRow.some((heading) => HEADINGS[key(String(heading))] === 'email')) throw new AppError('staffSheetUnreadable');
  const roles = new Map(
    (
      await selectRows(db, RoleIdRoleNameRow, sql`SELECT role_id, role_name FROM roles WHERE status_id = ${ACTIVE_STATUS_ID}`)
    ).map((r) => [r.role_name.toLowerCase(), r.role_id]),
  );
  const rejected: StaffImportReport['rejected'] = [];
  const parsedRows: StaffSheetRow[] = [];
  for (const [index, record] of raw.entries()) {
    const mapped: Record<string, string> = {};
    for (const [heading, value] of Object.entries(record)) {
      const field = HEADINGS[key(heading)];
      if (field) mapped[field] = String(value).trim();
    }
    const row = index + 2;
    const parsed = StaffRow.safeParse({ ...mapped, role: mapped.role || undefined, emp_id: mapped.emp_id || undefined });
    if (!parsed.success) {
      const { message } = parsed.error.issues[0];
      rejected.push({ row, problem: isProblem(message) ? message : 'emailInvalid', value: null });
      continue;
    }
    const roleId = parsed.data.role ? (roles.get(parsed.data.role.toLowerCase()) ?? -1) : null;
    if (roleId === -1) {
      rejected.push({ row, problem: 'unknownRole', value: parsed.data.role ?? null });
      continue;
    }
    const fields: Partial<Record<EmployeeOption, string>> = {};
    for (const option of Object.keys(EMPLOYEE_FIELDS) as EmployeeOption[])
      if (mapped[option]) fields[option] = mapped[option].slice(0, 200);
    parsedRows.push({
      row,
      email: normaliseEmail(parsed.data.email),
      name: parsed.data.name,
      roleId,
      empId: parsed.data.emp_id ?? null,
      fields,
    });
  }
  // a person listed twice counts once, with the later row's values
  const listed = [...new Map(parsedRows.map((r) => [r.email, r])).values()];
  const rows = await withKnownManagers(db, listed, rejected);
  const column = (option: EmployeeOption) => arrayParam(rows.map((r) => r.fields[option] ?? null));
  return db.transaction(async (tx) => {
    const emails = rows.map((r) => r.email);
    const before = await staffSnapshots(tx, emails);
    await tx.execute(sql`
      WITH input AS (
        SELECT * FROM unnest(${arrayParam(rows.map((r) => r.email))}::text[], ${arrayParam(rows.map((r) => r.name))}::text[],
          ${arrayParam(rows.map((r) => r.empId))}::text[], ${column('mobile')}::text[], ${column('job-title')}::text[],
          ${column('office')}::text[], ${column('cost-centre')}::text[], ${column('pay-grade')}::text[],
          ${column('employee-number')}::text[], ${column('entity')}::text[])
          AS i(email, name, emp_id, mobile, job_title, office_location, cost_center_name, pay_grade, employee_number, entity_name)
      ), numbered AS (
        SELECT input.*, nextval(pg_get_serial_sequence('users', 'user_id'))::int AS new_id FROM input
        WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.work_email = input.email)
      )
      INSERT INTO users (user_id, emp_id, emp_name, work_email, mobile, job_title, office_location,
        cost_center_name, pay_grade, employee_number, entity_name)
      SELECT new_id, coalesce(emp_id, 'EMP' || lpad(new_id::text, 5, '0')), name, email, mobile, job_title,
        office_location, cost_center_name, pay_grade, employee_number, entity_name FROM numbered
      ON CONFLICT (work_email) DO NOTHING`);
    await tx.execute(sql`
      UPDATE users u SET emp_name = i.name, mobile = coalesce(i.mobile, u.mobile), job_title = coalesce(i.job_title, u.job_title),
        office_location = coalesce(i.office_location, u.office_location),
        cost_center_name = coalesce(i.cost_center_name, u.cost_center_name), pay_grade = coalesce(i.pay_grade, u.pay_grade),
        employee_number = coalesce(i.employee_number, u.employee_number), entity_name = coalesce(i.entity_name, u.entity_name)
      FROM unnest(${arrayParam(rows.map((r) => r.email))}::text[], ${arrayParam(rows.map((r) => r.name))}::text[], ${column('mobile')}::text[],
        ${column('job-title')}::text[], ${column('office')}::text[], ${column('cost-centre')}::text[],
        ${column('pay-grade')}::text[], ${column('employee-number')}::text[], ${column('entity')}::text[])
        AS i(email, name, mobile, job_title, office_location, cost_center_name, pay_grade, employee_number, entity_name)
      WHERE u.work_email = i.email`);
    // the reporting line, once everyone in the sheet exists: a manager may be a row of the same sheet
    await tx.execute(sql`
      UPDATE users u SET manager_id = m.user_id, manager_name = m.emp_name
      FROM unnest(${arrayParam(rows.map((r) => r.email))}::text[], ${column('manager')}::text[]) AS i(email, manager)
      JOIN users m ON ${isManagerNamed(sql`i.manager`)}
      WHERE u.work_email = i.email AND i.manager IS NOT NULL`);
    await tx.execute(sql`
      INSERT INTO user_roles (user_id, role_id)
      SELECT u.user_id, r.role_id FROM unnest(${arrayParam(rows.map((r) => r.email))}::text[], ${arrayParam(rows.map((r) => r.roleId))}::int[]) AS r(email, role_id)
      JOIN users u ON u.work_email = r.email WHERE r.role_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await recordStaffChanges(tx, actor, before, await staffSnapshots(tx, emails));
    const created = rows.filter((r) => !before.has(r.email)).length;
    return { created, updated: rows.length - created, rejected };
  });
}
