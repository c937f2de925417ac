import { randomBytes } from 'node:crypto';
import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { createSession, type SessionLifetime } from '../../accounts/sessions.ts';
import { normaliseEmail } from '../../accounts/users.ts';
import type { Config } from '../../config.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';

const NONCE_LIFETIME_SECONDS = 10 * 60;
const CLOCK_SKEW_SECONDS = 300;
// the provider's ID tokens live one hour
const TOKEN_LIFETIME_SECONDS = 3600;

/** Every identity failure looks the same to the caller; the reason goes to the log only. */
export class IdentityRejected extends AppError {
  constructor(readonly reason: string) {
    super('identityRejected');
  }
}

export interface IdentityVerifier {
  verify(credential: string): Promise<JWTPayload>;
}

/** Keys only from the configured key set (fetched and cached by jose); RS256 only; exact issuer and audience. */
export function createIdentityVerifier(config: Config): IdentityVerifier | null {
  if (!config.GOOGLE_CLIENT_ID) return null;
  const keySet = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  const issuers = config.GOOGLE_ISSUERS.split(',').map((i) => i.trim());
  return {
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keySet, {
          algorithms: ['RS256'],
          issuer: issuers,
          audience: config.GOOGLE_CLIENT_ID,
          clockTolerance: CLOCK_SKEW_SECONDS,
          // also bounds `iat` from above: a token "issued" later than now plus the skew is refused
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
          requiredClaims: ['exp', 'iat', 'email'],
        });
        return payload;
      } catch (error) {
        if (isKeySetUnreachable(error)) {
          throw new AppError('identityUnavailable');
        }
        throw new IdentityRejected(error instanceof errors.JOSEError ? error.code : 'invalid_token');
      }
    },
  };
}

/** The key set could not be fetched (network, time-out, bad answer), as opposed to a token that failed its checks. */
function isKeySetUnreachable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true;
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/.test(error.message);
}

export async function issueNonce(db: Database): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  await db.execute(sql`DELETE FROM identity_nonces WHERE expires_at < now()`);
  await db.execute(sql`INSERT INTO identity_nonces (nonce_hash, expires_at)
    VALUES (${hashToken(nonce)}, now() + make_interval(secs => ${NONCE_LIFETIME_SECONDS}))`);
  return nonce;
}

const OkRow = z.object({ ok: z.number() });

/** A nonce is good once: it is deleted as it is checked. */
async function consumeNonce(db: Database, nonce: unknown): Promise<boolean> {
  if (typeof nonce !== 'string' || nonce.length > 200) return false;
  const rows = await selectRows(
    db,
    OkRow,
    sql`DELETE FROM identity_nonces WHERE nonce_hash = ${hashToken(nonce)} AND expires_at > now() RETURNING 1 AS ok`,
  );
  return rows.length === 1;
}

export interface IdentityLoginOptions {
  email: string;
  credential: string;
  hostedDomain?: string;
  lifetime: SessionLifetime;
}

const UserIdStatusIdRow = z.object({ user_id: z.number(), status_id: z.number() });

/** Signs in a pre-provisioned, active staff user whose verified e-mail the signed token carries. */
export async function loginWithIdentity(db: Database, verifier: IdentityVerifier, options: IdentityLoginOptions) {
  const payload = await verifier.verify(options.credential);
  if (payload.email_verified !== true) throw new IdentityRejected('email_not_verified');
  const email = normaliseEmail(String(payload.email));
  if (email !== normaliseEmail(options.email)) throw new IdentityRejected('email_mismatch');
  if (options.hostedDomain && payload.hd !== options.hostedDomain) throw new IdentityRejected('hosted_domain');
  if (!(await consumeNonce(db, payload.nonce))) throw new IdentityRejected('nonce');
  const [user] = await selectRows(db, UserIdStatusIdRow, sql`SELECT user_id, status_id FROM users WHERE work_email = ${email}`);
  if (!user) throw new IdentityRejected('unknown_user');
  if (user.status_id !== ACTIVE_STATUS_ID) throw new IdentityRejected('inactive_user');
  const session = await createSession(db, user.user_id, options.lifetime);
  return { userId: user.user_id, ...session };
}
