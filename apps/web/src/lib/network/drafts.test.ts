import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, keepDraftOnSessionEnd, readDraft, saveOpenDrafts } from './drafts.ts';

const signOut = vi.fn(async (_options: { reason?: string }) => {});
vi.mock('../sign-out.ts', () => ({ signOut }));

/** A storage as the browser has, whose Object.keys lists the stored keys. */
function fakeStorage() {
  const store: Record<string, string> = {};
  const storage = {
    getItem: (k: string) => store[k] ?? null,
    setItem: (k: string, v: string) => {
      store[k] = v;
    },
    removeItem: (k: string) => {
      delete store[k];
    },
  };
  return {
    store,
    storage: new Proxy(storage, {
      ownKeys: () => Object.keys(store),
      getOwnPropertyDescriptor: (_t, k) => ({ enumerable: k in store, configurable: true, value: store[k as string] }),
    }),
  };
}

const keyOf = (seed: number) => Buffer.alloc(32, seed).toString('base64');
let session: ReturnType<typeof fakeStorage>['store'];
let kept: ReturnType<typeof fakeStorage>['store'];
/** The key the server gives the signed-in user; null: no answer. */
let serverKey: string | null;
let keyRequests: string[];

/** A new sign-in: another token, so the page asks for the key again. */
let tokenCounter = 0;
const signIn = () => {
  tokenCounter += 1;
  session.user = JSON.stringify({ token: `token-${tokenCounter}`, expirationTime: Date.now() + 60_000 });
};

beforeEach(() => {
  const local = fakeStorage();
  const tab = fakeStorage();
  session = local.store;
  kept = tab.store;
  vi.stubGlobal('localStorage', local.storage);
  vi.stubGlobal('sessionStorage', tab.storage);
  serverKey = keyOf(1);
  keyRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      keyRequests.push(`${url} ${(init.headers as Record<string, string>).Authorization}`);
      if (serverKey === null) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ Status: true, key: serverKey }), { status: 200 });
    }),
  );
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  signOut.mockClear();
});

const VALUES = {
  first_name: 'Asha',
  mobile_no: '9900112233',
  aadhaar_no: '4321',
  dob: '1990-05-06',
  email_id: 'asha@example.org',
  permanent_address: '12 Temple Road, Hunsur',
};

/** The form is open while the session is alive, then the session ends and the page reloads. */
async function keepAndEnd(owner = 'E1', now = 1_000) {
  const stop = keepDraftOnSessionEnd('form', () => ({ owner, values: VALUES }));
  await saveOpenDrafts(now);
  stop();
}

