import http from 'node:http';
import type { Socket } from 'node:net';
import { REQUEST_ERRORS } from '@portal/contract/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify raises before a route is chosen (a bad escape in the path, a parameter over the length
 * limit): the envelope, without the path or an internal code.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414 ? REQUEST_ERRORS.tooLarge : status === 400 ? REQUEST_ERRORS.invalidBody : REQUEST_ERRORS.internal;
  reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
  return reply.status(status).send({ Status: false, Message: message });
}

/**
 * Requests Node's HTTP parser refuses (a bad Content-Length, a malformed request line, headers too
 * large): answered in the envelope on the raw socket, as nothing of Fastify runs for them.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ Status: false, Message: status === 431 ? REQUEST_ERRORS.tooLarge : REQUEST_ERRORS.invalidBody });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
