import swagger from '@fastify/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
} from '@portal/contract/idempotency';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { takesIdempotencyKey } from './idempotency.ts';

// every write route that takes one says so (decision 007)
const IDEMPOTENCY_KEY_HEADERS = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description: `Made by the form when it opens. A repeat by the same user within ${IDEMPOTENCY_KEY_TTL_HOURS} hours gets the first success again (${IDEMPOTENT_REPLAY_HEADER}: true) without writing; the same key with another request: 422; while the first still runs: the repeat waits, or 409 with Retry-After.`,
    },
  },
};

/** A route as the router registered it, with the statuses its response schemas describe. */
export interface RouteResponses {
  method: string;
  url: string;
  /** Left out of the description (the description itself, static files). */
  hidden: boolean;
  /** The keys of `schema.response`: '200', '4xx', '5xx', … */
  statuses: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, with its response statuses. */
    routeResponses: readonly RouteResponses[];
  }
}

/** An OpenAPI description generated from the contract's schemas, for integrators. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  app.decorate('routeResponses', {
    getter: () =>
      registered.map((route) => {
        const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
        return {
          method: String(route.method),
          url: route.url,
          hidden: schema?.hide === true,
          statuses: Object.keys(schema?.response ?? {}),
        };
      }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Beneficiary portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const described = jsonSchemaTransform(document);
      if (!described.schema || described.schema.hide || !takesIdempotencyKey(document.route.method, document.route.config)) {
        return described;
      }
      return { ...described, schema: { ...described.schema, headers: IDEMPOTENCY_KEY_HEADERS } };
    },
  });
  app.get('/api/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
