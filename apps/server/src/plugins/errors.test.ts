import { REQUEST_ERRORS } from '@portal/contract/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

const app = Fastify();
const failWith = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

beforeAll(async () => {
  await app.register(errorsPlugin);
  // an overloaded server: under-pressure's error carries 503, and it has set Retry-After
  app.get('/stalled', async (_request, reply) => {
    reply.header('retry-after', '5');
    throw failWith(503, 'Service Unavailable');
  });
  app.get('/broken', async () => {
    throw new Error('connection to 10.0.0.5 refused');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('errors plugin', () => {
  it('passes an overload on as 503 with Retry-After and the unavailable text', async () => {
    const response = await app.inject({ method: 'GET', url: '/stalled' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.unavailable, code: 'unavailable' });
  });

  it('answers any other failure with the generic text, never its details', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Status: false, Message: REQUEST_ERRORS.internal, code: 'internal' });
    expect(response.body).not.toContain('10.0.0.5');
  });
});
