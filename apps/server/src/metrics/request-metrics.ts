import type { FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Requests no route matched (the JSON 404, and the web app's pages answered with index.html). */
export const UNMATCHED = '(unmatched)';
/** The web app's own files: one label for all, their names change with every build. */
export const WEB_APP_FILE = '(web app file)';

// seconds; the uploads take tens of seconds, so past the usual 10
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The route label is the matched route's pattern (`/…/get-beneficiary-details/:id`), never the URL:
 * a URL holds ids, and a search's query holds names and phone numbers.
 */
export function routeLabel(request: FastifyRequest): string {
  if (request.is404 || !request.routeOptions.url) return UNMATCHED;
  if (request.routeOptions.config.rootPath) return WEB_APP_FILE;
  return request.routeOptions.url;
}

export function requestMetrics(registry: Registry) {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, and how long their answers took',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: reply.statusCode };
    durations.observe(labels, reply.elapsedTime / 1000);
  };
}
