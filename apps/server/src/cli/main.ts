import { existsSync, readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { CreateStaffSchema } from '@portal/contract/staff-admin';
import { checkPassword, listRoles } from '../accounts/users.ts';
import { restoreBackup } from '../backup/restore.ts';
import { takeBackup } from '../backup/take-backup.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AdminError } from '../lib/admin-error.ts';
import { AppError } from '../lib/app-error.ts';
import { describeError } from '../lib/safe-error.ts';
import { COMMAND_LINE } from '../modules/staff/admin-guard.ts';
import { createStaff, deactivateByEmail, resetStaffPassword, staffIdByEmail } from '../modules/staff/staff.service.ts';
import { EMPLOYEE_FIELDS, setEmployeeFields } from '../modules/user/employee-fields.ts';
import { unlinkedManagers } from '../modules/user/reporting-line.ts';
import { importStaff, staffImportReason } from '../modules/user/staff-import.ts';
import { openCliDatabase } from './open-cli-database.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  user add --email E --name N --role ROLE --password P [--emp-id ID]   create a staff user
  user passwd --email E --password P                                   set a user's password (ends their sessions)
  user deactivate --email E                                            deactivate a user (ends their sessions)
  user set --email E [--name N] [--mobile M] [--job-title T] [--manager M] [--office O]
           [--cost-centre C] [--pay-grade G] [--employee-number N] [--entity E]   fill a user's employee fields
                (--manager: the e-mail or employee number of the user they report to; "" for none)
  user managers                                                        list staff whose manager is a name that links to no user
  user import --file staff.xlsx|staff.csv                              create or update staff from a sheet
                (headings: Email, Name, Role, Employee ID, Mobile, Job Title, Manager, Office Location,
                 Cost Centre, Pay Grade, Employee Number, Entity; Manager by e-mail or employee number)
  role list                                                            list roles and their permissions
  backup --to FILE                     write a PostgreSQL dump (plain SQL) of the database, while the portal runs
  restore --from FILE                  load a backup into an empty database (DATABASE_URL) or an empty DATA_DIR;
                                       everyone signs in again afterwards
`;

type Options = Record<string, string | undefined>;
type Command = (db: Database, options: Options) => Promise<string>;

function required(options: Options, ...names: string[]): void {
  const missing = names.filter((n) => !options[n]);
  if (missing.length) throw new AdminError(`Missing option(s): ${missing.map((m) => `--${m}`).join(', ')}`);
}

const COMMANDS: Record<string, Command> = {
  'user add': async (db, o) => {
    required(o, 'email', 'name', 'role', 'password');
    checkPassword(o.password!);
    const role = (await listRoles(db)).find((r) => r.roleName === o.role);
    if (!role) throw new AdminError(`Unknown role: ${o.role}`);
    const input = CreateStaffSchema.safeParse({ work_email: o.email, emp_name: o.name, role_ids: [role.roleId] });
    if (!input.success) throw new AdminError(input.error.issues[0].message);
    const created = await createStaff(db, COMMAND_LINE, input.data, { password: o.password, empId: o['emp-id'] });
    return `Created user ${input.data.work_email} (employee id ${created.empId}) with role ${o.role}.`;
  },
  'user passwd': async (db, o) => {
    required(o, 'email', 'password');
    checkPassword(o.password!);
    await resetStaffPassword(db, COMMAND_LINE, await staffIdByEmail(db, o.email!), o.password);
    return `Password changed for ${o.email}; their sessions have ended.`;
  },
  'user deactivate': async (db, o) => {
    required(o, 'email');
    await deactivateByEmail(db, o.email!);
    return `Deactivated ${o.email}; their sessions have ended.`;
  },
  'user set': async (db, o) => {
    required(o, 'email');
    const values = Object.fromEntries(Object.keys(EMPLOYEE_FIELDS).map((k) => [k, o[k]]));
    await setEmployeeFields(db, o.email!, values);
    return `Updated ${o.email}.`;
  },
  'user import': async (db, o) => {
    required(o, 'file');
    if (!existsSync(o.file!)) throw new AdminError(`No such file: ${o.file}`);
    if (statSync(o.file!).size > 10 * 1024 * 1024) throw new AdminError('The file is larger than 10 MB.');
    const report = await importStaff(db, readFileSync(o.file!));
    const lines = [`Created ${report.created}, updated ${report.updated}, rejected ${report.rejected.length}.`];
    for (const r of report.rejected) lines.push(`  row ${r.row}: ${staffImportReason(r)}`);
    return lines.join('\n');
  },
  'user managers': async (db) => {
    const unlinked = await unlinkedManagers(db);
    if (unlinked.length === 0) return 'Every manager name links to a user.';
    const lines = [
      `${unlinked.length} staff have a manager name that links to no single user; set each with user set --manager:`,
    ];
    for (const u of unlinked) lines.push(`  ${u.work_email}\t${u.manager_name}`);
    return lines.join('\n');
  },
  'role list': async (db) => {
    const roles = await listRoles(db);
    return roles
      .map((r) => `${r.roleName}\t${r.rolePermissions}${r.statusId === ACTIVE_STATUS_ID ? '' : '\t(retired)'}`)
      .join('\n');
  },
};

/** Commands on the database as a whole, which open it their own way (or not at all). */
const WHOLE_DATABASE_COMMANDS: Record<string, (config: Config, options: Options) => Promise<string>> = {
  backup: async (config, o) => {
    required(o, 'to');
    const { bytes, ms } = await takeBackup(config, o.to!);
    return `Backup written to ${o.to} (${bytes} bytes, ${(ms / 1000).toFixed(1)} s).`;
  },
  restore: async (config, o) => {
    required(o, 'from');
    const { ms } = await restoreBackup(config, o.from!);
    return `Restored ${o.from} (${(ms / 1000).toFixed(1)} s). Sessions from before have ended: everyone signs in again.`;
  },
};

export async function runCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'emp-id': { type: 'string' },
      file: { type: 'string' },
      mobile: { type: 'string' },
      'job-title': { type: 'string' },
      manager: { type: 'string' },
      office: { type: 'string' },
      'cost-centre': { type: 'string' },
      'pay-grade': { type: 'string' },
      'employee-number': { type: 'string' },
      entity: { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const name = positionals.join(' ');
  const wholeDatabase = Object.hasOwn(WHOLE_DATABASE_COMMANDS, name) ? WHOLE_DATABASE_COMMANDS[name] : undefined;
  if (wholeDatabase) {
    console.log(await wholeDatabase(loadConfig(), values as Options));
    return 0;
  }
  const command = COMMANDS[positionals.slice(0, 2).join(' ')] as Command | undefined;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const handle = await openCliDatabase(loadConfig());
  try {
    console.log(await command(handle.db, values as Options));
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known =
      error instanceof AdminError || error instanceof AppError || error instanceof ConfigError || error instanceof TypeError;
    console.error(known ? `Error: ${error.message}` : `Error: ${describeError(error)}`);
    process.exit(1);
  },
);
