import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const HEADER_END = /^-- Name: /m;
const SETTING = /^SET (\w+) = .*;$/;

/**
 * Leaves out of a dump's opening lines the session settings that the target server does not know:
 * a newer pg_dump (PGlite's) sets some (transaction_timeout) that an older PostgreSQL refuses, and
 * they change nothing in the data. Past the opening lines the text passes untouched: a row's text
 * may hold any line.
 */
export function dropUnknownSettings(known: Set<string>): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let done = false;
  const filter = (text: string) =>
    text
      .split('\n')
      .filter((line) => {
        const name = SETTING.exec(line)?.[1];
        return !name || known.has(name);
      })
      .join('\n');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = HEADER_END.exec(head);
      if (!end && head.length < 1_000_000) return callback();
      done = true;
      head += decoder.end();
      const cut = end ? end.index : head.length;
      callback(null, filter(head.slice(0, cut)) + head.slice(cut));
    },
    flush(callback) {
      callback(null, done ? '' : filter(head + decoder.end()));
    },
  });
}
