import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const changePassword = (password: string) =>
  apiRequest<{ Status: boolean; Message?: string }>('/auth/change-password', { method: 'POST', body: { password } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
