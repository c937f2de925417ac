import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { addressList } from '../lib/address-list.ts';
import { databaseMetrics } from '../metrics/database-metrics.ts';
import { processMetrics } from '../metrics/process-metrics.ts';
import { requestMetrics } from '../metrics/request-metrics.ts';
import { type WorkMetrics, workMetrics } from '../metrics/work-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the upload and export routes report their work. */
    metrics: WorkMetrics;
  }
}

/**
 * GET /metrics in Prometheus's text format, for this process only (README, decision 022). With
 * METRICS=off nothing is timed or served. Registered after the access check (so that it sees the
 * route) and before every other route (so that its timing hook runs for them all).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { config, db }: { config: Config; db: Database }) => {
  // one registry per app: tests build many apps in one process
  const registry = new Registry();
  app.decorate('metrics', workMetrics(registry));
  if (config.METRICS === 'off') return;

  const observe = requestMetrics(registry);
  app.addHook('onResponse', (request, reply, done) => {
    observe(request, reply);
    done();
  });
  databaseMetrics(registry, db);
  // a served process samples its event loop from the start; tests that only inject start it at a scrape
  app.addHook('onListen', async () => {
    processMetrics();
  });

  app.get(
    '/metrics',
    { config: { access: 'address', allowFrom: addressList(config.METRICS_ALLOW) }, schema: { hide: true } },
    async (_request, reply) => {
      const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
    },
  );
});
