import {
  ACCESS_RECORD_PATHS,
  type PersonReadsResponse,
  type StaffReadsQuery,
  type StaffReadsResponse,
} from '@portal/contract/access-records';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const personPath = (id: number) => ACCESS_RECORD_PATHS.person.replace(':id', String(id));
const staffPath = (userId: number) => ACCESS_RECORD_PATHS.staff.replace(':userId', String(userId));

/** Who looked at a person, newest first, a page at a time. */
export const usePersonReads = (id: number) =>
  useInfiniteQuery({
    queryKey: ['person-reads', id],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PersonReadsResponse>(personPath(id), {
        query: { before: pageParam === undefined ? undefined : String(pageParam) },
        signal,
      }),
    getNextPageParam: (last) => (last.more ? last.reads[last.reads.length - 1]?.read_id : undefined),
  });

/** Which people a member of staff saw between two days; asked for once the days are chosen. */
export const useStaffReads = (userId: number, range: StaffReadsQuery | null) =>
  useQuery({
    queryKey: ['staff-reads', userId, range],
    queryFn: ({ signal }) =>
      apiRequest<StaffReadsResponse>(staffPath(userId), { query: range ?? undefined, signal }).then((r) => r.data),
    enabled: range !== null,
  });
