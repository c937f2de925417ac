import { QueryClient } from '@tanstack/react-query';
import { loadRetryDelay, retryLoad } from './network/retry-policy.ts';

/**
 * Reads are retried a few times with growing delays when trying again may help, paused while the
 * browser is offline (TanStack Query's default network mode) and loaded again when it comes back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, refetchOnReconnect: true, retry: retryLoad, retryDelay: loadRetryDelay },
  },
});
