import { ErasureSchema, LEAVING_PATHS, WithdrawalSchema } from '@portal/contract/leaving';
import { PERMISSIONS } from '@portal/contract/permissions';
import { OkResponseSchema, responses } from '@portal/contract/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { enrolmentActor } from '../beneficiary/enrolment-access.ts';
import { erasePerson, withdrawConsent } from './leaving.service.ts';

const tags = ['privacy'];
const PersonParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A person leaving the records (decision 039): a withdrawal of consent, recorded by whoever may
 * correct the person; an erasure, by those holding `erase-records` (the Administrator through `*`).
 */
export const leavingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    LEAVING_PATHS.withdrawal,
    {
      config: { access: PERMISSIONS.beneficiary },
      schema: { params: PersonParamsSchema, body: WithdrawalSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await withdrawConsent(db, request.params.id, request.body, enrolmentActor(requireAuth(request.auth)));
      return { Status: true as const };
    },
  );

  app.post(
    LEAVING_PATHS.erasure,
    {
      config: { access: PERMISSIONS.eraseRecords },
      schema: { params: PersonParamsSchema, body: ErasureSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await erasePerson(db, request.params.id, request.body.reason, requireAuth(request.auth).userId);
      return { Status: true as const };
    },
  );
};
