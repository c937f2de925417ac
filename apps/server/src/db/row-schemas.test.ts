import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');
// a row schema written in the call: made and compiled again on every call (zod compiles a schema on
// its first parse, about 0.3 ms, where a parse of a made one takes microseconds)
const MADE_IN_THE_CALL = /\b(selectRows|selectPrepared)\(\s*[\w.]+,\s*(?:['`][^'`]*['`],\s*)?z\./g;

it('reads rows with schemas made once, never one made in the call', () => {
  const found: string[] = [];
  for (const file of readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(SOURCE, file), 'utf8');
    for (const match of text.matchAll(MADE_IN_THE_CALL)) found.push(`${file}:${text.slice(0, match.index).split('\n').length}`);
  }
  expect(found).toEqual([]);
});
