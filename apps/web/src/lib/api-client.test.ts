import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const endSession = vi.fn();
vi.mock('./network/session-ended.ts', () => ({ endSession }));

const { apiRequest, ApiError, errorMessageId } = await import('./api-client.ts');
const { NetworkError, RequestTimeoutError } = await import('./network/errors.ts');

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  const store = new Map([['user', JSON.stringify({ token: 'tok', expirationTime: Date.now() + 60_000 })]]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  endSession.mockReset();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('apiRequest on a bad network', () => {
  it('sends the idempotency key of a write as the Idempotency-Key header', async () => {
    fetchMock.mockResolvedValue(json(200, { Status: true }));
    await apiRequest('/x', { method: 'POST', body: {}, idempotencyKey: 'key-0123456789abcdef' });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-0123456789abcdef');
  });

  it('never sends a request aborted before it was sent', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('/x', { method: 'POST', body: {}, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('aborts a request that gets no answer in time and says it timed out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const pending = apiRequest('/x', { method: 'POST', body: {}, timeoutMs: 20_000 });
    const settled = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
  });

  it('gives reads a time limit of their own', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const settled = expect(apiRequest('/x')).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
  });

  it('turns a dropped connection into a NetworkError that knows whether the browser is offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ offline: false });
    vi.stubGlobal('navigator', { onLine: false });
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ offline: true });
  });

  it('tells the query client the browser is offline, so that requests wait for the online event', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('navigator', { onLine: false });
    onlineManager.setOnline(true);
    await apiRequest('/x').catch(() => {});
    expect(onlineManager.isOnline()).toBe(false);
    onlineManager.setOnline(true);
  });

  it('ends the session in one place when the server answers 401 to a signed-in call', async () => {
    fetchMock.mockResolvedValue(json(401, { Status: false, Message: 'expired' }));
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 of a sign-in call (a wrong password) to the sign-in form', async () => {
    fetchMock.mockResolvedValue(json(401, { Status: false, Message: 'Invalid email or password.' }));
    await expect(apiRequest('/auth/userNormalLogin', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('coded errors', () => {
  it('carries the code of the answer and gives its message id', async () => {
    fetchMock.mockResolvedValue(json(404, { Status: false, Message: 'Beneficiary not found', code: 'beneficiaryNotFound' }));
    const error = await apiRequest('/beneficiary/get-beneficiary-details/9').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Beneficiary not found', code: 'beneficiaryNotFound' });
    expect(errorMessageId(error)).toBe('beneficiary.notFound');
  });

  it('ignores a code it does not know and the text of a refused field', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { Status: false, Message: 'odd', code: 'toString' }));
    const unknown = await apiRequest('/x').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400, message: 'odd', code: undefined });
    expect(errorMessageId(unknown)).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(400, { Status: false, Message: 'First name is required', code: 'invalidInput' }));
    expect(errorMessageId(await apiRequest('/x').catch((e: unknown) => e))).toBeUndefined();
    expect(errorMessageId(new Error('plain'))).toBeUndefined();
  });

  it('gives the no-token refusal made locally its code', async () => {
    localStorage.removeItem('user');
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'noToken' });
    expect(errorMessageId(error)).toBe('authError.noToken');
    const menu = await apiRequest('/user/get-role-menu', { noTokenCode: 'noTokenMenu' }).catch((e: unknown) => e);
    expect(errorMessageId(menu)).toBe('authError.noTokenMenu');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
