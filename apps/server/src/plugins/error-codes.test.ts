import { ErrorEnvelopeSchema } from '@portal/contract/envelope';
import { ERROR_CODES, ERRORS, type ErrorCode, isErrorCode } from '@portal/contract/errors';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { errorsPlugin } from './errors.ts';
import { webAppPlugin } from './web-app.ts';

const app = Fastify({ bodyLimit: 100 }).withTypeProvider<ZodTypeProvider>();
const failWith = (statusCode: number) => Object.assign(new Error('internal detail'), { statusCode });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/throw/:code', async (request) => {
    throw new AppError((request.params as { code: ErrorCode }).code);
  });
  app.post('/typed', { schema: { body: z.object({ name: z.string().min(3, 'Name too short') }) } }, async () => ({ ok: 1 }));
  app.get('/status/:status', async (request) => {
    throw failWith(Number((request.params as { status: string }).status));
  });
  await app.register(webAppPlugin, { webDist: '/nonexistent' });
  await app.ready();
});
afterAll(() => app.close());

/** The answer is the envelope, with the code's status and text. */
function expectCoded(
  response: { statusCode: number; json(): unknown },
  code: ErrorCode,
  message: string = EN_IN[ERRORS[code].message],
) {
  const body = ErrorEnvelopeSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.code, Message: body.Message }).toEqual({
    status: ERRORS[code].status,
    code,
    Message: message,
  });
}

describe('error codes', () => {
  it('gives every code an error status and a text of the catalogue', () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(400);
      expect(EN_IN[ERRORS[code].message], code).toEqual(expect.any(String));
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('toString')).toBe(false);
  });

  it.each(ERROR_CODES)('answers AppError %s with its status, its English text and the code', async (code) => {
    expectCoded(await app.inject({ method: 'GET', url: `/throw/${code}` }), code);
  });

  it('keeps the spec texts byte for byte', async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/noTokenMenu' });
    expect(response.json()).toEqual({
      Status: false,
      Message: 'No token found. User is not authenticated.',
      code: 'noTokenMenu',
    });
  });
});

describe('framework errors carry codes', () => {
  it('a field that fails validation: invalidInput, its own text and the list', async () => {
    const response = await app.inject({ method: 'POST', url: '/typed', payload: { name: 'ab' } });
    expectCoded(response, 'invalidInput', 'Name too short');
    expect(response.json().errors).toEqual([{ field: 'name', message: 'Name too short' }]);
  });

  it('bad JSON: invalidJson', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectCoded(response, 'invalidJson');
  });

  it('an unknown path: notFound', async () => {
    expectCoded(await app.inject({ method: 'GET', url: '/api/v1/nothing-here' }), 'notFound');
  });

  it('a body over the limit: tooLarge', async () => {
    const response = await app.inject({ method: 'POST', url: '/typed', payload: { name: 'x'.repeat(200) } });
    expectCoded(response, 'tooLarge');
  });

  it.each([
    [429, 'rateLimited'],
    [503, 'unavailable'],
    [500, 'internal'],
    [502, 'internal'],
  ] as const)('a plugin error with status %i: %s, never its detail', async (status, code) => {
    const response = await app.inject({ method: 'GET', url: `/status/${status}` });
    expectCoded(response, code);
    expect(response.body).not.toContain('internal detail');
  });
});
