import { BeneficiaryCreateSchema, BeneficiaryFiltersSchema, BeneficiaryListQuerySchema } from '@portal/contract/beneficiary';
import type { ErrorCode } from '@portal/contract/errors';
import { BENEFICIARY_TEXT, DETAIL_TEXT } from '@portal/contract/messages';
import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { addProgramSchema, type ProgramFields, ProgramFieldsSchema } from '@portal/contract/program';
import {
  BeneficiaryHistoryQuerySchema,
  BeneficiaryHistoryResponseSchema,
  DeactivateBeneficiarySchema,
} from '@portal/contract/records';
import { RECORDS_TEXT } from '@portal/contract/records-text';
import { RegisterBeneficiarySchema } from '@portal/contract/registration';
import {
  AddProgramResponseSchema,
  BeneficiaryCountResponseSchema,
  BeneficiaryDetailsResponseSchema,
  BeneficiaryListResponseSchema,
  DuplicateBeneficiaryResponseSchema,
  ListStaffQuerySchema,
  ListStaffResponseSchema,
  MissingSubProgramsResponseSchema,
  RegisterBeneficiaryResponseSchema,
} from '@portal/contract/responses/beneficiary';
import { OkMessageResponseSchema, responses } from '@portal/contract/responses/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, listDatabase } from '../../db/client.ts';
import { inListPlace } from '../../db/list-places.ts';
import { AppError, parseInput } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { errorEnvelope } from '../../plugins/errors.ts';
import { checkOfficeValues } from '../config/office-values.ts';
import { subProgramFlags } from '../config/sub-program-flags.ts';
import { recordRead } from '../privacy/access-records.service.ts';
import { registration } from '../privacy/registration-consent.ts';
import { getBeneficiaryHistory } from '../records/history.service.ts';
import { getBeneficiaryDetails } from './beneficiary-details.service.ts';
import { findBeneficiaries, isCheapCount, isCheapPage } from './beneficiary-list.service.ts';
import { countBeneficiaries, listStaff } from './beneficiary-list-count.ts';
import { DuplicatePersonError, registerBeneficiary } from './beneficiary-register.service.ts';
import { DuplicateOnUpdateError, setBeneficiaryActive, updateBeneficiary } from './beneficiary-update.service.ts';
import { type EnrolmentActor, EnrolmentForbidden, enrolmentActor } from './enrolment-access.ts';
import { addProgram, deleteProgram, getMissingSubPrograms, restoreProgram, updateProgram } from './program-enrolment.service.ts';

const access = { access: 'beneficiary' } as const;
const IdParams = z.object({ id: z.string().max(100).optional() });

/** Ids in paths are plain positive integers; a missing one gets the spec's text. */
function parseId(raw: string | undefined, missing: ErrorCode, invalid: ErrorCode): number {
  if (!raw) throw new AppError(missing);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError(invalid);
  return Number(raw);
}
const beneficiaryId = (raw: string | undefined) => parseId(raw, 'beneficiaryIdRequired', 'beneficiaryNotFound');
const enrolmentId = (raw: string | undefined) => parseId(raw, 'programNotFound', 'programNotFound');

/**
 * Runs a change of one enrolment and logs it by ids only (never personal data): the event when done,
 * `authz_fail` when the enrolment rule refused it.
 */
async function changeEnrolment(
  request: FastifyRequest,
  enrolmentId: number,
  event: 'enrolment_updated' | 'enrolment_deleted' | 'enrolment_restored',
  change: (actor: EnrolmentActor) => Promise<void>,
): Promise<void> {
  const actor = enrolmentActor(requireAuth(request.auth));
  try {
    await change(actor);
  } catch (error) {
    if (error instanceof EnrolmentForbidden) {
      const route = request.routeOptions.url;
      request.log.warn({ event: 'authz_fail', userId: actor.userId, enrolmentId, route }, 'enrolment change refused');
    }
    throw error;
  }
  request.log.info({ event, userId: actor.userId, enrolmentId }, 'enrolment changed');
}

/** A correction the rule refused, by ids only. */
function logRefusal(request: FastifyRequest, userId: number, beneficiaryId: number) {
  const route = request.routeOptions.url;
  request.log.warn({ event: 'authz_fail', userId, beneficiaryId, route }, 'beneficiary change refused');
}

