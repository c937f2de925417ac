import type { ErrorCode } from '@portal/contract/errors';
import { allowsPermission, type Permission } from '@portal/contract/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthContext, findSession } from '../accounts/sessions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type AddressList, callerListed } from '../lib/address-list.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * `public`: no session; `address`: no session, from an address in the route's `allowFrom` only (for
 * machines such as a metrics scraper); `session`: any signed-in user; a permission name: that route name or `*`.
 */
export type Access = 'public' | 'address' | 'session' | Permission;

/** A route as the router registered it, with the access it declared. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The spec's error for a call made without a token (spec §8). */
    noTokenCode?: ErrorCode;
    /** With access `address`: the callers let in; without it, nobody is. */
    allowFrom?: AddressList;
    /** Open to a session whose password an administrator set, before it is changed (sign out, change it, the menu). */
    beforePasswordChange?: true;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every route the router knows, filled as routes are registered. */
    routeAccess: readonly RouteAccess[];
  }
}

const MAX_TOKEN_LENGTH = 100;

/** RFC 7235: the scheme name is case-insensitive. */
export function bearerToken(header: string | undefined): string {
  const match = header ? /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  const token = match?.[1] ?? '';
  return token === 'undefined' || token === 'null' ? '' : token;
}

/**
 * Deny by default, decided from the matched route's own configuration, never from the URL text:
 * the router decodes `%61pi` and accepts absolute-form targets, so the text is no guide to the route.
 * Every route must declare its access; the app does not start with one that forgot, and a request
 * that still reaches such a route is refused.
 */
export const authPlugin = fp(async (app: FastifyInstance, { db, config }: { db: Database; config: Config }) => {
  const lifetime = { ttlHours: config.SESSION_TTL_HOURS, idleMinutes: config.SESSION_IDLE_MINUTES };
  const registered: RouteOptions[] = [];
  app.decorate('routeAccess', {
    getter: () => registered.map((route) => ({ method: String(route.method), url: route.url, access: route.config?.access })),
  });
  app.decorateRequest('auth', null);

  // routes are collected as registered and checked once all plugins have run their own route hooks
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = registered.filter((route) => route.config?.access === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Every route must declare config.access; these do not: ${list}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // no route matched: the not-found handler answers, there is nothing to reach
    if (request.is404) return;
    const routeConfig = request.routeOptions.config;
    const access = routeConfig.access;
    if (access === 'public') return;
    if (access === 'address') {
      // as unknown to a caller not listed as to anyone when the route is off: 404, not 403
      if (!routeConfig.allowFrom || !callerListed(request, routeConfig.allowFrom)) throw new AppError('notFound');
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError(routeConfig.noTokenCode ?? 'noToken');
    const auth = token.length <= MAX_TOKEN_LENGTH ? await findSession(db, token, lifetime) : null;
    if (!auth) throw new AppError('sessionExpired');
    request.auth = auth;
    if (auth.mustChangePassword && !routeConfig.beforePasswordChange) throw new AppError('passwordChangeRequired');
    if (access === 'session') return;
    if (access === undefined || !allowsPermission(auth.permissions, access)) {
      request.log.warn({ event: 'authz_fail', userId: auth.userId, route: request.routeOptions.url }, 'access denied');
      throw new AppError('forbidden');
    }
  });
});

/** The caller's auth context; only for routes whose access is not public. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('noToken');
  return auth;
}
