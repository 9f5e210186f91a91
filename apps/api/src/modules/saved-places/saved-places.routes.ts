import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  SAVED_PLACE_MESSAGES,
  savedPlaceIdParamsSchema,
  savedPlaceInputSchema,
  savedPlaceListResponseSchema,
  savedPlaceResponseSchema,
  updateSavedPlaceSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { SavedPlacesService } from './saved-places.service.ts';

/** /api/rider/saved-places: a rider's Home, Work and named favourites. */
export const savedPlacesRoutes: FastifyPluginAsyncZod<{ savedPlaces: SavedPlacesService }> = async (
  app,
  { savedPlaces },
) => {
  const riders = app.requireRole('rider');
  app.get(
    '/rider/saved-places',
    {
      schema: {
        operationId: 'listSavedPlaces',
        tags: ['places'],
        summary: 'Your saved places: Home, then Work, then the others oldest first',
        response: { 200: savedPlaceListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: riders,
    },
    async (request) => ({ data: await savedPlaces.list(currentUser(request).id) }),
  );

  app.post(
    '/rider/saved-places',
    {
      schema: {
        operationId: 'savePlace',
        tags: ['places'],
        summary: 'Save a place (up to 10); saving Home or Work again moves it to the new address (200)',
        body: savedPlaceInputSchema,
        response: {
          200: savedPlaceResponseSchema.describe(
            'Home or Work saved again: the existing one, moved to the new address',
          ),
          201: savedPlaceResponseSchema.describe('Saved: the new place'),
          ...errorResponses(400, 401, 403, 409),
        },
      },
      onRequest: riders,
    },
    async (request, reply) => {
      const { place, created } = await savedPlaces.save(currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send({ data: place });
    },
  );

  app.patch(
    '/rider/saved-places/:id',
    {
      schema: {
        operationId: 'updateSavedPlace',
        tags: ['places'],
        summary: 'Change a saved place: its kind, name or location',
        params: savedPlaceIdParamsSchema,
        body: updateSavedPlaceSchema,
        response: { 200: savedPlaceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: riders,
    },
    async (request) => ({
      data: await savedPlaces.update(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/rider/saved-places/:id',
    {
      schema: {
        operationId: 'removeSavedPlace',
        tags: ['places'],
        summary: 'Remove a saved place',
        params: savedPlaceIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: riders,
    },
    async (request) => {
      await savedPlaces.remove(currentUser(request).id, request.params.id);
      return { message: SAVED_PLACE_MESSAGES.placeRemoved };
    },
  );
};
