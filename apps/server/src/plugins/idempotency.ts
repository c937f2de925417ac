import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '@portal/contract/idempotency';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { purgeEveryHour } from '../lib/periodic-purge.ts';
import { requestHash } from '../lib/request-hash.ts';
import { claimKey, type KeyRef, purgeExpiredKeys, readKey, releaseKey, renewClaim, storeAnswer } from './idempotency-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every non-public POST, PUT, PATCH and DELETE route takes an `Idempotency-Key` unless it says
     * `false`; `writes` tells, per request, whether it changes data (a dry run does not).
     */
    idempotency?: false | { writes(request: FastifyRequest): boolean };
  }
}

export interface IdempotencyOptions {
  db: Database;
  /** How long a repeat waits for the first request with its key before it is answered 409. */
  waitMs?: number;
  /** A claim not renewed this long belongs to a process that died: the next request with the key runs. */
  leaseSeconds?: number;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRY_AFTER_SECONDS = '2';

interface Claimed {
  ref: KeyRef;
  claim: string;
  heartbeat: NodeJS.Timeout;
  done: () => void;
}

type Outcome =
  | { kind: 'claimed' }
  | { kind: 'answer'; statusCode: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

/** Whether a route takes an Idempotency-Key: a signed-in write that did not opt out. */
export function takesIdempotencyKey(method: string | string[], config: FastifyContextConfig | undefined): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return (
    methods.some((m) => WRITE_METHODS.has(m)) &&
    config?.access !== undefined &&
    config.access !== 'public' &&
    config.idempotency !== false
  );
}

/**
 * Idempotent writes (decision 007). A write sent with an `Idempotency-Key` runs once per user, route
 * and key: a repeat gets the first answer (status and body) for 24 hours, without running again. The
 * key is claimed after the body has arrived and passed its schema, just before the handler: a request
 * whose client went away while sending never reaches this, so it leaves no trace. Only a success is
 * kept; a refusal (4xx: nothing was written) or a failure (5xx) lets the key go, so the next request
 * with it runs. Repeats that arrive while the first runs wait for its answer.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: IdempotencyOptions) => {
  const { db } = options;
  const waitMs = options.waitMs ?? 30_000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const claimed = new WeakMap<FastifyRequest, Claimed>();
  // requests of this process working on a key: a repeat here wakes as soon as it is answered
  const running = new Map<string, Promise<void>>();
  const localName = (ref: KeyRef) => `${ref.userId} ${ref.route} ${ref.keyHash}`;

  const pause = (ref: KeyRef, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      running.get(localName(ref))?.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function acquire(ref: KeyRef, hash: string, claim: string): Promise<Outcome> {
    const deadline = Date.now() + waitMs;
    let wait = 10;
    for (;;) {
      if (await claimKey(db, ref, hash, claim, leaseSeconds)) return { kind: 'claimed' };
      const row = await readKey(db, ref);
      // let go between the two statements: claim it again
      if (!row) continue;
      if (row.requestHash !== hash) return { kind: 'mismatch' };
      if (row.statusCode !== null && row.responseBody !== null) {
        return { kind: 'answer', statusCode: row.statusCode, body: row.responseBody };
      }
      const left = deadline - Date.now();
      if (left <= 0) return { kind: 'busy' };
      await pause(ref, Math.min(wait, left));
      wait = Math.min(wait * 2, 500);
    }
  }

  /** Keeps a success, lets the key go otherwise; never fails the answer itself. */
  async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const owned = claimed.get(request);
    if (!owned) return;
    claimed.delete(request);
    clearInterval(owned.heartbeat);
    try {
      const success = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
      if (success) await storeAnswer(db, owned.ref, owned.claim, reply.statusCode, payload);
      else await releaseKey(db, owned.ref, owned.claim);
    } catch (error) {
      // the statement's parameters (the answer) are not logged: safeError drops them
      request.log.error({ err: error, event: 'idempotency_store_failed', route: owned.ref.route }, 'could not keep the answer');
    } finally {
      owned.done();
    }
  }

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !takesIdempotencyKey(request.method, request.routeOptions.config)) return;
    // a header sent twice arrives joined by ", " and is refused here
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
      throw new AppError('idempotencyKeyMalformed');
    }
    const setting = request.routeOptions.config.idempotency;
    if ((setting && !setting.writes(request)) || !request.auth) return;

    const ref: KeyRef = {
      userId: request.auth.userId,
      route: `${request.method} ${request.routeOptions.url}`,
      keyHash: createHash('sha256').update(header).digest('hex'),
    };
    const claim = randomUUID();
    const outcome = await acquire(ref, requestHash({ params: request.params, body: request.body }), claim);
    if (outcome.kind === 'mismatch') {
      request.log.info({ event: 'idempotency_key_reused', route: ref.route, userId: ref.userId }, 'key reused');
      throw new AppError('idempotencyKeyReused');
    }
    if (outcome.kind === 'busy') {
      throw new AppError('idempotencyInProgress', { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });
    }
    if (outcome.kind === 'answer') {
      request.log.info({ event: 'idempotent_replay', route: ref.route, userId: ref.userId }, 'answer repeated');
      return reply
        .code(outcome.statusCode)
        .header(IDEMPOTENT_REPLAY_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(outcome.body);
    }
    let done = () => {};
    const name = localName(ref);
    const finished = new Promise<void>((resolve) => {
      done = () => {
        if (running.get(name) === finished) running.delete(name);
        resolve();
      };
    });
    running.set(name, finished);
    const heartbeat = setInterval(
      () => {
        renewClaim(db, ref, claim).catch((error) => request.log.warn({ err: error }, 'could not renew an idempotency claim'));
      },
      (leaseSeconds * 1000) / 4,
    );
    heartbeat.unref();
    claimed.set(request, { ref, claim, heartbeat, done });
  });

  // before the answer leaves: a repeat that arrives once the client has it finds it kept
  app.addHook('onSend', async (request, reply, payload) => {
    await finish(request, reply, payload);
    return payload;
  });
  // the answer was never sent through onSend (the connection failed first): let the key go
  app.addHook('onResponse', async (request, reply) => {
    await finish(request, reply, undefined);
  });

  purgeEveryHour(
    app,
    {
      event: 'idempotency_keys_purged',
      message: 'expired idempotency keys deleted',
      failed: 'could not delete expired idempotency keys',
    },
    () => purgeExpiredKeys(db, leaseSeconds),
  );
});
