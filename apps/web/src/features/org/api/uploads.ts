import type {
  BeneficiaryUploadRecord,
  RejectedRow,
  UploadResponse,
  UploadSource,
  VillageUploadRow,
} from '@portal/contract/org-upload';
import type { UploadDetailResponse, UploadsHistoryResponse } from '@portal/contract/responses/uploads-history';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A whole parsed sheet (up to about 45 MB of JSON) goes gzipped, for the offices' slow links; the
 * server inflates it with its body limit on the inflated size.
 */
const postSheet = (path: string, body: object) => apiRequest<UploadResponse>(path, { method: 'POST', body, gzip: true });

/** Where the rows came from and the rows the browser set aside, recorded with an upload (not sent on a check). */
export interface UploadProvenance {
  source?: UploadSource;
  setAside?: RejectedRow[];
}

const provenanceOf = (dryRun: boolean, provenance: UploadProvenance = {}) =>
  dryRun
    ? {}
    : {
        ...(provenance.source ? { source: provenance.source } : {}),
        ...(provenance.setAside?.length
          ? { setAside: provenance.setAside.map(({ row, reasons }) => ({ row, reasons: reasons ?? [] })) }
          : {}),
      };

export const uploadVillages = (data: VillageUploadRow[], dryRun: boolean, provenance?: UploadProvenance) =>
  postSheet('/org/upload-villages', { data, dryRun, ...provenanceOf(dryRun, provenance) });

export const uploadBeneficiaries = (beneficiaries: BeneficiaryUploadRecord[], dryRun: boolean, provenance?: UploadProvenance) =>
  postSheet('/beneficiary/register-multiple-beneficiaries', { beneficiaries, dryRun, ...provenanceOf(dryRun, provenance) });

/** The history of uploads on /org; refreshed after every stored upload. */
export const UPLOADS_HISTORY_KEY = ['uploads-history'] as const;

export const uploadsHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...UPLOADS_HISTORY_KEY, 'pages'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<UploadsHistoryResponse>(`/org/uploads${pageParam === undefined ? '' : `?before=${pageParam}`}`, { signal }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/** The newest upload of the file with this SHA-256, if any (not under the history's key: a stored upload leaves it as it was). */
export const sameFileQueryOptions = (fileHash: string) =>
  queryOptions({
    queryKey: ['uploads-of-file', fileHash],
    queryFn: ({ signal }) => apiRequest<UploadsHistoryResponse>(`/org/uploads?limit=1&fileHash=${fileHash}`, { signal }),
    select: (answer) => answer.uploads[0] ?? null,
  });

export const uploadDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...UPLOADS_HISTORY_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<UploadDetailResponse>(`/org/uploads/${id}`, { signal }),
  });
