import type { BeneficiaryUploadRecord, UploadResponse, VillageUploadRow } from '@portal/contract/org-upload';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A whole parsed sheet (up to about 45 MB of JSON) goes gzipped, for the offices' slow links; the
 * server inflates it with its body limit on the inflated size.
 */
const postSheet = (path: string, body: object) => apiRequest<UploadResponse>(path, { method: 'POST', body, gzip: true });

export const uploadVillages = (data: VillageUploadRow[], dryRun: boolean) => postSheet('/org/upload-villages', { data, dryRun });

export const uploadBeneficiaries = (beneficiaries: BeneficiaryUploadRecord[], dryRun: boolean) =>
  postSheet('/beneficiary/register-multiple-beneficiaries', { beneficiaries, dryRun });
