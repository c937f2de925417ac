import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@portal/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus } from '../lib/app-error.ts';
import { errorEnvelope, frameworkErrorCode, sendError } from './errors.ts';

/**
 * Errors Fastify raises before a route is chosen (a bad escape in the path, a parameter over the length
 * limit): the envelope, without the path or an internal code.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL';
  reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
  return sendError(reply, known ? frameworkErrorCode(error) : 'internal');
}

/**
 * Requests Node's HTTP parser refuses (a bad Content-Length, a malformed request line, headers too
 * large): answered in the envelope on the raw socket, as nothing of Fastify runs for them.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headersTooLarge'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'requestTimeout'
        : 'invalidBody';
  const status = errorStatus(code);
  const body = JSON.stringify(errorEnvelope(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
