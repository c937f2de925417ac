/** The stored session of spec §3, kept in localStorage under the key `user`; no schema, so the first page load stays light. */
export const SESSION_STORAGE_KEY = 'user';

export interface StoredSession {
  token: string;
  /** Millisecond timestamp. */
  expirationTime: number;
}
