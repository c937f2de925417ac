import {
  CONFIG_HISTORY_PATH,
  CONFIG_LOOKUPS_PATH,
  CONFIG_PROGRAMMES_PATH,
  CONFIG_SUB_PROGRAMMES_PATH,
  ConfigIdParamsSchema,
  CreatedResponseSchema,
  LOOKUP_NAMES_PATH,
  LookupParamsSchema,
  LookupsResponseSchema,
  LookupValueInputSchema,
  LookupValueParamsSchema,
  PROGRAMME_NAMES_PATH,
  ProgrammeInputSchema,
  ProgrammesResponseSchema,
  SubProgrammeInputSchema,
  UpdateLookupValueSchema,
  UpdateProgrammeSchema,
  UpdateSubProgrammeSchema,
} from '@portal/contract/config';
import { PERMISSIONS } from '@portal/contract/permissions';
import { OkResponseSchema, responses } from '@portal/contract/responses/common';
import { ADMIN_SUBJECTS, AdminHistoryQuerySchema, AdminHistoryResponseSchema } from '@portal/contract/staff-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getAdminHistory } from '../staff/admin-events.ts';
import {
  createLookupValue,
  createProgramme,
  createSubProgramme,
  listLookups,
  listProgrammes,
  type ProgrammeEntity,
  setProgrammeActive,
  updateLookupValue,
  updateProgramme,
  updateSubProgramme,
} from './programmes.service.ts';

const ok = { Status: true as const };
const access = PERMISSIONS.config;
const tags = ['config'];
/** The subjects of this page's history: everything but users and roles. */
const CONFIG_SUBJECTS = ADMIN_SUBJECTS.filter((subject) => subject !== 'user' && subject !== 'role');

/**
 * Programmes and look-ups (/config): the office's own programmes and sub-programmes, never deleted
 * nor renumbered. The acting administrator comes from the session; every change is in the
 * Administration history. What reads them (forms, rules, lists, uploads, exports) reads the database.
 */
export const configRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const actor = (auth: Parameters<typeof requireAuth>[0]) => ({ userId: requireAuth(auth).userId });

  // every signed-in screen names programmes in the language shown: no personal data here
  app.get(
    PROGRAMME_NAMES_PATH,
    { config: { access: 'session' }, schema: { response: responses(ProgrammesResponseSchema), tags } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listProgrammes(db);
    },
  );

  app.get(
    CONFIG_PROGRAMMES_PATH,
    { config: { access }, schema: { response: responses(ProgrammesResponseSchema), tags } },
    async () => listProgrammes(db),
  );

  app.post(
    CONFIG_PROGRAMMES_PATH,
    { config: { access }, schema: { body: ProgrammeInputSchema, response: responses(CreatedResponseSchema), tags } },
    async (request) => ({ ...ok, id: await createProgramme(db, actor(request.auth), request.body) }),
  );

  app.put(
    `${CONFIG_PROGRAMMES_PATH}/:id`,
    {
      config: { access },
      schema: { params: ConfigIdParamsSchema, body: UpdateProgrammeSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await updateProgramme(db, actor(request.auth), request.params.id, request.body);
      return ok;
    },
  );

  app.post(
    CONFIG_SUB_PROGRAMMES_PATH,
    { config: { access }, schema: { body: SubProgrammeInputSchema, response: responses(CreatedResponseSchema), tags } },
    async (request) => ({ ...ok, id: await createSubProgramme(db, actor(request.auth), request.body) }),
  );

  app.put(
    `${CONFIG_SUB_PROGRAMMES_PATH}/:id`,
    {
      config: { access },
      schema: { params: ConfigIdParamsSchema, body: UpdateSubProgrammeSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await updateSubProgramme(db, actor(request.auth), request.params.id, request.body);
      return ok;
    },
  );

  app.get(
    LOOKUP_NAMES_PATH,
    { config: { access: 'session' }, schema: { response: responses(LookupsResponseSchema), tags } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listLookups(db);
    },
  );

  app.get(CONFIG_LOOKUPS_PATH, { config: { access }, schema: { response: responses(LookupsResponseSchema), tags } }, async () =>
    listLookups(db),
  );

  app.post(
    `${CONFIG_LOOKUPS_PATH}/:list`,
    {
      config: { access },
      schema: { params: LookupParamsSchema, body: LookupValueInputSchema, response: responses(CreatedResponseSchema), tags },
    },
    async (request) => ({ ...ok, id: await createLookupValue(db, actor(request.auth), request.params.list, request.body) }),
  );

  app.put(
    `${CONFIG_LOOKUPS_PATH}/:list/:id`,
    {
      config: { access },
      schema: { params: LookupValueParamsSchema, body: UpdateLookupValueSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await updateLookupValue(db, actor(request.auth), request.params.list, request.params.id, request.body);
      return ok;
    },
  );

  for (const [action, active] of [
    ['retire', false],
    ['restore', true],
  ] as const) {
    app.post(
      `${CONFIG_LOOKUPS_PATH}/:list/:id/${action}`,
      { config: { access }, schema: { params: LookupValueParamsSchema, response: responses(OkResponseSchema), tags } },
      async (request) => {
        await setProgrammeActive(db, actor(request.auth), request.params.list, request.params.id, active);
        return ok;
      },
    );
  }

  app.get(
    CONFIG_HISTORY_PATH,
    {
      config: { access },
      schema: { querystring: AdminHistoryQuerySchema, response: responses(AdminHistoryResponseSchema), tags },
    },
    async (request) => getAdminHistory(db, request.query, CONFIG_SUBJECTS),
  );

  const entities: [string, ProgrammeEntity][] = [
    [CONFIG_PROGRAMMES_PATH, 'program'],
    [CONFIG_SUB_PROGRAMMES_PATH, 'subProgram'],
  ];
  for (const [path, entity] of entities) {
    for (const [action, active] of [
      ['retire', false],
      ['restore', true],
    ] as const) {
      app.post(
        `${path}/:id/${action}`,
        { config: { access }, schema: { params: ConfigIdParamsSchema, response: responses(OkResponseSchema), tags } },
        async (request) => {
          await setProgrammeActive(db, actor(request.auth), entity, request.params.id, active);
          request.log.info({ event: `${entity}_${action}d`, id: request.params.id }, `${entity} ${action}d`);
          return ok;
        },
      );
    }
  }
};
