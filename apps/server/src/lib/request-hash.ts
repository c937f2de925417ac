import { createHash, type Hash } from 'node:crypto';

type Work = { literal: string } | { value: unknown };

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A value as JSON text has it: a date as its ISO text, undefined as null. */
function plain(value: unknown): unknown {
  return isContainer(value) && typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ? (value as { toJSON(): unknown }).toJSON()
    : value;
}

/** An object none of whose values is an object or array: the common case, hashed in one piece. */
function isFlat(value: object): boolean {
  for (const item of Object.values(value)) if (isContainer(plain(item))) return false;
  return true;
}

function feed(hash: Hash, root: unknown): void {
  // an explicit stack: a body nested deeper than the call stack allows is hashed like any other
  const stack: Work[] = [{ value: root }];
  while (stack.length > 0) {
    const work = stack.pop() as Work;
    if ('literal' in work) {
      hash.update(work.literal);
      continue;
    }
    const value = plain(work.value);
    if (!isContainer(value)) {
      hash.update(JSON.stringify(value) ?? 'null');
    } else if (Array.isArray(value)) {
      stack.push({ literal: ']' });
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i] }, { literal: i > 0 ? ',' : '[' });
      if (value.length === 0) stack.push({ literal: '[' });
    } else if (isFlat(value)) {
      // keys in order, so that a client sending them in another order sends the same request
      hash.update(JSON.stringify(value, Object.keys(value).sort()));
    } else {
      const keys = Object.keys(value)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .sort();
      stack.push({ literal: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ value: (value as Record<string, unknown>)[keys[i]] });
        stack.push({ literal: `${i > 0 ? ',' : '{'}${JSON.stringify(keys[i])}:` });
      }
      if (keys.length === 0) stack.push({ literal: '{' });
    }
  }
}

/**
 * SHA-256 of a request's parsed parameters and body, the same for the same content whatever the
 * order of its keys or how it was sent (gzipped or not). Large bodies (a sheet of 50,000 records) are
 * fed a record at a time, never written out whole.
 */
export function requestHash(value: unknown): string {
  const hash = createHash('sha256');
  feed(hash, value);
  return hash.digest('hex');
}
