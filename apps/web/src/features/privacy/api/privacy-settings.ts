import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import {
  type NoticeInput,
  type NoticesResponse,
  PRIVACY_PATHS,
  type PrivacySettings,
  type PrivacySettingsResponse,
} from '@portal/contract/privacy-notice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';
import { noticeQueryOptions } from './notice.ts';

const SETTINGS_KEY = ['privacy', 'settings'] as const;
const NOTICES_KEY = ['privacy', 'notices'] as const;

export const usePrivacySettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest<PrivacySettingsResponse>(PRIVACY_PATHS.settings, { signal }).then((r) => r.settings),
  });
export const useNotices = () =>
  useQuery({
    queryKey: NOTICES_KEY,
    queryFn: ({ signal }) => apiRequest<NoticesResponse>(PRIVACY_PATHS.notices, { signal }).then((r) => r.notices),
  });

/** After a change: the tab, the notice every form shows, and the Administration history. */
export function useRefreshPrivacy() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: NOTICES_KEY }),
        client.invalidateQueries({ queryKey: noticeQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: ['staff-admin', 'history'] }),
      ]),
    [client],
  );
}

const write = (context: SendContext) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });

export const changePrivacySettings = (settings: PrivacySettings, context: SendContext) =>
  apiRequest<PrivacySettingsResponse>(PRIVACY_PATHS.settings, { method: 'PUT', body: settings, ...write(context) });
export const addNotice = (input: NoticeInput, context: SendContext) =>
  apiRequest<{ Status: true; version: number }>(PRIVACY_PATHS.notices, { method: 'POST', body: input, ...write(context) });
