import { decodeEmployeeId } from '@portal/contract/base64-id';
import { allowsPermission } from '@portal/contract/permissions';
import { OkResponseSchema, responses } from '@portal/contract/responses/common';
import { DraftKeyResponseSchema, RoleMenuResponseSchema, UserProfileResponseSchema } from '@portal/contract/responses/user';
import { UpdateLanguageSchema } from '@portal/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getDraftKey } from './draft-key.service.ts';
import { getRoleMenu, getUserProfile, setLanguage } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/get-role-menu',
    {
      config: { access: 'session', noTokenCode: 'noTokenMenu', beforePasswordChange: true },
      schema: { response: responses(RoleMenuResponseSchema), tags: ['user'] },
    },
    async (request) => getRoleMenu(db, requireAuth(request.auth).userId),
  );

  app.get(
    '/get-user-profile-details/:id',
    {
      config: { access: 'session' },
      schema: { params: z.object({ id: z.string().max(1000) }), response: responses(UserProfileResponseSchema), tags: ['user'] },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const empId = decodeEmployeeId(request.params.id);
      if (!empId) throw new AppError('profileNotFound');
      // one's own profile is always readable; someone else's needs the userprofile permission
      if (empId !== auth.empId && !allowsPermission(auth.permissions, 'userprofile')) {
        throw new AppError('forbidden');
      }
      return getUserProfile(db, empId);
    },
  );

  // the key of the drafts this user's browser keeps encrypted across an ended session (decision 008);
  // DRAFT_KEY_PATH of the contract
  app.get(
    '/draft-key',
    { config: { access: 'session' }, schema: { response: responses(DraftKeyResponseSchema), tags: ['user'] } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getDraftKey(db, requireAuth(request.auth).userId);
    },
  );

  // the user's own choice of language, kept for their next sign-in on any device
  app.put(
    '/language',
    {
      config: { access: 'session' },
      schema: { body: UpdateLanguageSchema, response: responses(OkResponseSchema), tags: ['user'] },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await setLanguage(db, auth.userId, request.body.language);
      request.log.info({ event: 'user_language_set', userId: auth.userId, language: request.body.language }, 'language chosen');
      return { Status: true as const };
    },
  );
};
