import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id
const ARGON2ID = 2;

/** OWASP Argon2id minimum: m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

// unknown e-mails are verified against this, so both failures take the same time
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  return dummyHash;
};

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await getDummyHash()), password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's, so login re-hashes it. */
export function needsRehash(storedHash: string): boolean {
  const match = /\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m < ARGON2_OPTIONS.memoryCost || t < ARGON2_OPTIONS.timeCost || p !== ARGON2_OPTIONS.parallelism;
}
