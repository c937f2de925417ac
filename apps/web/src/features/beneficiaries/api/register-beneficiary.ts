import type { BeneficiaryCreateInput } from '@portal/contract/beneficiary';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RegisterResponse {
  Status: boolean;
  beneficiaryId?: number;
  Message?: string;
}

export const registerBeneficiary = (input: BeneficiaryCreateInput) =>
  apiRequest<RegisterResponse>('/beneficiary/register-new-beneficiary', { method: 'POST', body: input });

export const useRegisterBeneficiary = () => useMutation({ mutationFn: registerBeneficiary });
