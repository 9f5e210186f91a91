import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_NOT_EXPOSED =
  'Metrics are read on the internal METRICS_PORT, or here with the METRICS_TOKEN bearer token';
export const METRICS_TOKEN_WRONG = 'Send the METRICS_TOKEN as "Authorization: Bearer <token>"';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/metrics on the public port: only with `Authorization: Bearer <METRICS_TOKEN>`. Without a configured
 * token it is refused (403) whoever asks: the metrics are then on the internal port only (`startMetricsServer`).
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics; token: string | undefined }> = async (
  app,
  { metrics, token },
) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        operationId: 'getMetrics',
        summary: 'Prometheus metrics (text exposition format); needs the METRICS_TOKEN bearer token',
        produces: ['text/plain'],
        response: {
          200: z.string().describe('The metrics in the Prometheus text format'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      if (token === undefined) throw new AppError(403, ERROR_CODES.FORBIDDEN, METRICS_NOT_EXPOSED);
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!sameSecret(given, token)) {
        throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, METRICS_TOKEN_WRONG);
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  );
};

/**
 * The internal metrics port (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default): `/metrics` and `/api/metrics`
 * without a token, for a Prometheus on the same machine or network; anything else is 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { host: string; port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || (path !== '/metrics' && path !== '/api/metrics')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
