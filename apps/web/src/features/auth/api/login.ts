import type { LoginRequest, LoginResponse } from '@portal/contract/auth';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import { apiRequest } from '../../../lib/api-client.ts';

export const loginWithPassword = (credentials: LoginRequest) =>
  apiRequest<LoginResponse | { Status: false }>('/auth/userNormalLogin', {
    method: 'POST',
    body: credentials,
    anonymous: true,
    // the Please Wait... dialog must not stay for ever on a link that never answers
    timeoutMs: SAVE_TIMEOUT_MS,
  });