export const beneficiaryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // an enrolment's conditional rules follow its sub-programme's flags, as the office has them now
  // and its values of the office's lists are the lists' own (a new enrolment: none retired)
  const enrolmentInput = async (body: ProgramFields, creating: boolean) => {
    await checkOfficeValues(db, body, { creating });
    return parseInput(addProgramSchema(await subProgramFlags(db, body.sub_program_id)), body);
  };

  app.get(
    '/get-beneficiaries-list',
    {
      config: access,
      schema: {
        querystring: BeneficiaryListQuerySchema,
        response: responses(BeneficiaryListResponseSchema),
        tags: ['beneficiary'],
      },
    },
    async (request) => {
      const { userId } = requireAuth(request.auth);
      const find = (lists: Database) => findBeneficiaries(lists, { ...request.query, userId });
      // a search, a filter or another order takes one of the user's places; the spec's plain pages do not
      const Data = await (isCheapPage(request.query) ? find(listDatabase(db)) : inListPlace(db, userId, find));
      return { Status: true as const, Data };
    },
  );

  // the list's total for the same filters and search (exact when cheap, else an estimate)
  app.get(
    '/count-beneficiaries',
    {
      config: access,
      schema: {
        querystring: BeneficiaryFiltersSchema,
        response: responses(BeneficiaryCountResponseSchema),
        tags: ['beneficiary'],
      },
    },
    async (request) => {
      const { userId } = requireAuth(request.auth);
      const count = (lists: Database) => countBeneficiaries(lists, request.query, userId);
      const answer = await (isCheapCount(request.query) ? count(listDatabase(db)) : inListPlace(db, userId, count));
      return { Status: true as const, ...answer };
    },
  );

  // the staff the list's "created by" filter offers
  app.get(
    '/list-staff',
    {
      config: access,
      schema: { querystring: ListStaffQuerySchema, response: responses(ListStaffResponseSchema), tags: ['beneficiary'] },
    },
    async (request) => {
      const admin = allowsPermission(requireAuth(request.auth).permissions, PERMISSIONS.beneficiaryAdmin);
      return { Status: true as const, Data: await listStaff(db, admin && request.query.status === 'all') };
    },
  );

  app.post(
    '/register-new-beneficiary',
    {
      config: access,
      schema: {
        body: RegisterBeneficiarySchema,
        response: responses(RegisterBeneficiaryResponseSchema, { 409: DuplicateBeneficiaryResponseSchema }),
        tags: ['beneficiary'],
      },
    },
    async (request, reply) => {
      const { person, consent } = await registration(db, request.body);
      await checkOfficeValues(db, person, { creating: true });
      try {
        const id = await registerBeneficiary(db, person, requireAuth(request.auth).userId, consent);
        request.log.info({ event: 'beneficiary_created', beneficiaryId: id }, 'beneficiary registered');
        return { Status: true as const, beneficiaryId: id, Message: BENEFICIARY_TEXT.registered };
      } catch (error) {
        if (!(error instanceof DuplicatePersonError)) throw error;
        return reply.status(error.status).send({ ...errorEnvelope(error), existingBeneficiaryId: error.existingId });
      }
    },
  );

  for (const path of ['/get-beneficiary-details/:id', '/get-beneficiary-details/']) {
    app.get(
      path,
      {
        config: access,
        schema: { params: IdParams, response: responses(BeneficiaryDetailsResponseSchema), tags: ['beneficiary'] },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        const reader = { seesStaffContact: allowsPermission(auth.permissions, PERMISSIONS.userprofile) };
        const id = beneficiaryId(request.params.id);
        const details = await getBeneficiaryDetails(db, id, enrolmentActor(auth), reader);
        await recordRead(db, auth.userId, id, 'details');
        return details;
      },
    );
  }

  for (const path of ['/get-missing-subprograms/:id', '/get-missing-subprograms/']) {
    app.get(
      path,
      {
        config: access,
        schema: { params: IdParams, response: responses(MissingSubProgramsResponseSchema), tags: ['beneficiary'] },
      },
      async (request) => getMissingSubPrograms(db, beneficiaryId(request.params.id)),
    );
  }

  app.post(
    '/add-new-program/:id',
    {
      config: access,
      schema: {
        params: IdParams,
        body: ProgramFieldsSchema,
        response: responses(AddProgramResponseSchema),
        tags: ['beneficiary'],
      },
    },
    async (request) => {
      const input = await enrolmentInput(request.body, true);
      const id = await addProgram(db, beneficiaryId(request.params.id), input, enrolmentActor(requireAuth(request.auth)));
      return { Status: true as const, beneficiaryProgramId: id, Message: DETAIL_TEXT.added };
    },
  );

  app.put(
    '/update-program/:id',
    {
      config: access,
      schema: {
        params: IdParams,
        body: ProgramFieldsSchema,
        response: responses(OkMessageResponseSchema),
        tags: ['beneficiary'],
      },
    },
    async (request) => {
      const id = enrolmentId(request.params.id);
      const input = await enrolmentInput(request.body, false);
      await changeEnrolment(request, id, 'enrolment_updated', (actor) => updateProgram(db, id, input, actor));
      return { Status: true as const, Message: DETAIL_TEXT.updated };
    },
  );

  for (const path of ['/update-beneficiary/:id', '/update-beneficiary/']) {
    app.put(
      path,
      {
        config: access,
        schema: {
          params: IdParams,
          body: BeneficiaryCreateSchema,
          response: responses(OkMessageResponseSchema, { 409: DuplicateBeneficiaryResponseSchema }),
          tags: ['beneficiary'],
        },
      },
      async (request, reply) => {
        const id = beneficiaryId(request.params.id);
        const actor = enrolmentActor(requireAuth(request.auth));
        await checkOfficeValues(db, request.body, { creating: false });
        try {
          await updateBeneficiary(db, id, request.body, actor);
        } catch (error) {
          if (error instanceof EnrolmentForbidden) logRefusal(request, actor.userId, id);
          if (!(error instanceof DuplicateOnUpdateError)) throw error;
          return reply.status(error.status).send({ ...errorEnvelope(error), existingBeneficiaryId: error.existingId });
        }
        request.log.info({ event: 'beneficiary_updated', userId: actor.userId, beneficiaryId: id }, 'beneficiary corrected');
        return { Status: true as const, Message: RECORDS_TEXT.updated };
      },
    );
  }

  app.put(
    '/deactivate-beneficiary/:id',
    {
      config: access,
      schema: {
        params: IdParams,
        body: DeactivateBeneficiarySchema,
        response: responses(OkMessageResponseSchema),
        tags: ['beneficiary'],
      },
    },
    async (request) => {
      const id = beneficiaryId(request.params.id);
      await changeActive(request, id, false, request.body.reason);
      return { Status: true as const, Message: RECORDS_TEXT.deactivated };
    },
  );

  app.put(
    '/reactivate-beneficiary/:id',
    { config: access, schema: { params: IdParams, response: responses(OkMessageResponseSchema), tags: ['beneficiary'] } },
    async (request) => {
      const id = beneficiaryId(request.params.id);
      await changeActive(request, id, true);
      return { Status: true as const, Message: RECORDS_TEXT.reactivated };
    },
  );

  app.get(
    '/get-beneficiary-history/:id',
    {
      config: access,
      schema: {
        params: IdParams,
        querystring: BeneficiaryHistoryQuerySchema,
        response: responses(BeneficiaryHistoryResponseSchema),
        tags: ['beneficiary'],
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const reader = { seesUploadFiles: allowsPermission(auth.permissions, PERMISSIONS.org) };
      const id = beneficiaryId(request.params.id);
      const history = await getBeneficiaryHistory(db, id, reader, request.query.before);
      await recordRead(db, auth.userId, id, 'history');
      return history;
    },
  );

  app.put(
    '/restore-program/:id',
    { config: access, schema: { params: IdParams, response: responses(OkMessageResponseSchema), tags: ['beneficiary'] } },
    async (request) => {
      const id = enrolmentId(request.params.id);
      await changeEnrolment(request, id, 'enrolment_restored', (actor) => restoreProgram(db, id, actor));
      return { Status: true as const, Message: RECORDS_TEXT.restored };
    },
  );

  /** Deactivates or reactivates, logging by ids only. */
  async function changeActive(request: FastifyRequest, id: number, active: boolean, reason?: string) {
    const actor = enrolmentActor(requireAuth(request.auth));
    try {
      await setBeneficiaryActive(db, id, active, actor, reason);
    } catch (error) {
      if (error instanceof EnrolmentForbidden) logRefusal(request, actor.userId, id);
      throw error;
    }
    const event = active ? 'beneficiary_reactivated' : 'beneficiary_deactivated';
    request.log.info({ event, userId: actor.userId, beneficiaryId: id }, 'beneficiary status changed');
  }

  app.delete(
    '/delete-program/:id',
    { config: access, schema: { params: IdParams, response: responses(OkMessageResponseSchema), tags: ['beneficiary'] } },
    async (request) => {
      const id = enrolmentId(request.params.id);
      await changeEnrolment(request, id, 'enrolment_deleted', (actor) => deleteProgram(db, id, actor));
      return { Status: true as const, Message: DETAIL_TEXT.deleted };
    },
  );
};
