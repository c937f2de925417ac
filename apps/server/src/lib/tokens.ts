import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, sent once to the browser; only the SHA-256 is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
