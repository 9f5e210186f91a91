import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCityListResponseSchema,
  adminCityResponseSchema,
  cityIdParamsSchema,
  cityInputSchema,
  cityListResponseSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import type { CitiesService } from './cities.service.ts';

/** GET /api/cities (everyone: the cities served and their areas) and /api/admin/cities (admins: manage them). */
export const citiesRoutes: FastifyPluginAsyncZod<{ citiesService: CitiesService }> = async (
  app,
  { citiesService },
) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/cities',
    {
      schema: {
        operationId: 'listCities',
        tags: ['places'],
        summary: 'The cities served: name, map centre, service areas (GeoJSON), currency, time zone and unit',
        response: { 200: cityListResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return { data: await citiesService.listServed() };
    },
  );

  app.get(
    '/admin/cities',
    {
      schema: {
        operationId: 'listAdminCities',
        tags: ['admin'],
        summary: 'Every city with how many drivers and rides it has',
        response: { 200: adminCityListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: adminOnly,
    },
    async () => ({ data: await citiesService.listForAdmin() }),
  );

  app.post(
    '/admin/cities',
    {
      schema: {
        operationId: 'createCity',
        tags: ['admin'],
        summary:
          'Add a city with its service area (a GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection)',
        body: cityInputSchema,
        response: { 201: adminCityResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const city = await citiesService.create(request.body, currentUser(request).id);
      return reply.code(201).send({ data: city });
    },
  );

  app.put(
    '/admin/cities/:id',
    {
      schema: {
        operationId: 'updateCity',
        tags: ['admin'],
        summary: 'Change a city and its service area',
        params: cityIdParamsSchema,
        body: cityInputSchema,
        response: { 200: adminCityResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await citiesService.update(request.params.id, request.body, currentUser(request).id),
    }),
  );

  app.delete(
    '/admin/cities/:id',
    {
      schema: {
        operationId: 'deleteCity',
        tags: ['admin'],
        summary: 'Delete a city that has no rides and no drivers (409 otherwise)',
        params: cityIdParamsSchema,
        response: { 204: noBody('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      await citiesService.remove(request.params.id, currentUser(request).id);
      return reply.code(204).send();
    },
  );
};
