import { PERMISSIONS } from '@portal/contract/permissions';
import { responses } from '@portal/contract/responses/common';
import { TEAM_PATH, TeamResponseSchema } from '@portal/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, listDatabase } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getTeam } from './team.service.ts';

// a manager's own team: whose it is comes from the session, never from the request
export const teamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    TEAM_PATH,
    { config: { access: PERMISSIONS.myteam }, schema: { response: responses(TeamResponseSchema), tags: ['team'] } },
    async (request) => ({ Status: true as const, data: await getTeam(listDatabase(db), requireAuth(request.auth).userId) }),
  );
};
