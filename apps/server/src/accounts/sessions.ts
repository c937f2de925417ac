import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectPrepared, selectRows } from '../db/client.ts';
import { hashToken, newSessionToken } from '../lib/tokens.ts';

export interface SessionLifetime {
  ttlHours: number;
  idleMinutes: number;
}

export interface AuthContext {
  sessionId: number;
  userId: number;
  empId: string;
  permissions: string[];
  /** An administrator set the password: only choosing one's own is allowed until then. */
  mustChangePassword: boolean;
}

const ExpiresAtRow = z.object({ expires_at: z.union([z.string(), z.date()]) });

/** A new token on every login; the browser's expirationTime mirrors the absolute expiry. */
export async function createSession(db: Database, userId: number, lifetime: SessionLifetime) {
  const token = newSessionToken();
  const [row] = await selectRows(
    db,
    ExpiresAtRow,
    // the user's last sign-in is written with the session, in the same statement
    sql`WITH signed_in AS (UPDATE users SET last_sign_in_at = now() WHERE user_id = ${userId})
        INSERT INTO sessions (user_id, token_hash, expires_at)
        VALUES (${userId}, ${hashToken(token)}, now() + make_interval(secs => ${lifetime.ttlHours * 3600}))
        RETURNING expires_at`,
  );
  return { token, expirationTime: new Date(row.expires_at).getTime() };
}

// made once: a schema is compiled on its first parse, which on every request cost a twentieth of the
// server's time under load
const SessionRow = z.object({
  session_id: z.number(),
  user_id: z.number(),
  emp_id: z.string(),
  status_id: z.number(),
  idle: z.boolean(),
  stale: z.boolean(),
  must_change_password: z.boolean(),
  permissions: z.array(z.string()).nullable(),
});

/**
 * One query per request: the session, its user's status and the permissions of every role, read
 * fresh so a removed permission or a deactivation applies at the next call.
 */
export async function findSession(db: Database, token: string, lifetime: SessionLifetime): Promise<AuthContext | null> {
  const [row] = await selectPrepared(
    db,
    'find_session',
    SessionRow,
    sql`SELECT s.session_id::int AS session_id, u.user_id, u.emp_id, u.status_id,
          s.last_used_at < now() - make_interval(secs => ${lifetime.idleMinutes * 60}) AS idle,
          s.last_used_at < now() - interval '1 minute' AS stale, u.must_change_password,
          (SELECT array_agg(r.role_permissions) FROM user_roles ur JOIN roles r ON r.role_id = ur.role_id
            WHERE ur.user_id = u.user_id AND r.status_id = ${ACTIVE_STATUS_ID}) AS permissions
        FROM sessions s JOIN users u ON u.user_id = s.user_id
        WHERE s.token_hash = ${hashToken(token)} AND s.expires_at > now()`,
  );
  if (!row) return null;
  if (row.status_id !== ACTIVE_STATUS_ID || row.idle) return null;
  // last use is written at most once a minute, so reads stay reads
  if (row.stale) await db.execute(sql`UPDATE sessions SET last_used_at = now() WHERE session_id = ${row.session_id}`);
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    empId: row.emp_id,
    permissions: row.permissions ?? [],
    mustChangePassword: row.must_change_password,
  };
}

export async function deleteSession(db: Database, sessionId: number): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE session_id = ${sessionId}`);
}
