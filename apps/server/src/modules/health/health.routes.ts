import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sendError } from '../../plugins/errors.ts';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: the database answers SELECT 1 in time, and we are not stopping. */
export const healthRoutes: FastifyPluginAsync<{ db: Database; isClosing: () => boolean }> = async (app, { db, isClosing }) => {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ Status: true }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    if (isClosing()) return sendError(reply, 'unavailable');
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS));
    try {
      await Promise.race([db.execute(sql`SELECT 1`), timeout]);
      return { Status: true };
    } catch {
      return sendError(reply, 'unavailable');
    }
  });
};
