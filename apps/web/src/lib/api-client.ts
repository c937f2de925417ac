import { AUTH_ERRORS } from '@portal/contract/messages';
import { readSession } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sign-in calls carry no token. */
  anonymous?: boolean;
  /** The spec's text when no token is stored (spec §8). */
  noTokenMessage?: string;
  signal?: AbortSignal;
}

/** Every call goes to /api/v1 with the stored bearer token; non-2xx answers throw the server's Message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (!options.anonymous) {
    const token = readSession()?.token;
    if (!token) throw new ApiError(401, options.noTokenMessage ?? AUTH_ERRORS.noToken);
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const url = `/api/v1${path}${query.size ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = (await response.json().catch(() => null)) as { Message?: string } | null;
  if (!response.ok) throw new ApiError(response.status, body?.Message ?? response.statusText, body);
  return body as T;
}
