import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TEMPORARY_PASSWORD_HOURS } from '@portal/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../db/client.ts';
import { roles, userRoles, users } from '../db/schema/index.ts';
import { AdminError } from '../lib/admin-error.ts';
import { hashPassword } from '../lib/password.ts';

const emailSchema = z.email();

// users type their e-mail in any case; it is stored lower-cased
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

function checkEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!emailSchema.safeParse(normalised).success) throw new AdminError(`Not a valid e-mail address: ${email}`);
  return normalised;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AdminError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new AdminError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);
}

export interface CreateUserOptions {
  email: string;
  name: string;
  roleName: string;
  password: string;
  empId?: string;
}

export async function createUser(db: Database, options: CreateUserOptions) {
  const email = checkEmail(options.email);
  const name = options.name.trim();
  if (!name) throw new AdminError('A name is required.');
  checkPassword(options.password);
  const [role] = await db.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleName, options.roleName));
  if (!role) throw new AdminError(`Unknown role: ${options.roleName}`);
  const [existing] = await db.select({ id: users.userId }).from(users).where(eq(users.workEmail, email));
  if (existing) throw new AdminError(`A user with the e-mail ${email} already exists.`);
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, { email, name, passwordHash, empId: options.empId });
    await tx.insert(userRoles).values({ userId: created.userId, roleId: role.roleId });
    return { ...created, email };
  });
}

/** When a password an administrator sets now stops signing in. */
export const temporaryPasswordExpiry = sql`now() + make_interval(hours => ${TEMPORARY_PASSWORD_HOURS})`;

const UserIdEmpIdRow = z.object({ user_id: z.number(), emp_id: z.string() });

/** A new user row: the employee id given, or EMP and the user id in five digits. */
export async function insertUser(
  tx: Database,
  user: { email: string; name: string; passwordHash: string; empId?: string; mustChangePassword?: boolean },
) {
  const [created] = await selectRows(
    tx,
    UserIdEmpIdRow,
    sql`WITH next AS (SELECT nextval(pg_get_serial_sequence('users', 'user_id'))::int AS id)
        INSERT INTO users (user_id, emp_id, emp_name, work_email, password_hash)
        SELECT id, coalesce(${user.empId ?? null}::text, 'EMP' || lpad(id::text, 5, '0')), ${user.name}, ${user.email},
               ${user.passwordHash}
        FROM next RETURNING user_id, emp_id`,
  );
  // a column of its own statement: test set-ups also add users to a database of an older release
  if (user.mustChangePassword)
    await tx.execute(sql`UPDATE users SET must_change_password = true, password_expires_at = ${temporaryPasswordExpiry}
                         WHERE user_id = ${created.user_id}`);
  return { userId: created.user_id, empId: created.emp_id };
}

/** Sets a new password and ends every session of that user except `keepSessionId`. */
export async function setPassword(db: Database, userId: number, password: string, keepSessionId?: number) {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      .where(eq(users.userId, userId));
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId} AND session_id <> ${keepSessionId ?? -1}`);
  });
}

export async function listRoles(db: Database) {
  return db.select().from(roles).orderBy(roles.roleId);
}
