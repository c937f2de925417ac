import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { safeError } from './lib/safe-error.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { beneficiaryRoutes } from './modules/beneficiary/beneficiary.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { countsFold } from './modules/dashboard/counts-fold.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { exportRoutes } from './modules/export/export.routes.ts';
import { geographyRoutes } from './modules/geography/geography.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { rejectedRowsRetention } from './modules/org/rejected-rows-retention.ts';
import { beneficiaryUploadRoutes, villageUploadRoutes } from './modules/org/upload.routes.ts';
import { uploadsHistoryRoutes } from './modules/org/uploads-history.routes.ts';
import { accessRecordRoutes } from './modules/privacy/access-records.routes.ts';
import { accessRecordsPurge } from './modules/privacy/access-records-purge.ts';
import { leavingRoutes } from './modules/privacy/leaving.routes.ts';
import { withdrawnErasure } from './modules/privacy/leaving-purge.ts';
import { noticeRoutes } from './modules/privacy/notice.routes.ts';
import { privacyRequestRoutes } from './modules/privacy/privacy-requests.routes.ts';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.ts';
import { summaryRoutes } from './modules/summary/summary.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { type IdempotencyOptions, idempotencyPlugin } from './plugins/idempotency.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { corsPlugin, securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  isClosing?: () => boolean;
  /** How long a repeated write waits for the first one with its key, and its claim's lease (tests shorten them). */
  idempotency?: Omit<IdempotencyOptions, 'db'>;
}

/**
 * Logs carry the path without its query string (searches hold names and phone numbers), and errors
 * without the statement's parameters or row values (safeError).
 */
export const loggerOptions = (level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] => ({
  level,
  stream,
  redact: ['req.headers.authorization'],
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
    err: safeError,
    error: safeError,
  },
});

/** Builds the whole application; never listens, so tests call app.inject(). */
/** How long the start's own work (onReady hooks, plugins) may take before the start fails. */
const START_WORK_TIMEOUT_MS = 10 * 60_000;

export async function buildApp(options: AppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // only the listed proxies' X-Forwarded-For is believed (README, TRUST_PROXY)
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { maxParamLength: 500 },
    // the start's own work may take longer than Fastify's 10 s: undoing an upload a killed process left
    // in the middle (thousands of rows, waiting for the dead transaction's locks), a withdrawal's erasures.
    // Failing the start for it would fail every restart after it too
    pluginTimeout: START_WORK_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // its headers are set before the access check can refuse a request
  await app.register(securityPlugin, { config });
  // before any route, so that it sees every route registered
  await app.register(authPlugin, { db, config });
  // after the access check, which must see its route; before the routes it times
  await app.register(metricsPlugin, { config, db });
  await app.register(corsPlugin, { config });
  // after the access check (a key belongs to the signed-in user), before every write route
  await app.register(idempotencyPlugin, { db, ...options.idempotency });
  await app.register(underPressure, {
    // 0 turns the check off (under-pressure's own rule)
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: 5,
    exposeStatusRoute: false,
  });
  await app.register(openapiPlugin);
  await app.register(healthRoutes, { db, isClosing: options.isClosing ?? (() => false) });
  await app.register(authRoutes, { prefix: '/api/v1/auth', db, config });
  await app.register(userRoutes, { prefix: '/api/v1/user', db });
  await app.register(beneficiaryRoutes, { prefix: '/api/v1/beneficiary', db });
  await app.register(geographyRoutes, { prefix: '/api/v1/org', db });
  await app.register(villageUploadRoutes, { prefix: '/api/v1/org', db });
  await app.register(uploadsHistoryRoutes, { prefix: '/api/v1/org', db });
  await app.register(beneficiaryUploadRoutes, { prefix: '/api/v1/beneficiary', db, chunkRows: config.UPLOAD_CHUNK_ROWS });
  await app.register(exportRoutes, { prefix: '/api/v1/beneficiary', db });
  await app.register(dashboardRoutes, { prefix: '/api/v1', db });
  await app.register(teamRoutes, { prefix: '/api/v1', db });
  await app.register(summaryRoutes, { prefix: '/api/v1', db });
  await app.register(staffAdminRoutes, { prefix: '/api/v1', db });
  await app.register(configRoutes, { prefix: '/api/v1', db });
  await app.register(accessRecordRoutes, { prefix: '/api/v1', db });
  await app.register(noticeRoutes, { prefix: '/api/v1', db });
  await app.register(privacyRequestRoutes, { prefix: '/api/v1', db });
  await app.register(leavingRoutes, { prefix: '/api/v1', db });
  await app.register(accessRecordsPurge, { db, keepDays: config.ACCESS_RECORDS_KEEP_DAYS });
  await app.register(withdrawnErasure, { db });
  await app.register(rejectedRowsRetention, { db, keepDays: config.UPLOAD_ROWS_KEEP_DAYS });
  await app.register(countsFold, { db });
  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
