import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapSettingsResponseSchema, type MapSettings } from '@ridebook/validation';

/** GET /api/map (anyone): how the apps draw their maps, and what the plain basemap draws without tiles. */
export const mapRoutes: FastifyPluginAsyncZod<{ mapSettings: () => Promise<MapSettings> }> = async (
  app,
  { mapSettings },
) => {
  app.get(
    '/map',
    {
      schema: {
        operationId: 'getMapSettings',
        tags: ['places'],
        summary:
          "The map's style or raster tiles (the operator's), and the served areas and known places for a map drawn without tiles",
        response: { 200: mapSettingsResponseSchema },
      },
    },
    async (_request, reply) => {
      // Like GET /cities: an admin's new area shows within a minute.
      void reply.header('cache-control', 'public, max-age=60');
      return { data: await mapSettings() };
    },
  );
};
