import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the static plugin on each file route: the folder it serves. */
    rootPath?: string;
  }
}

/**
 * Whether a path that matched no route looks like an API call, however it is spelled: such a call gets
 * the JSON 404, not the web app. So does /metrics when it is off: a scraper must not read a page.
 * Only chooses the kind of "not found"; access is never decided here.
 */
export function looksLikeApiPath(url: string): boolean {
  let pathname = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#;]/)[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the text as it is
  }
  const normalised = pathname
    .replaceAll('\\', '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return normalised === '/api' || normalised.startsWith('/api/') || normalised === '/metrics';
}

/** Serves the built web app; any other non-API GET gets index.html so the SPA routes it. */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    // the web app's own files are public: the static plugin marks each of its routes with its root folder
    app.addHook('onRoute', (route) => {
      const root = route.config?.rootPath;
      if (root && path.resolve(root) === path.resolve(webDist)) route.config = { ...route.config, access: 'public' };
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each asset
      preCompressed: true,
      // caching is set here: hashed assets forever; index.html is sent with no-cache below
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !looksLikeApiPath(request.url) && hasWebApp;
    if (isPage) return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    return sendError(reply, 'notFound');
  });
});
