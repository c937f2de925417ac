import type { UserProfileResponse } from '@portal/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const userProfileQueryOptions = (encodedId: string) =>
  queryOptions({
    queryKey: ['user-profile', encodedId],
    queryFn: ({ signal }) =>
      apiRequest<UserProfileResponse>(`/user/get-user-profile-details/${encodeURIComponent(encodedId)}`, { signal }),
    // an answer of the server (not found, not allowed) is final; no answer is retried (the client's defaults)
  });

export const useUserProfile = (encodedId: string) => useQuery(userProfileQueryOptions(encodedId));
