import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { responses } from '@portal/contract/responses/common';
import {
  DistrictListResponseSchema,
  TalukaListResponseSchema,
  VillageListResponseSchema,
} from '@portal/contract/responses/geography';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, queryRows } from '../../db/client.ts';

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
      data:
        parentId(request.params.id) === KARNATAKA_STATE_ID
          ? await queryRows(
              db,
              sql`SELECT district_id, district_name FROM districts WHERE state_id = ${KARNATAKA_STATE_ID} ORDER BY district_name`,
            )
          : [],
    }),
  );

  app.get(
    '/get-taluka-list/:id',
    { config: access, schema: { params: ParentParams, response: responses(TalukaListResponseSchema), tags: ['org'] } },
    async (request) => ({
      Status: true as const,
      data: await queryRows(
        db,
        sql`SELECT taluka_id, taluka_name FROM talukas WHERE district_id = ${parentId(request.params.id)} ORDER BY taluka_name`,
      ),
    }),
  );

  app.get(
    '/get-village-list/:id',
    { config: access, schema: { params: ParentParams, response: responses(VillageListResponseSchema), tags: ['org'] } },
    async (request) => ({
      Status: true as const,
      data: await queryRows(
        db,
        sql`SELECT village_id, village_name FROM villages WHERE taluka_id = ${parentId(request.params.id)} ORDER BY village_name`,
      ),
    }),
  );
};
