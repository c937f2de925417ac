import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { dropUnknownSettings } from './restore-header.ts';

const dump = [
  '--',
  '-- PostgreSQL database dump',
  'SET statement_timeout = 0;',
  'SET transaction_timeout = 0;',
  "SET client_encoding = 'UTF8';",
  '',
  '-- Name: programs; Type: TABLE',
  'COPY public.programs (program_id, program_name, program_name_kn) FROM stdin;',
  '1\tFinancial Inclusion\tಆರ್ಥಿಕ ಸೇರ್ಪಡೆ',
  'SET transaction_timeout = 0;',
  '\\.',
  '',
].join('\n');

/** The dump through the filter, cut into pieces of `size` bytes (a Kannada letter is three). */
const through = async (size: number) => {
  const bytes = Buffer.from(dump);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  return (
    await buffer(Readable.from(pieces).pipe(dropUnknownSettings(new Set(['statement_timeout', 'client_encoding']))))
  ).toString();
};

describe('a dump restored into an older PostgreSQL', () => {
  it('leaves out the opening settings the server does not know, and every byte after them as it was, however cut', async () => {
    const expected = dump.replace('SET transaction_timeout = 0;\nSET client', 'SET client');
    // the piece in which the opening lines end stops inside the first Kannada letter, one byte in and two
    const letter = Buffer.from(dump).indexOf(Buffer.from('ಆ'));
    for (const size of [1, 2, 7, 64, letter + 1, letter + 2, 100_000])
      expect(await through(size), `pieces of ${size}`).toBe(expected);
  });
});
