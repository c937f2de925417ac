import { responses } from '@portal/contract/responses/common';
import { HealthResponseSchema } from '@portal/contract/responses/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { sendError } from '../../plugins/errors.ts';
import { pingDatabase } from './health.service.ts';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: the database answers SELECT 1 in time, and we are not stopping. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; isClosing: () => boolean }> = async (app, { db, isClosing }) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { response: responses(HealthResponseSchema) } }, async () => ({
    Status: true as const,
  }));
  app.get(
    '/readyz',
    { config: { access: 'public' }, schema: { response: responses(HealthResponseSchema) } },
    async (_request, reply) => {
      if (isClosing()) return sendError(reply, 'unavailable');
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS));
      try {
        await Promise.race([pingDatabase(db), timeout]);
        return { Status: true as const };
      } catch {
        return sendError(reply, 'unavailable');
      }
    },
  );
};
