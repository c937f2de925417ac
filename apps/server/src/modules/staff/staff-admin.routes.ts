import { PERMISSIONS } from '@portal/contract/permissions';
import { OkResponseSchema, responses } from '@portal/contract/responses/common';
import {
  ADMIN_HISTORY_PATH,
  AdminHistoryQuerySchema,
  AdminHistoryResponseSchema,
  CreatedRoleResponseSchema,
  CreateStaffSchema,
  ROLES_PATH,
  RoleIdParamsSchema,
  RoleInputSchema,
  RolesResponseSchema,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_PATH,
  STAFF_PATH,
  StaffIdParamsSchema,
  StaffImportResponseSchema,
  StaffListQuerySchema,
  StaffListResponseSchema,
  TemporaryPasswordResponseSchema,
  UpdateRoleSchema,
  UpdateStaffSchema,
} from '@portal/contract/staff-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { importStaff } from '../user/staff-import.ts';
import { getAdminHistory } from './admin-events.ts';
import { createRole, listRoles, setRoleActive, updateRole } from './roles.service.ts';
import { createStaff, listStaff, resetStaffPassword, setStaffActive, updateStaff } from './staff.service.ts';

const ok = { Status: true as const };
const access = PERMISSIONS.permission;
const tags = ['staff-admin'];

/**
 * Staff and roles (/permission). The acting administrator comes from the session; every change is
 * in the Administration history. The answers carrying a temporary password are not kept for
 * repeats (no Idempotency-Key): a repeat is refused or makes a new one, and no password is stored.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const actor = (auth: Parameters<typeof requireAuth>[0]) => ({ userId: requireAuth(auth).userId });

  app.get(
    STAFF_PATH,
    { config: { access }, schema: { querystring: StaffListQuerySchema, response: responses(StaffListResponseSchema), tags } },
    async (request) => listStaff(db, request.query),
  );

  app.post(
    STAFF_PATH,
    {
      config: { access, idempotency: false },
      schema: { body: CreateStaffSchema, response: responses(TemporaryPasswordResponseSchema), tags },
    },
    async (request) => {
      const created = await createStaff(db, actor(request.auth), request.body);
      request.log.info({ event: 'staff_created', userId: created.userId }, 'staff added');
      return { ...ok, user_id: created.userId, temporary_password: created.temporaryPassword ?? '' };
    },
  );

  app.put(
    `${STAFF_PATH}/:userId`,
    {
      config: { access },
      schema: { params: StaffIdParamsSchema, body: UpdateStaffSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await updateStaff(db, actor(request.auth), request.params.userId, request.body);
      request.log.info({ event: 'staff_updated', userId: request.params.userId }, 'staff changed');
      return ok;
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `${STAFF_PATH}/:userId/${action}`,
      { config: { access }, schema: { params: StaffIdParamsSchema, response: responses(OkResponseSchema), tags } },
      async (request) => {
        await setStaffActive(db, actor(request.auth), request.params.userId, active);
        request.log.info({ event: `staff_${action}d`, userId: request.params.userId }, `staff ${action}d`);
        return ok;
      },
    );
  }

  app.post(
    `${STAFF_PATH}/:userId/reset-password`,
    {
      config: { access, idempotency: false },
      schema: { params: StaffIdParamsSchema, response: responses(TemporaryPasswordResponseSchema), tags },
    },
    async (request, reply) => {
      const password = await resetStaffPassword(db, actor(request.auth), request.params.userId);
      request.log.info({ event: 'staff_password_reset', userId: request.params.userId }, 'password reset');
      reply.header('Cache-Control', 'no-store');
      return { ...ok, user_id: request.params.userId, temporary_password: password };
    },
  );

  // the staff sheet as its bytes, as the command line reads it from a file
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: STAFF_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    STAFF_IMPORT_PATH,
    { config: { access }, bodyLimit: STAFF_IMPORT_MAX_BYTES, schema: { response: responses(StaffImportResponseSchema), tags } },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('staffSheetUnreadable');
      const report = await importStaff(db, request.body, actor(request.auth));
      request.log.info(
        { event: 'staff_imported', created: report.created, updated: report.updated, rejected: report.rejected.length },
        'staff sheet imported',
      );
      return { ...ok, ...report };
    },
  );

  app.get(ROLES_PATH, { config: { access }, schema: { response: responses(RolesResponseSchema), tags } }, async () =>
    listRoles(db),
  );

  app.post(
    ROLES_PATH,
    { config: { access }, schema: { body: RoleInputSchema, response: responses(CreatedRoleResponseSchema), tags } },
    async (request) => {
      const roleId = await createRole(db, actor(request.auth), request.body);
      request.log.info({ event: 'role_created', roleId }, 'role created');
      return { ...ok, role_id: roleId };
    },
  );

  app.put(
    `${ROLES_PATH}/:roleId`,
    {
      config: { access },
      schema: { params: RoleIdParamsSchema, body: UpdateRoleSchema, response: responses(OkResponseSchema), tags },
    },
    async (request) => {
      await updateRole(db, actor(request.auth), request.params.roleId, request.body);
      request.log.info({ event: 'role_updated', roleId: request.params.roleId }, 'role changed');
      return ok;
    },
  );

  for (const [action, active] of [
    ['retire', false],
    ['restore', true],
  ] as const) {
    app.post(
      `${ROLES_PATH}/:roleId/${action}`,
      { config: { access }, schema: { params: RoleIdParamsSchema, response: responses(OkResponseSchema), tags } },
      async (request) => {
        await setRoleActive(db, actor(request.auth), request.params.roleId, active);
        request.log.info({ event: `role_${action}d`, roleId: request.params.roleId }, `role ${action}d`);
        return ok;
      },
    );
  }

  app.get(
    ADMIN_HISTORY_PATH,
    {
      config: { access },
      schema: { querystring: AdminHistoryQuerySchema, response: responses(AdminHistoryResponseSchema), tags },
    },
    async (request) => getAdminHistory(db, request.query, ['user', 'role']),
  );
};
