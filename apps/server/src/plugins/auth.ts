import { AUTH_ERRORS } from '@portal/contract/messages';
import { allowsPermission, type Permission } from '@portal/contract/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { type AuthContext, findSession } from '../modules/auth/session.service.ts';

/** `public`: no session; `session`: any signed-in user; a permission name: that route name or `*`. */
export type Access = 'public' | 'session' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The spec's text for a call made without a token (spec §8). */
    noTokenMessage?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Deny by default: a route that does not declare its access needs the wildcard permission. */
export const authPlugin = fp(async (app: FastifyInstance, { db, config }: { db: Database; config: Config }) => {
  const lifetime = { ttlHours: config.SESSION_TTL_HOURS, idleMinutes: config.SESSION_IDLE_MINUTES };
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!request.routeOptions.url || !request.url.startsWith('/api/')) return;
    const access = routeConfig.access;
    if (access === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || token === 'undefined' || token === 'null') {
      throw new AppError(401, routeConfig.noTokenMessage ?? AUTH_ERRORS.noToken);
    }
    const auth = token.length <= 100 ? await findSession(db, token, lifetime) : null;
    if (!auth) throw new AppError(401, AUTH_ERRORS.sessionExpired);
    request.auth = auth;
    if (access === 'session') return;
    if (!allowsPermission(auth.permissions, access ?? ('*' as Permission))) {
      request.log.warn({ event: 'authz_fail', userId: auth.userId, route: request.routeOptions.url }, 'access denied');
      throw new AppError(403, AUTH_ERRORS.forbidden);
    }
  });
});

/** The caller's auth context; only for routes whose access is not public. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError(401, AUTH_ERRORS.noToken);
  return auth;
}
