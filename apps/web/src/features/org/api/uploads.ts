import { AUTH_ERRORS } from '@portal/contract/messages';
import type { BeneficiaryUploadRecord, UploadResponse, VillageUploadRow } from '@portal/contract/org-upload';
import { ApiError } from '../../../lib/api-client.ts';
import { gzipJsonBody } from '../../../lib/gzip-body.ts';
import { readSession } from '../../../lib/session.ts';

/**
 * POSTs a whole parsed sheet (up to about 45 MB of JSON) gzipped, for the offices' slow links; the
 * server inflates it with its body limit on the inflated size. Answers and errors as apiRequest gives them.
 */
async function postSheet(path: string, payload: object): Promise<UploadResponse> {
  const token = readSession()?.token;
  if (!token) throw new ApiError(401, AUTH_ERRORS.noToken);
  const { body, encoding } = await gzipJsonBody(JSON.stringify(payload));
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (encoding) headers['Content-Encoding'] = encoding;
  const response = await fetch(`/api/v1${path}`, { method: 'POST', headers, body });
  const answer = (await response.json().catch(() => null)) as { Message?: string } | null;
  if (!response.ok) throw new ApiError(response.status, answer?.Message ?? response.statusText, answer);
  return answer as UploadResponse;
}

export const uploadVillages = (data: VillageUploadRow[], dryRun: boolean) => postSheet('/org/upload-villages', { data, dryRun });

export const uploadBeneficiaries = (beneficiaries: BeneficiaryUploadRecord[], dryRun: boolean) =>
  postSheet('/beneficiary/register-multiple-beneficiaries', { beneficiaries, dryRun });
