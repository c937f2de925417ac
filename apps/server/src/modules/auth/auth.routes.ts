import rateLimit from '@fastify/rate-limit';
import { ChangePasswordRequestSchema, IdentityLoginRequestSchema, LoginRequestSchema } from '@portal/contract/auth';
import { PASSWORD_TEXT } from '@portal/contract/messages';
import { IdentityConfigSchema, LoginResponseSchema } from '@portal/contract/responses/auth';
import { OkMessageResponseSchema, responses } from '@portal/contract/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSession } from '../../accounts/sessions.ts';
import { setPassword } from '../../accounts/users.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { databaseRateLimitStore } from '../../plugins/rate-limit-store.ts';
import { loginWithPassword } from './auth.service.ts';
import { createIdentityVerifier, IdentityRejected, issueNonce, loginWithIdentity } from './identity.service.ts';

/** Far above what a person's page loads need, far below a flood of nonce rows. */
const NONCE_REQUESTS_PER_MINUTE = 60;

export const authRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const lifetime = { ttlHours: config.SESSION_TTL_HOURS, idleMinutes: config.SESSION_IDLE_MINUTES };

  app.post(
    '/userNormalLogin',
    {
      config: { access: 'public' },
      schema: { body: LoginRequestSchema, response: responses(LoginResponseSchema), tags: ['auth'] },
    },
    async (request) => {
      try {
        const session = await loginWithPassword(db, { ...request.body, clientAddress: request.ip, lifetime });
        request.log.info({ event: 'authn_login_success', userId: session.userId }, 'signed in');
        return { Status: true as const, token: session.token, expirationTime: session.expirationTime };
      } catch (error) {
        const status = (error as { status?: number }).status;
        const event = status === 429 ? 'authn_login_fail_max' : 'authn_login_fail';
        request.log.info({ event }, 'sign-in refused');
        throw error;
      }
    },
  );

  const verifier = createIdentityVerifier(config);

  // each answer writes a nonce row: a client address may ask only so often (expired nonces are deleted as new ones are made)
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  const nonceLimit = { max: NONCE_REQUESTS_PER_MINUTE, timeWindow: 60_000 };

  // the login page asks whether to show the identity button, and gets a one-time nonce for it
  app.get(
    '/identity-config',
    {
      config: { access: 'public', rateLimit: nonceLimit },
      schema: { response: responses(IdentityConfigSchema), tags: ['auth'] },
    },
    async () => ({
      Status: true as const,
      clientId: config.GOOGLE_CLIENT_ID ?? null,
      scriptUrl: config.GOOGLE_SCRIPT_URL,
      nonce: verifier ? await issueNonce(db) : null,
    }),
  );

  app.post(
    '/user-google-login',
    {
      config: { access: 'public' },
      schema: { body: IdentityLoginRequestSchema, response: responses(LoginResponseSchema), tags: ['auth'] },
    },
    async (request) => {
      if (!verifier) throw new AppError('identityNotConfigured');
      try {
        const session = await loginWithIdentity(db, verifier, {
          ...request.body,
          hostedDomain: config.GOOGLE_HOSTED_DOMAIN,
          lifetime,
        });
        request.log.info({ event: 'authn_login_success', method: 'identity', userId: session.userId }, 'signed in');
        return { Status: true as const, token: session.token, expirationTime: session.expirationTime };
      } catch (error) {
        if (error instanceof IdentityRejected) {
          request.log.info({ event: 'authn_login_fail', method: 'identity', reason: error.reason }, 'identity sign-in refused');
        }
        throw error;
      }
    },
  );

  // no Idempotency-Key: a repeat finds its session already gone (401) before any key is read
  app.post(
    '/logoutUser',
    {
      config: { access: 'session', idempotency: false, beforePasswordChange: true },
      schema: { response: responses(OkMessageResponseSchema), tags: ['auth'] },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await deleteSession(db, auth.sessionId);
      request.log.info({ event: 'authn_token_revoked', userId: auth.userId }, 'signed out');
      return { Status: true as const, Message: 'Logged out' };
    },
  );

  app.post(
    '/change-password',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: { body: ChangePasswordRequestSchema, response: responses(OkMessageResponseSchema), tags: ['auth'] },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await setPassword(db, auth.userId, request.body.password, auth.sessionId);
      request.log.info({ event: 'authn_password_change', userId: auth.userId }, 'password changed');
      return { Status: true as const, Message: PASSWORD_TEXT.success };
    },
  );
};
