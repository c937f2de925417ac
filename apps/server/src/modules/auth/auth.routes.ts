import { ChangePasswordRequestSchema, LoginRequestSchema } from '@portal/contract/auth';
import { PASSWORD_TEXT } from '@portal/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { setPassword } from '../user/user-admin.service.ts';
import { loginWithPassword } from './auth.service.ts';
import { deleteSession } from './session.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const lifetime = { ttlHours: config.SESSION_TTL_HOURS, idleMinutes: config.SESSION_IDLE_MINUTES };

  app.post(
    '/userNormalLogin',
    { config: { access: 'public' }, schema: { body: LoginRequestSchema, tags: ['auth'] } },
    async (request) => {
      try {
        const session = await loginWithPassword(db, { ...request.body, clientAddress: request.ip, lifetime });
        request.log.info({ event: 'authn_login_success', userId: session.userId }, 'signed in');
        return { Status: true, token: session.token, expirationTime: session.expirationTime };
      } catch (error) {
        const status = (error as { status?: number }).status;
        const event = status === 429 ? 'authn_login_fail_max' : 'authn_login_fail';
        request.log.info({ event }, 'sign-in refused');
        throw error;
      }
    },
  );

  app.post('/logoutUser', { config: { access: 'session' }, schema: { tags: ['auth'] } }, async (request) => {
    const auth = requireAuth(request.auth);
    await deleteSession(db, auth.sessionId);
    request.log.info({ event: 'authn_token_revoked', userId: auth.userId }, 'signed out');
    return { Status: true, Message: 'Logged out' };
  });

  app.post(
    '/change-password',
    { config: { access: 'session' }, schema: { body: ChangePasswordRequestSchema, tags: ['auth'] } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await setPassword(db, auth.userId, request.body.password, auth.sessionId);
      request.log.info({ event: 'authn_password_change', userId: auth.userId }, 'password changed');
      return { Status: true, Message: PASSWORD_TEXT.success };
    },
  );
};
