import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, keepDraftOnSessionEnd, readDraft, saveOpenDrafts } from './drafts.ts';

beforeEach(() => {
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
  // Object.keys(sessionStorage) lists the stored keys, as in a browser
  vi.stubGlobal(
    'sessionStorage',
    new Proxy(storage, {
      ownKeys: () => Object.keys(store),
      getOwnPropertyDescriptor: (_t, k) => ({ enumerable: k in store, configurable: true, value: store[k as string] }),
    }),
  );
});

describe('forms kept when the session ends', () => {
  it('stores an open form only when the session ends, and gives it back to the same staff member', () => {
    const stop = keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: { first_name: 'Asha' } }));
    expect(readDraft('form', 'E1')).toBeNull();
    saveOpenDrafts(1_000);
    expect(readDraft('form', 'E1', 2_000)).toEqual({ first_name: 'Asha' });
    stop();
  });

  it('drops a draft of someone else, or an old one', () => {
    const stop = keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: { first_name: 'Asha' } }));
    saveOpenDrafts(1_000);
    expect(readDraft('form', 'E2', 2_000)).toBeNull();
    expect(readDraft('form', 'E1', 2_000)).toBeNull();
    saveOpenDrafts(1_000);
    expect(readDraft('form', 'E1', 1_000 + 13 * 60 * 60_000)).toBeNull();
    stop();
  });

  it('forgets a closed form and clears every draft on a chosen sign-out', () => {
    const stop = keepDraftOnSessionEnd('form', () => ({ owner: 'E1', values: {} }));
    stop();
    saveOpenDrafts(1_000);
    expect(readDraft('form', 'E1', 1_000)).toBeNull();
    keepDraftOnSessionEnd('other', () => ({ owner: 'E1', values: { a: 1 } }));
    saveOpenDrafts(1_000);
    clearAllDrafts();
    expect(readDraft('other', 'E1', 1_000)).toBeNull();
  });
});
