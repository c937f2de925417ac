import { ACCESS_RECORD_PATHS } from '@portal/contract/access-records';
import type { PersonRecordResponse } from '@portal/contract/person-record';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A person's record to print for them; each load is recorded as a print of it. */
export const usePersonRecord = (id: number | null) =>
  useQuery({
    queryKey: ['person-record', id],
    queryFn: ({ signal }) => apiRequest<PersonRecordResponse>(ACCESS_RECORD_PATHS.record.replace(':id', String(id)), { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
