import { type Readable, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { preParsingHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

/** The body stream handed to Fastify's parser; it compares receivedEncodedLength (bytes on the wire) with Content-Length. */
type BodyStream = Transform & { receivedEncodedLength: number };

const tooLarge = () => new AppError('tooLarge');
const corrupt = () => new AppError('invalidBody');

/**
 * A gzip request body inflated as it arrives, never past `limit` bytes: the first inflated byte beyond
 * it (or a wire body beyond it) stops the inflation at once and fails the body with 413; a body that is
 * not gzip fails with 400. The request stream itself is left open, so the answer can still be sent.
 */
export function inflateCapped(wire: Readable, limit: number): BodyStream {
  const gunzip = createGunzip();
  let inflated = 0;
  let stopped = false;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      if (inflated > limit) return stop(tooLarge());
      callback(null, chunk);
    },
  }) as BodyStream;
  body.receivedEncodedLength = 0;

  function stop(error: AppError) {
    if (stopped) return;
    stopped = true;
    wire.unpipe(gunzip);
    wire.removeListener('data', countWire);
    gunzip.destroy();
    // what is still to come of the body is read and dropped; the answer closes the connection
    wire.resume();
    body.destroy(error);
  }
  function countWire(chunk: Buffer) {
    body.receivedEncodedLength += chunk.length;
    if (body.receivedEncodedLength > limit) stop(tooLarge());
  }

  wire.on('data', countWire);
  wire.on('error', (error) => body.destroy(error));
  gunzip.on('error', () => stop(corrupt()));
  wire.pipe(gunzip).pipe(body);
  return body;
}

/**
 * preParsing hook for the routes that take a gzip body (`Content-Encoding: gzip`, as the upload dialogs
 * send it): the body is inflated with the route's own body limit on the inflated bytes, as well as the
 * limit Fastify keeps on the bytes on the wire. A body without Content-Encoding passes unchanged; any
 * other coding is refused.
 */
export function acceptGzipBody(limit: number): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    const coding = request.headers['content-encoding']?.trim().toLowerCase();
    if (coding === undefined || coding === '' || coding === 'identity') return done(null, payload);
    if (coding !== 'gzip' && coding !== 'x-gzip') return done(new AppError('unsupportedMediaType'));
    done(null, inflateCapped(payload, limit));
  };
}
