import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REQUEST_ERRORS } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app; any other non-API GET gets index.html so the SPA routes it. */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each asset
      preCompressed: true,
      // caching is set below: hashed assets forever, index.html never without a check
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // hashed assets never change; index.html must always be fresh
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && hasWebApp;
    if (isPage) return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    return reply.status(404).send({ Status: false, Message: REQUEST_ERRORS.notFound });
  });
});
