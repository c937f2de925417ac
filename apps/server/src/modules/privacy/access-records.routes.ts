import {
  ACCESS_RECORD_PATHS,
  PersonReadsQuerySchema,
  PersonReadsResponseSchema,
  StaffReadsParamsSchema,
  StaffReadsQuerySchema,
  StaffReadsResponseSchema,
} from '@portal/contract/access-records';
import { PERMISSIONS } from '@portal/contract/permissions';
import { PersonRecordResponseSchema } from '@portal/contract/person-record';
import { responses } from '@portal/contract/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, listDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { personExists, personReads, staffReads } from './access-records.service.ts';
import { personRecord } from './person-record.service.ts';

const access = { access: PERMISSIONS.accessRecords };
const PersonParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// Who saw whom (decision 035): answered to those holding `access-records` (the Administrator through `*`)
export const accessRecordRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    ACCESS_RECORD_PATHS.person,
    {
      config: access,
      schema: {
        params: PersonParamsSchema,
        querystring: PersonReadsQuerySchema,
        response: responses(PersonReadsResponseSchema),
        tags: ['privacy'],
      },
    },
    async (request) => {
      if (!(await personExists(db, request.params.id))) throw new AppError('beneficiaryNotFound');
      return { Status: true as const, ...(await personReads(db, request.params.id, request.query.before)) };
    },
  );

  // the right of access: any user of the beneficiary pages prints a person's record for them
  app.get(
    ACCESS_RECORD_PATHS.record,
    {
      config: { access: PERMISSIONS.beneficiary },
      schema: { params: PersonParamsSchema, response: responses(PersonRecordResponseSchema), tags: ['privacy'] },
    },
    async (request) => personRecord(db, request.params.id, requireAuth(request.auth).userId),
  );

  app.get(
    ACCESS_RECORD_PATHS.staff,
    {
      config: access,
      schema: {
        params: StaffReadsParamsSchema,
        querystring: StaffReadsQuerySchema,
        response: responses(StaffReadsResponseSchema),
        tags: ['privacy'],
      },
    },
    async (request) => ({
      Status: true as const,
      data: await staffReads(listDatabase(db), request.params.userId, request.query),
    }),
  );
};
