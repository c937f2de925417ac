import type { LoginRequest, LoginResponse } from '@portal/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const loginWithPassword = (credentials: LoginRequest) =>
  apiRequest<LoginResponse | { Status: false }>('/auth/userNormalLogin', {
    method: 'POST',
    body: credentials,
    anonymous: true,
  });
