import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fareQuoteRequestSchema, tripEstimateResponseSchema } from '@ridebook/validation';
import { createAttemptLimiter } from '../../plugins/rate-limit.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { RidesService } from '../rides/index.ts';

export type FareEstimateRoutesOptions = {
  ridesService: RidesService;
  /** Estimates per address per minute by visitors who are not signed in. */
  publicEstimatesPerMinute: number;
};

/** POST /api/fare-estimate: the public site's fare estimator. Anyone may ask; nothing is stored or bookable. */
export const fareEstimateRoutes: FastifyPluginAsyncZod<FareEstimateRoutesOptions> = async (
  app,
  { ridesService, publicEstimatesPerMinute },
) => {
  const visitorLimit = createAttemptLimiter(app, [
    {
      max: publicEstimatesPerMinute,
      windowMs: 60_000,
      key: (request) => (request.user === null ? `estimate:ip:${request.ip}` : undefined),
    },
  ]);

  app.post(
    '/fare-estimate',
    {
      schema: {
        operationId: 'estimateFare',
        tags: ['rides'],
        summary: 'Estimate a trip’s fare range, distance and duration without signing in (nothing is stored)',
        body: fareQuoteRequestSchema,
        response: { 200: tripEstimateResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      onRequest: app.authenticateIfSignedIn,
      preHandler: visitorLimit.check,
    },
    async (request) => {
      return { data: await ridesService.estimate(request.body) };
    },
  );
};
