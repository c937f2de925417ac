import { PERMISSIONS } from '@portal/contract/permissions';
import {
  NoticeInputSchema,
  NoticeResponseSchema,
  NoticesResponseSchema,
  PRIVACY_PATHS,
  PrivacySettingsResponseSchema,
  PrivacySettingsSchema,
} from '@portal/contract/privacy-notice';
import { responses } from '@portal/contract/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { addNotice, allNotices, changePrivacySettings, currentNotice, privacySettings } from './notice.service.ts';

const tags = ['privacy'];
const config = { access: PERMISSIONS.config };
const AddedResponseSchema = z.object({ Status: z.literal(true), version: z.number() });

/**
 * The notice shown at registration and the office's consent setting (decision 036): every signed-in
 * user reads them (the form, the printed notice); Programmes and look-ups writes them, each change in
 * the Administration history.
 */
export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const actor = (auth: Parameters<typeof requireAuth>[0]) => ({ userId: requireAuth(auth).userId });
  // a database without a notice gets the portal's own as version 1 before the first registration
  app.addHook('onReady', async () => {
    await currentNotice(db);
  });

  app.get(
    PRIVACY_PATHS.notice,
    { config: { access: 'session' }, schema: { response: responses(NoticeResponseSchema), tags } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const [notice, settings] = await Promise.all([currentNotice(db), privacySettings(db)]);
      return {
        Status: true as const,
        notice,
        consent_required: settings.consent_required,
        withdrawal_keep_days: settings.withdrawal_keep_days,
      };
    },
  );

  app.get(PRIVACY_PATHS.notices, { config, schema: { response: responses(NoticesResponseSchema), tags } }, async () => ({
    Status: true as const,
    notices: await allNotices(db),
  }));

  app.post(
    PRIVACY_PATHS.notices,
    { config, schema: { body: NoticeInputSchema, response: responses(AddedResponseSchema), tags } },
    async (request) => ({ Status: true as const, version: await addNotice(db, request.body, actor(request.auth)) }),
  );

  app.get(PRIVACY_PATHS.settings, { config, schema: { response: responses(PrivacySettingsResponseSchema), tags } }, async () => ({
    Status: true as const,
    settings: await privacySettings(db),
  }));

  app.put(
    PRIVACY_PATHS.settings,
    { config, schema: { body: PrivacySettingsSchema, response: responses(PrivacySettingsResponseSchema), tags } },
    async (request) => ({
      Status: true as const,
      settings: await changePrivacySettings(db, request.body, actor(request.auth)),
    }),
  );
};
