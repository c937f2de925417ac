import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@portal/contract/idempotency';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const origin = (url: string) => new URL(url).origin;

/** Security headers on every response, index.html, 404s and refusals included (SECURITY.md). */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const provider = origin(config.GOOGLE_SCRIPT_URL);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", provider],
        // Mantine writes its theme variables into a style element
        styleSrc: ["'self'", "'unsafe-inline'", provider],
        frameSrc: [provider],
        connectSrc: ["'self'", provider],
        imgSrc: ["'self'", 'data:', provider],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over TLS; behind a TLS proxy the proxy's answer carries it
    strictTransportSecurity: config.TRUST_PROXY.length > 0 ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // nothing is stored unless its route said otherwise (the web app's files); decided per answer, not by the URL's text
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
});

/**
 * CORS only for a configured origin. Registered after the auth plugin, so that its preflight route is
 * among the routes whose access is declared and checked.
 */
export const corsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  if (!config.CORS_ORIGIN) return;
  // a browser's preflight carries no token: the answer to it says only which origin may call
  app.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS') route.config = { ...route.config, access: 'public' };
  });
  await app.register(cors, {
    origin: new URL(config.CORS_ORIGIN).origin,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Content-Encoding', IDEMPOTENCY_KEY_HEADER],
    // a repeated write's answer says so; a 409 for a key still at work says when to ask again
    exposedHeaders: [IDEMPOTENT_REPLAY_HEADER, 'Retry-After'],
    maxAge: 600,
  });
});
