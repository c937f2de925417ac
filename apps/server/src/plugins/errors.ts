import type { ErrorEnvelope } from '@portal/contract/envelope';
import type { ErrorCode } from '@portal/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/transaction-retry.ts';
import { AppError, errorStatus, errorText, type FieldError, InputRejected } from '../lib/app-error.ts';

/** Fastify's own errors by their code. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidBody',
  FST_ERR_VALIDATION: 'invalidBody',
  FST_ERR_BAD_URL: 'invalidBody',
  FST_ERR_MAX_PARAM_LENGTH: 'uriTooLong',
};

/** Errors of plugins (rate limit, under-pressure, body parsers) known only by their status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalidBody',
  404: 'notFound',
  408: 'requestTimeout',
  413: 'tooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  431: 'headersTooLarge',
  503: 'unavailable',
};

const QUERY_CANCELED = '57014';
const QUERY_TIMEOUT_RETRY_SECONDS = 5;
// character_not_in_repertoire (a NUL in text) and untranslatable_character
const UNSTORABLE_SQLSTATES = new Set(['22021', '22P05']);

/**
 * The error envelope, built here only: `{ Status: false, Message, code, errors? }`. Message is the
 * code's English text (the spec's), or for a refused field that field's text.
 */
export function errorEnvelope(error: AppError | ErrorCode, message?: string): ErrorEnvelope {
  if (typeof error === 'string') return { Status: false, Message: message ?? errorText(error), code: error };
  const body: ErrorEnvelope = { Status: false, Message: message ?? error.message, code: error.code };
  if (error.details) body.errors = error.details;
  return body;
}

/** Sends a code's envelope with the code's status. */
export function sendError(reply: FastifyReply, error: AppError | ErrorCode, message?: string) {
  const status = typeof error === 'string' ? errorStatus(error) : error.status;
  if (typeof error !== 'string' && error.headers) reply.headers(error.headers);
  return reply.status(status).send(errorEnvelope(error, message));
}

/** The code Fastify's (or a plugin's) error answers with. */
export function frameworkErrorCode(error: Pick<FastifyError, 'code' | 'statusCode'>): ErrorCode {
  const byCode = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (byCode) return byCode;
  const status = error.statusCode ?? 500;
  return STATUS_CODES[status] ?? (status >= 400 && status < 500 ? 'invalidBody' : 'internal');
}

/** The first problem is the message; one that concerns a single character names its field, which it cannot show. */
function firstMessage(errors: FieldError[]): string {
  const [first] = errors;
  if (!first) return errorText('invalidInput');
  const unstorable = errorText('unstorableText');
  return first.message === unstorable && first.field ? `${first.field}: ${first.message}` : first.message;
}

/** One handler turns every error into the spec's envelope; 5xx never carry internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? errorText('invalidInput'),
      }));
      request.log.info({ event: 'input_validation_fail', fields: errors.map((e) => e.field) }, 'validation failed');
      return sendError(reply, new AppError('invalidInput', { details: errors }), firstMessage(errors));
    }
    if (error instanceof InputRejected) {
      request.log.info({ event: 'input_validation_fail', fields: error.details.map((e) => e.field) }, 'validation failed');
      return sendError(reply, new AppError('invalidInput', { details: error.details }), firstMessage(error.details));
    }
    if (error instanceof AppError) return sendError(reply, error);
    // the last guard: text the database cannot store is bad input, not a failure of ours
    const state = sqlState(error);
    if (state && UNSTORABLE_SQLSTATES.has(state)) {
      request.log.info({ event: 'input_validation_fail', code: state }, 'text the database cannot store');
      return sendError(reply, 'unstorableText');
    }
    // a list's statement ran past its time limit (db/client.ts listDatabase): narrow it, or come back
    if (state === QUERY_CANCELED) {
      request.log.warn({ event: 'query_timeout', route: request.routeOptions.url }, 'statement time limit reached');
      return sendError(reply, new AppError('queryTimeout', { headers: { 'Retry-After': String(QUERY_TIMEOUT_RETRY_SECONDS) } }));
    }
    // under-pressure sets Retry-After on its 503, the rate limit on its 429: the client may try again
    const code = frameworkErrorCode(error);
    if (code === 'internal') request.log.error({ err: error }, 'request failed');
    return sendError(reply, code);
  });
});
