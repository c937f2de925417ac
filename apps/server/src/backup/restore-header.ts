import { Transform } from 'node:stream';

const HEADER_END = Buffer.from('\n-- Name: ');
const SETTING = /^SET (\w+) = .*;$/;
/** How far into a dump its opening lines are looked for. */
const HEADER_MAX_BYTES = 1_000_000;

/**
 * Leaves out of a dump's opening lines the session settings that the target server does not know:
 * a newer pg_dump (PGlite's) sets some (transaction_timeout) that an older PostgreSQL refuses, and
 * they change nothing in the data. Past the opening lines the bytes pass untouched: a row's text may
 * hold any line, and a character of several bytes may be cut between two chunks.
 */
export function dropUnknownSettings(known: Set<string>): Transform {
  let head = Buffer.alloc(0);
  let done = false;
  const filter = (text: string) =>
    text
      .split('\n')
      .filter((line) => {
        const name = SETTING.exec(line)?.[1];
        return !name || known.has(name);
      })
      .join('\n');
  // the opening lines are what comes before the first object's header; without one, nothing is left out
  const headerEnd = (bytes: Buffer) => {
    const at = bytes.indexOf(HEADER_END);
    return at < 0 ? -1 : at + 1;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = headerEnd(head);
      if (end < 0 && head.length < HEADER_MAX_BYTES) return callback();
      done = true;
      const cut = Math.max(end, 0);
      callback(null, Buffer.concat([Buffer.from(filter(head.subarray(0, cut).toString('utf8'))), head.subarray(cut)]));
    },
    flush(callback) {
      if (done) return callback();
      const end = headerEnd(head);
      callback(
        null,
        end < 0 ? head : Buffer.concat([Buffer.from(filter(head.subarray(0, end).toString('utf8'))), head.subarray(end)]),
      );
    },
  });
}
