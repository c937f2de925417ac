import { type NoticeResponse, PRIVACY_PATHS } from '@portal/contract/privacy-notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The notice in force and the office's consent setting: a minute old at most when a form opens. */
export const noticeQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy-notice'],
    queryFn: ({ signal }) => apiRequest<NoticeResponse>(PRIVACY_PATHS.notice, { signal }),
    staleTime: 60_000,
  });

export const useNotice = ({ enabled = true } = {}) => useQuery({ ...noticeQueryOptions(), enabled });