describe('forms kept when the session ends', () => {
  it('stores an open form only when the session ends, and gives it back to the same staff member', async () => {
    const stop = keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: VALUES }));
    expect(await readDraft('form', 'E1')).toBeNull();
    await saveOpenDrafts(1_000);
    stop();
    signIn();
    expect(await readDraft('form', 'E1', 2_000)).toEqual(VALUES);
    // the key was asked for with the first session's token, before it ended, and again after the sign-in
    expect(keyRequests).toEqual([
      `/api/v1/user/draft-key Bearer token-${tokenCounter - 1}`,
      `/api/v1/user/draft-key Bearer token-${tokenCounter}`,
    ]);
  });

  it('stores only the owner, the time, a 12-byte nonce and ciphertext: no value typed in the form', async () => {
    await keepAndEnd();
    const stored = JSON.parse(kept['portal-draft:form']);
    expect(Object.keys(stored).sort()).toEqual(['data', 'iv', 'owner', 'savedAt']);
    expect(stored).toMatchObject({ owner: 'E1', savedAt: 1_000 });
    expect(Buffer.from(stored.iv, 'base64')).toHaveLength(12);
    const everything = JSON.stringify({ ...kept, ...session });
    const decoded = Buffer.from(stored.data, 'base64').toString('latin1');
    for (const value of [...Object.values(VALUES), '990011', 'Temple', 'asha@']) {
      expect(everything).not.toContain(value);
      expect(decoded).not.toContain(value);
    }
  });

  it('uses a new nonce for every draft', async () => {
    await keepAndEnd();
    const first = JSON.parse(kept['portal-draft:form']);
    await keepAndEnd();
    const second = JSON.parse(kept['portal-draft:form']);
    expect(second.iv).not.toBe(first.iv);
    expect(second.data).not.toBe(first.data);
  });

  it('drops a draft that does not decrypt with the key given after sign-in (another key, another user)', async () => {
    await keepAndEnd();
    signIn();
    serverKey = keyOf(2);
    expect(await readDraft('form', 'E1', 2_000)).toBeNull();
    expect(kept['portal-draft:form']).toBeUndefined();
  });

  it('drops a draft that was tampered with: its ciphertext, its nonce, its owner or its time', async () => {
    const tamperings: ((draft: Record<string, string | number>) => void)[] = [
      (d) => {
        const bytes = Buffer.from(d.data as string, 'base64');
        bytes[0] ^= 1;
        d.data = bytes.toString('base64');
      },
      (d) => {
        d.iv = Buffer.alloc(12, 7).toString('base64');
      },
      (d) => {
        d.savedAt = 1_500;
      },
      (d) => {
        d.data = 'not base64!';
      },
    ];
    for (const tamper of tamperings) {
      await keepAndEnd();
      const draft = JSON.parse(kept['portal-draft:form']);
      tamper(draft);
      kept['portal-draft:form'] = JSON.stringify(draft);
      signIn();
      expect(await readDraft('form', 'E1', 2_000)).toBeNull();
      expect(kept['portal-draft:form']).toBeUndefined();
    }
    // a draft of E1 relabelled as E2's does not open for E2 either, even with the same key
    await keepAndEnd('E1');
    const moved = JSON.parse(kept['portal-draft:form']);
    kept['portal-draft:form'] = JSON.stringify({ ...moved, owner: 'E2' });
    signIn();
    expect(await readDraft('form', 'E2', 2_000)).toBeNull();
    expect(kept['portal-draft:form']).toBeUndefined();
  });

  it('stores nothing when the key could not be fetched before the session ended', async () => {
    serverKey = null;
    await keepAndEnd();
    expect(kept).toEqual({});
    // nor when the server refused it
    signIn();
    vi.mocked(fetch).mockResolvedValueOnce(new Response('{"Status":false}', { status: 401 }));
    await keepAndEnd();
    expect(kept).toEqual({});
  });

  it('keeps a draft when the key cannot be fetched after sign-in, and gives it once it can', async () => {
    await keepAndEnd();
    signIn();
    serverKey = null;
    expect(await readDraft('form', 'E1', 2_000)).toBeNull();
    expect(kept['portal-draft:form']).toBeDefined();
    serverKey = keyOf(1);
    expect(await readDraft('form', 'E1', 2_000)).toEqual(VALUES);
  });

  it('drops a draft of someone else, or an old one', async () => {
    await keepAndEnd('E1');
    signIn();
    expect(await readDraft('form', 'E2', 2_000)).toBeNull();
    expect(await readDraft('form', 'E1', 2_000)).toBeNull();
    await keepAndEnd('E1');
    expect(await readDraft('form', 'E1', 1_000 + 13 * 60 * 60_000)).toBeNull();
    expect(kept).toEqual({});
  });

  it('forgets a closed form and clears every draft on a chosen sign-out', async () => {
    const stop = keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: {} }));
    stop();
    await saveOpenDrafts(1_000);
    expect(await readDraft('form', 'E1', 1_000)).toBeNull();
    const stopOther = keepDraftOnSessionEnd('other', () => ({ owner: 'E1', values: { a: 1 } }));
    await saveOpenDrafts(1_000);
    stopOther();
    expect(Object.keys(kept)).toEqual(['portal-draft:other']);
    clearAllDrafts();
    expect(await readDraft('other', 'E1', 1_000)).toBeNull();
  });

  it('writes nothing for a form whose reader has nothing to keep', async () => {
    const stop = keepDraftOnSessionEnd('form', () => null);
    await saveOpenDrafts(1_000);
    stop();
    expect(kept).toEqual({});
  });
});

describe('the sign-out of an ended session', () => {
  /** A fresh page: endSession runs once per page. */
  const freshPage = async () => {
    vi.resetModules();
    return {
      drafts: await import('./drafts.ts'),
      endSession: (await import('./session-ended.ts')).endSession,
    };
  };

  it('waits for the open forms to be written, once however many calls fail', async () => {
    const { drafts, endSession } = await freshPage();
    drafts.keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: VALUES }));
    let storedAtSignOut: string | undefined;
    signOut.mockImplementationOnce(async () => {
      storedAtSignOut = kept['portal-draft:form'];
    });
    await Promise.all([endSession(), endSession(), endSession()]);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith({ reason: 'session-ended' });
    expect(storedAtSignOut).toBeDefined();
    signIn();
    expect(await drafts.readDraft('form', 'E1')).toEqual(VALUES);
  });

  it('signs out after 3 s at the latest when encrypting never finishes', async () => {
    const { drafts, endSession } = await freshPage();
    drafts.keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: VALUES }));
    await drafts.loadDraftKey();
    vi.spyOn(crypto.subtle, 'encrypt').mockImplementation(() => new Promise(() => {}));
    vi.useFakeTimers();
    const ended = endSession();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await ended;
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(kept).toEqual({});
    vi.mocked(crypto.subtle.encrypt).mockRestore();
  });
});
