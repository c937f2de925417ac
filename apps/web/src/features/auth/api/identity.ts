import type { IdentityConfig, LoginResponse } from '@portal/contract/auth';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import { apiRequest } from '../../../lib/api-client.ts';

export const getIdentityConfig = () => apiRequest<IdentityConfig>('/auth/identity-config', { anonymous: true });

export const loginWithIdentity = (email: string, credential: string) =>
  apiRequest<LoginResponse | { Status: false }>('/auth/user-google-login', {
    method: 'POST',
    body: { email, credential },
    anonymous: true,
    timeoutMs: SAVE_TIMEOUT_MS,
  });

/** Reads the e-mail of a signed ID token; the server verifies the signature, the page only needs the address. */
export function emailOfCredential(credential: string): string {
  try {
    const payload = credential.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const email = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}
