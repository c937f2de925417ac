import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@portal/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../db/client.ts';
import { roles, sessions, userRoles, users } from '../db/schema/index.ts';
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

function checkPassword(password: string): void {
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
  const [role] = await db.select().from(roles).where(eq(roles.roleName, options.roleName));
  if (!role) throw new AdminError(`Unknown role: ${options.roleName}`);
  const [existing] = await db.select({ id: users.userId }).from(users).where(eq(users.workEmail, email));
  if (existing) throw new AdminError(`A user with the e-mail ${email} already exists.`);
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [created] = await selectRows(
      tx,
      z.object({ user_id: z.number(), emp_id: z.string() }),
      sql`WITH next AS (SELECT nextval(pg_get_serial_sequence('users', 'user_id'))::int AS id)
          INSERT INTO users (user_id, emp_id, emp_name, work_email, password_hash)
          SELECT id, coalesce(${options.empId ?? null}::text, 'EMP' || lpad(id::text, 5, '0')), ${name}, ${email}, ${passwordHash}
          FROM next RETURNING user_id, emp_id`,
    );
    await tx.insert(userRoles).values({ userId: created.user_id, roleId: role.roleId });
    return { userId: created.user_id, empId: created.emp_id, email };
  });
}

async function findUserId(db: Database, email: string): Promise<number> {
  const [user] = await db
    .select({ id: users.userId })
    .from(users)
    .where(eq(users.workEmail, normaliseEmail(email)));
  if (!user) throw new AdminError(`No user with the e-mail ${email}.`);
  return user.id;
}

/** Sets a new password and ends every session of that user except `keepSessionId`. */
export async function setPassword(db: Database, userId: number, password: string, keepSessionId?: number) {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.userId, userId));
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId} AND session_id <> ${keepSessionId ?? -1}`);
  });
}

export async function setPasswordByEmail(db: Database, email: string, password: string) {
  await setPassword(db, await findUserId(db, email), password);
}

/** A deactivated user cannot sign in, and their sessions end at once. */
export async function deactivateUser(db: Database, email: string) {
  const userId = await findUserId(db, email);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ statusId: 2 }).where(eq(users.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

export async function listRoles(db: Database) {
  return db.select().from(roles).orderBy(roles.roleId);
}
