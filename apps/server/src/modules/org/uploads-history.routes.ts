import { responses } from '@portal/contract/responses/common';
import {
  UploadDetailResponseSchema,
  UploadIdParamsSchema,
  UploadsHistoryQuerySchema,
  UploadsHistoryResponseSchema,
} from '@portal/contract/responses/uploads-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listUploads, readUpload } from './uploads-history.service.ts';

// the recorded reports hold the rejected rows' values (personal data): the Organization page's users only
const access = { access: 'org' } as const;

/** The history of uploads on the Organization page: each stored upload, and its report. */
export const uploadsHistoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/uploads',
    {
      config: access,
      schema: { querystring: UploadsHistoryQuerySchema, response: responses(UploadsHistoryResponseSchema), tags: ['org'] },
    },
    async (request) => ({ Status: true as const, ...(await listUploads(db, request.query)) }),
  );

  app.get(
    '/uploads/:id',
    { config: access, schema: { params: UploadIdParamsSchema, response: responses(UploadDetailResponseSchema), tags: ['org'] } },
    async (request) => {
      const id = /^[1-9][0-9]{0,8}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const found = id ? await readUpload(db, id) : undefined;
      if (!found) throw new AppError('notFound');
      return { Status: true as const, ...found };
    },
  );
};
