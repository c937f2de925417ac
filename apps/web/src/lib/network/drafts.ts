import { DRAFT_KEY_BYTES, DRAFT_KEY_PATH, type DraftKeyResponse } from '@portal/contract/draft-key';
import { readSession } from '../session.ts';

/**
 * Forms whose work must outlive a session the server ended (decision 008). While such a form is open
 * it registers a reader of its values, and the page fetches the staff member's draft key from the
 * server; when the session ends the values are encrypted with that key (AES-GCM) and written to
 * sessionStorage (this tab only, gone when it closes), then the sign-out reloads the page. The form
 * takes its draft back the next time it opens for the same staff member, after fetching the key again,
 * and the draft is removed once the form is saved or the user signs out on purpose.
 *
 * The key lives only in this page's memory, as a CryptoKey that cannot be exported: the browser's
 * storage holds ciphertext, never a name, number or address. If the key could not be fetched before
 * the session ended (the connection was down when the form opened), nothing is stored and the draft
 * is lost: the server cannot be asked for the key once the session is over, and keeping the values
 * readable would break the rule that no personal data is left in the browser's storage.
 */
const PREFIX = 'portal-draft:';
/** A draft older than this is not offered again. */
const DRAFT_MAX_AGE_MS = 12 * 60 * 60_000;
/** The key is asked for in the background; a dead link must not leave the request open for long. */
const KEY_FETCH_TIMEOUT_MS = 20_000;
const IV_BYTES = 12;

interface StoredDraft {
  /** The staff member's id (not a beneficiary's data). */
  owner: string;
  savedAt: number;
  /** Base64 of the 12-byte AES-GCM nonce, new for every draft. */
  iv: string;
  /** Base64 of the encrypted JSON of the form's values. */
  data: string;
}

type Reader = () => { owner: string; values: unknown } | null;
const readers = new Map<string, Reader>();

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Binds the ciphertext to its form, owner and time: a draft moved or re-dated does not decrypt. */
const boundTo = (name: string, owner: string, savedAt: number) =>
  new TextEncoder().encode(JSON.stringify([PREFIX + name, owner, savedAt]));

async function fetchKey(token: string): Promise<CryptoKey | null> {
  try {
    const response = await fetch(`/api/v1${DRAFT_KEY_PATH}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(KEY_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<DraftKeyResponse> | null;
    if (typeof body?.key !== 'string') return null;
    const raw = fromBase64(body.key);
    if (raw.length !== DRAFT_KEY_BYTES) return null;
    return await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  } catch {
    return null;
  }
}

/** The key of the signed-in session, asked for once per page; kept in memory only. */
let current: { token: string; key: Promise<CryptoKey | null> } | null = null;

/** The signed-in staff member's draft key, or null when there is no session or no answer. */
export function loadDraftKey(): Promise<CryptoKey | null> {
  const token = readSession()?.token;
  if (!token) return Promise.resolve(null);
  if (current?.token !== token) {
    const entry = { token, key: fetchKey(token) };
    current = entry;
    // a failure is not kept: the next form that opens asks again
    void entry.key.then((key) => {
      if (!key && current === entry) current = null;
    });
  }
  return current.key;
}

/** Registers the open form `name` and fetches the key its draft would need; returns the function that unregisters it. */
export function keepDraftOnSessionEnd(name: string, read: Reader): () => void {
  readers.set(name, read);
  void loadDraftKey();
  return () => {
    if (readers.get(name) === read) readers.delete(name);
  };
}

/**
 * Encrypts and writes every open form's values; called once when the server says the session has
 * ended. Only a key fetched while the session was alive is used: without one nothing is written.
 */
export async function saveOpenDrafts(now = Date.now()): Promise<void> {
  const drafts = [...readers].flatMap(([name, read]) => {
    const draft = read();
    return draft ? [{ name, ...draft }] : [];
  });
  if (drafts.length === 0) return;
  const key = await (current?.key ?? null);
  if (!key) return;
  for (const { name, owner, values } of drafts) {
    try {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plain = new TextEncoder().encode(JSON.stringify(values));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(name, owner, now) }, key, plain);
      const stored: StoredDraft = { owner, savedAt: now, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
      sessionStorage.setItem(PREFIX + name, JSON.stringify(stored));
    } catch {
      // storage full or unavailable: the form cannot be kept, the sign-out still goes on
    }
  }
}

function parse(raw: string): StoredDraft | null {
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    return typeof draft?.owner === 'string' &&
      typeof draft.savedAt === 'number' &&
      typeof draft.iv === 'string' &&
      typeof draft.data === 'string'
      ? (draft as StoredDraft)
      : null;
  } catch {
    return null;
  }
}

/**
 * The draft of `name` kept for `owner`, or null. A draft of someone else, too old, or one that does
 * not decrypt with this staff member's key (another user's, tampered with) is dropped. When the key
 * cannot be had now (no connection), the draft stays for the next time the form opens.
 */
export async function readDraft<T>(name: string, owner: string, now = Date.now()): Promise<T | null> {
  const raw = sessionStorage.getItem(PREFIX + name);
  if (!raw) return null;
  const draft = parse(raw);
  if (!draft || draft.owner !== owner || !(now - draft.savedAt < DRAFT_MAX_AGE_MS)) {
    clearDraft(name);
    return null;
  }
  const key = await loadDraftKey();
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(draft.iv), additionalData: boundTo(name, owner, draft.savedAt) },
      key,
      fromBase64(draft.data),
    );
    // the same draft may have been taken meanwhile (saved, cancelled): only a draft still there is given
    if (sessionStorage.getItem(PREFIX + name) !== raw) return null;
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    clearDraft(name);
    return null;
  }
}

export function clearDraft(name: string): void {
  sessionStorage.removeItem(PREFIX + name);
}

export function clearAllDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
