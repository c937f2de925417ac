import { Readable } from 'node:stream';
import fc from 'fast-check';
import { errorCodes } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from './json-body-stream.ts';

/** JSON.parse as the app's JSON parser uses it: a byte order mark dropped, Fastify's error for text that is not JSON. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  }
}
const options = { limit: 1024 * 1024, maxItems: 5, parse };

/** `text` as a body arriving in pieces cut at the given byte offsets. */
function body(text: string | Buffer, cuts: number[] = []) {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces = [0, ...at, bytes.length].flatMap((start, i, all) =>
    i + 1 < all.length && all[i + 1] > start ? [bytes.subarray(start, all[i + 1])] : [],
  );
  return { stream: Readable.from(pieces, { objectMode: false }), length: bytes.length };
}
const read = (text: string | Buffer, cuts: number[] = [], opts = options) => {
  const { stream, length } = body(text, cuts);
  return readJsonBody(stream, length, opts);
};

describe('a JSON body read element by element', () => {
  it('gives what JSON.parse gives, however the body is cut into pieces', async () => {
    const member = fc.array(fc.jsonValue(), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.oneof(member, fc.jsonValue())),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom(0, 2),
        async (value, cuts, indent) => {
          const text = JSON.stringify(value, null, indent);
          expect(await read(text, cuts, { ...options, maxItems: 1_000 })).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads escapes, brackets in strings, nested arrays and text of every script, cut anywhere', async () => {
    const text = `\uFEFF { "a" : [ {"x":"]\\",["},  "ಹುಣಸೂರು \\u005d", [1,[2,[]]], null , -1.5e3, true ] , "b":{"c":[1,2]},"d":[]}`;
    const expected = JSON.parse(text.slice(1));
    for (let cut = 0; cut <= Buffer.byteLength(text); cut++) {
      expect(await read(text, [cut, cut + 3])).toEqual(expected);
    }
  });

  it('keeps one element more than the most it may keep, so a schema still finds too many', async () => {
    const value = { rows: Array.from({ length: 9 }, (_, i) => ({ i })), dryRun: true };
    expect(await read(JSON.stringify(value))).toEqual({ rows: value.rows.slice(0, 6), dryRun: true });
  });

  it.each([
    ['a missing element', '{"a":[1,,2]}'],
    ['a trailing comma', '{"a":[1,]}'],
    ['a leading comma', '{"a":[,1]}'],
    ['two values in one element', '{"a":[1 2]}'],
    ['an unclosed array', '{"a":[1,2'],
    ['a bracket closing the wrong thing', '{"a":[1}]}'],
    ['an unclosed string', '{"a":["x]}'],
    ['text after the object', '{"a":[1]} x'],
    ['a broken element', '{"a":[{"x":}]}'],
  ])('refuses %s as invalid JSON (400)', async (_label, text) => {
    await expect(read(text)).rejects.toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
  });

  it('refuses an empty body, a body past the limit (413) and a length that is not the one announced', async () => {
    await expect(read('')).rejects.toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' });
    const big = JSON.stringify({ a: ['x'.repeat(2_000)] });
    await expect(read(big, [500, 1000], { ...options, limit: 1_000 })).rejects.toMatchObject({ statusCode: 413 });
    await expect(readJsonBody(body(big).stream, 5_000_000, options)).rejects.toMatchObject({ statusCode: 413 });
    await expect(readJsonBody(body('{"a":[1]}').stream, 12, options)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    });
  });
});
