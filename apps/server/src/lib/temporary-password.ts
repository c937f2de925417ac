import { randomInt } from 'node:crypto';

// no 0/o, 1/l/i: read out over a phone without a question
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A password an administrator hands over once: three groups of four, about 59 bits. */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}
