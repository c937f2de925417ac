import { TEAM_PATH, type TeamResponse } from '@portal/contract/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in manager's team and their work. */
export function useTeam() {
  return useQuery({
    queryKey: ['team'],
    queryFn: async ({ signal }) => (await apiRequest<TeamResponse>(TEAM_PATH, { signal })).data,
    staleTime: 60_000,
  });
}
