import { responses } from '@portal/contract/responses/common';
import {
  DistrictListResponseSchema,
  TalukaListResponseSchema,
  VillageListResponseSchema,
} from '@portal/contract/responses/geography';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listDistricts, listTalukas, listVillages } from './geography.service.ts';

const access = { access: 'beneficiary' } as const;
// an id that is not a number simply has no children: an empty list, as the spec's selects expect
const ParentParams = z.object({ id: z.string().max(20) });
const parentId = (raw: string) => (/^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : 0);

/** The three geography look-ups of spec §7, for the address cascade. */
export const geographyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/get-district-list/:id',
    { config: access, schema: { params: ParentParams, response: responses(DistrictListResponseSchema), tags: ['org'] } },
    async (request) => ({
      Status: true as const,
      data: await listDistricts(db, parentId(request.params.id)),
    }),
  );

  app.get(
    '/get-taluka-list/:id',
    { config: access, schema: { params: ParentParams, response: responses(TalukaListResponseSchema), tags: ['org'] } },
    async (request) => ({
      Status: true as const,
      data: await listTalukas(db, parentId(request.params.id)),
    }),
  );

  app.get(
    '/get-village-list/:id',
    { config: access, schema: { params: ParentParams, response: responses(VillageListResponseSchema), tags: ['org'] } },
    async (request) => ({
      Status: true as const,
      ...(await listVillages(db, parentId(request.params.id))),
    }),
  );
};
