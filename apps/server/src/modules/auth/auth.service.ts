import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { createSession, type SessionLifetime } from '../../accounts/sessions.ts';
import { normaliseEmail } from '../../accounts/users.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { acceptAttempt, reserveAttempt, throttleKeys } from './login-throttle.ts';

export interface LoginOptions {
  email: string;
  password: string;
  clientAddress: string;
  lifetime: SessionLifetime;
}

/** Unknown e-mail, inactive account and wrong password give the same answer in about the same time. */
export async function loginWithPassword(db: Database, options: LoginOptions) {
  const email = normaliseEmail(options.email);
  const keys = throttleKeys(email, options.clientAddress);
  const wait = await reserveAttempt(db, keys);
  if (wait > 0) {
    throw new AppError('tooManyAttempts', { headers: { 'Retry-After': String(wait) } });
  }
  const [user] = await db
    .select({
      userId: users.userId,
      statusId: users.statusId,
      passwordHash: users.passwordHash,
      expired: sql<boolean>`${users.passwordExpiresAt} < now()`,
    })
    .from(users)
    .where(eq(users.workEmail, email));
  // an inactive account's password is never checked: it is checked against the dummy hash, as for an
  // unknown e-mail, so the answer and its time tell nothing of the account or whether the password was right
  const active = user?.statusId === ACTIVE_STATUS_ID;
  const valid = await verifyPassword(active ? user.passwordHash : undefined, options.password);
  // the attempt is already counted as a failure; only a right password takes it back
  if (!user || !active || !valid) throw new AppError('invalidCredentials');
  // said only to whoever knows the password; the attempt stays counted as a failure
  if (user.expired) throw new AppError('temporaryPasswordExpired');
  await acceptAttempt(db, keys);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(options.password);
    await db.update(users).set({ passwordHash }).where(eq(users.userId, user.userId));
  }
  const session = await createSession(db, user.userId, options.lifetime);
  return { userId: user.userId, ...session };
}
