import { SESSION_STORAGE_KEY, type StoredSession } from '@portal/contract/session';

/** The session of spec §3, kept in localStorage under `user`; no personal data is stored. */
export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<StoredSession> | null) : null;
    return typeof value?.token === 'string' && value.token && typeof value.expirationTime === 'number'
      ? { token: value.token, expirationTime: value.expirationTime }
      : null;
  } catch {
    return null;
  }
}

export const hasStoredSession = (): boolean => localStorage.getItem(SESSION_STORAGE_KEY) !== null;

export function saveSession(session: StoredSession): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: session.token, expirationTime: session.expirationTime }));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** Valid means a token exists and expirationTime is later than now (spec §4). */
export function isSessionValid(session: StoredSession | null, now = Date.now()): boolean {
  return Boolean(session?.token) && (session?.expirationTime ?? 0) > now;
}
