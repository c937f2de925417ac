import { REQUEST_ERRORS } from '@portal/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/transaction-retry.ts';
import { AppError } from '../lib/app-error.ts';

const STATUS_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, REQUEST_ERRORS.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, REQUEST_ERRORS.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, REQUEST_ERRORS.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, REQUEST_ERRORS.invalidBody],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, REQUEST_ERRORS.invalidBody],
  FST_ERR_VALIDATION: [400, REQUEST_ERRORS.invalidBody],
};

// character_not_in_repertoire (a NUL in text) and untranslatable_character
const UNSTORABLE_SQLSTATES = new Set(['22021', '22P05']);

/** The first problem is the message; one that concerns a single character names its field, which it cannot show. */
function firstMessage(errors: { field: string; message: string }[]): string {
  const [first] = errors;
  if (!first) return REQUEST_ERRORS.invalidBody;
  return first.message === REQUEST_ERRORS.unstorableText && first.field ? `${first.field}: ${first.message}` : first.message;
}

/** One handler turns every error into the spec's envelope; 5xx never carry internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? REQUEST_ERRORS.invalidBody,
      }));
      request.log.info({ event: 'input_validation_fail', fields: errors.map((e) => e.field) }, 'validation failed');
      return reply.status(400).send({ Status: false, Message: firstMessage(errors), errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ Status: false, Message: error.message, errors: error.details });
    }
    // the last guard: text the database cannot store is bad input, not a failure of ours
    const state = sqlState(error);
    if (state && UNSTORABLE_SQLSTATES.has(state)) {
      request.log.info({ event: 'input_validation_fail', code: state }, 'text the database cannot store');
      return reply.status(400).send({ Status: false, Message: REQUEST_ERRORS.unstorableText });
    }
    const known = error.code ? STATUS_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ Status: false, Message: known[1] });
    // under-pressure: the event loop is stalled; it has set Retry-After, the client may try again
    if (error.statusCode === 503) {
      return reply.status(503).send({ Status: false, Message: REQUEST_ERRORS.unavailable });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ Status: false, Message: REQUEST_ERRORS.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ Status: false, Message: REQUEST_ERRORS.invalidBody });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ Status: false, Message: REQUEST_ERRORS.internal });
  });
});
