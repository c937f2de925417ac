import { AUTH_ERRORS } from '@portal/contract/messages';
import { gzipJsonBody } from './gzip-body.ts';
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
  /** Gzip the JSON body (large uploads over slow links); the server inflates it within its limit. */
  gzip?: boolean;
}

/** Every call goes to /api/v1 with the stored bearer token; non-2xx answers throw the server's Message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (!options.anonymous) {
    const token = readSession()?.token;
    if (!token) throw new ApiError(401, options.noTokenMessage ?? AUTH_ERRORS.noToken);
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    const json = JSON.stringify(options.body);
    const packed = options.gzip ? await gzipJsonBody(json) : { body: json, encoding: undefined };
    if (packed.encoding) headers['Content-Encoding'] = packed.encoding;
    body = packed.body;
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const url = `/api/v1${path}${query.size ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  const answer = (await response.json().catch(() => null)) as { Message?: string } | null;
  if (!response.ok) throw new ApiError(response.status, answer?.Message ?? response.statusText, answer);
  return answer as T;
}
