import { PERMISSIONS } from '@portal/contract/permissions';
import {
  CloseRequestSchema,
  NewRequestSchema,
  PersonRequestsQuerySchema,
  PRIVACY_REQUEST_PATHS,
  PrivacyRequestsResponseSchema,
  RequestIdParamsSchema,
  RequestsQuerySchema,
} from '@portal/contract/privacy-requests';
import { OkResponseSchema, responses } from '@portal/contract/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { closeRequest, logRequest, officeRequests, personRequests } from './privacy-requests.service.ts';

const tags = ['privacy'];
const PersonParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const LoggedResponseSchema = z.object({ Status: z.literal(true), request_id: z.number() });

/**
 * A person's requests under the Act (decision 037): logged and read on their page by the staff of the
 * beneficiary pages; the office's list and the closing of a request on Programmes and look-ups.
 */
export const privacyRequestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const staff = { access: PERMISSIONS.beneficiary };
  const office = { access: PERMISSIONS.config };

  app.get(
    PRIVACY_REQUEST_PATHS.person,
    {
      config: staff,
      schema: {
        params: PersonParamsSchema,
        querystring: PersonRequestsQuerySchema,
        response: responses(PrivacyRequestsResponseSchema),
        tags,
      },
    },
    async (request) => ({ Status: true as const, ...(await personRequests(db, request.params.id, request.query.offset)) }),
  );

  app.post(
    PRIVACY_REQUEST_PATHS.person,
    {
      config: staff,
      schema: { params: PersonParamsSchema, body: NewRequestSchema, response: responses(LoggedResponseSchema), tags },
    },
    async (request) => ({
      Status: true as const,
      request_id: await logRequest(db, request.params.id, request.body, requireAuth(request.auth).userId),
    }),
  );

  app.get(
    PRIVACY_REQUEST_PATHS.all,
    { config: office, schema: { querystring: RequestsQuerySchema, response: responses(PrivacyRequestsResponseSchema), tags } },
    async (request) => ({
      Status: true as const,
      ...(await officeRequests(db, request.query.status, request.query.offset)),
    }),
  );

  app.post(
    PRIVACY_REQUEST_PATHS.close,
    {
      config: office,
      schema: { params: RequestIdParamsSchema, body: CloseRequestSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await closeRequest(db, request.params.requestId, request.body.outcome, requireAuth(request.auth).userId);
      return { Status: true as const };
    },
  );
};
