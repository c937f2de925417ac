import type {
  BeneficiaryUploadRecord,
  RejectedRow,
  TypedCell,
  TypedSheet,
  UploadResponse,
  UploadSource,
  VillageUploadRow,
} from '@portal/contract/org-upload';
import type { UploadDetailResponse, UploadsHistoryResponse } from '@portal/contract/responses/uploads-history';
import { sentTypedRow } from '@portal/contract/typed-cells';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A whole parsed sheet (up to about 45 MB of JSON) goes gzipped, for the offices' slow links; the
 * server inflates it with its body limit on the inflated size.
 */
const postSheet = (path: string, body: object) => apiRequest<UploadResponse>(path, { method: 'POST', body, gzip: true });

/**
 * What is recorded with an upload (not sent on a check): where the rows came from, the rows the browser
 * set aside, and the sheet as typed (decision 015): its heading row and a row of cells for each record,
 * in the records' order, so the history downloads the rejected rows as the dialog does.
 */
export interface UploadProvenance {
  source?: UploadSource;
  setAside?: RejectedRow[];
  typed?: TypedSheet;
  typedRows?: TypedCell[][];
}

function provenanceOf(records: readonly unknown[], dryRun: boolean, provenance: UploadProvenance = {}) {
  if (dryRun) return {};
  const { source, setAside, typed, typedRows } = provenance;
  const asTyped = typed && typedRows;
  return {
    ...(source ? { source } : {}),
    ...(setAside?.length
      ? {
          setAside: setAside.map(({ row, reasons, typed: cells }) => ({
            row,
            reasons: reasons ?? [],
            ...(asTyped && cells ? { typed: cells } : {}),
          })),
        }
      : {}),
    // a text the record sends too is sent once (typed-cells.ts)
    ...(asTyped ? { typed, typedRows: typedRows.map((row, i) => sentTypedRow(row, records[i], typed.fields)) } : {}),
  };
}

/** The body of a village upload, as sent (gzipped). */
export const villageUploadBody = (data: VillageUploadRow[], dryRun: boolean, provenance?: UploadProvenance) => ({
  data,
  dryRun,
  ...provenanceOf(data, dryRun, provenance),
});

/** The body of a beneficiary upload, as sent (gzipped). */
export const beneficiaryUploadBody = (
  beneficiaries: BeneficiaryUploadRecord[],
  dryRun: boolean,
  provenance?: UploadProvenance,
) => ({ beneficiaries, dryRun, ...provenanceOf(beneficiaries, dryRun, provenance) });

export const uploadVillages = (data: VillageUploadRow[], dryRun: boolean, provenance?: UploadProvenance) =>
  postSheet('/org/upload-villages', villageUploadBody(data, dryRun, provenance));

export const uploadBeneficiaries = (beneficiaries: BeneficiaryUploadRecord[], dryRun: boolean, provenance?: UploadProvenance) =>
  postSheet('/beneficiary/register-multiple-beneficiaries', beneficiaryUploadBody(beneficiaries, dryRun, provenance));

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
