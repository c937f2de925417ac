import type { BeneficiaryUploadRecord, UploadResponse, VillageUploadRow } from '@portal/contract/org-upload';
import { apiRequest } from '../../../lib/api-client.ts';

export const uploadVillages = (data: VillageUploadRow[], dryRun: boolean) =>
  apiRequest<UploadResponse>('/org/upload-villages', { method: 'POST', body: { data, dryRun } });

export const uploadBeneficiaries = (beneficiaries: BeneficiaryUploadRecord[], dryRun: boolean) =>
  apiRequest<UploadResponse>('/beneficiary/register-multiple-beneficiaries', { method: 'POST', body: { beneficiaries, dryRun } });
