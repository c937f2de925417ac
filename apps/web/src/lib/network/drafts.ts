/**
 * Forms whose work must outlive a session the server ended. While such a form is open it registers
 * a reader of its values; when the session ends they are written to sessionStorage (this tab only,
 * gone when it closes), then the sign-out reloads the page. The form takes its draft back the next
 * time it opens for the same staff member, and the draft is removed once the form is saved or the
 * user signs out on purpose.
 */
const PREFIX = 'portal-draft:';
/** A draft older than this is not offered again. */
const DRAFT_MAX_AGE_MS = 12 * 60 * 60_000;

interface StoredDraft<T> {
  owner: string;
  savedAt: number;
  values: T;
}

type Reader = () => { owner: string; values: unknown } | null;
const readers = new Map<string, Reader>();

/** Registers the open form `name`; returns the function that unregisters it. */
export function keepDraftOnSessionEnd(name: string, read: Reader): () => void {
  readers.set(name, read);
  return () => {
    if (readers.get(name) === read) readers.delete(name);
  };
}

/** Writes every open form's values; called once when the server says the session has ended. */
export function saveOpenDrafts(now = Date.now()): void {
  for (const [name, read] of readers) {
    const draft = read();
    if (!draft) continue;
    try {
      sessionStorage.setItem(PREFIX + name, JSON.stringify({ ...draft, savedAt: now } satisfies StoredDraft<unknown>));
    } catch {
      // storage full or unavailable: the form cannot be kept, the sign-out still goes on
    }
  }
}

/** The draft of `name` kept for `owner`, or null; a draft of someone else, or too old, is dropped. */
export function readDraft<T>(name: string, owner: string, now = Date.now()): T | null {
  const raw = sessionStorage.getItem(PREFIX + name);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (draft.owner === owner && now - draft.savedAt < DRAFT_MAX_AGE_MS) return draft.values;
  } catch {
    // unreadable: dropped below
  }
  clearDraft(name);
  return null;
}

export function clearDraft(name: string): void {
  sessionStorage.removeItem(PREFIX + name);
}

export function clearAllDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
