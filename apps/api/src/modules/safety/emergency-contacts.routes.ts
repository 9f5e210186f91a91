import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emergencyContactIdParamsSchema,
  emergencyContactInputSchema,
  emergencyContactListResponseSchema,
  emergencyContactResponseSchema,
  messageResponseSchema,
  SAFETY_MESSAGES,
  updateEmergencyContactSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { EmergencyContactsService } from './emergency-contacts.service.ts';

/** /api/user/me/emergency-contacts: the people a rider or driver wants told when they press SOS. */
export const emergencyContactsRoutes: FastifyPluginAsyncZod<{ contacts: EmergencyContactsService }> = async (
  app,
  { contacts },
) => {
  const ridersAndDrivers = app.requireRole('rider', 'driver');

  app.get(
    '/user/me/emergency-contacts',
    {
      schema: {
        operationId: 'listEmergencyContacts',
        tags: ['safety'],
        summary: 'Your emergency contacts, oldest first',
        response: { 200: emergencyContactListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: ridersAndDrivers,
    },
    async (request) => ({ data: await contacts.list(currentUser(request).id) }),
  );

  app.post(
    '/user/me/emergency-contacts',
    {
      schema: {
        operationId: 'addEmergencyContact',
        tags: ['safety'],
        summary: 'Add an emergency contact (up to 5); SOS messages reach them by e-mail',
        body: emergencyContactInputSchema,
        response: { 201: emergencyContactResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: ridersAndDrivers,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await contacts.add(currentUser(request).id, request.body) }),
  );

  app.patch(
    '/user/me/emergency-contacts/:id',
    {
      schema: {
        operationId: 'updateEmergencyContact',
        tags: ['safety'],
        summary: 'Change an emergency contact; null or empty clears the phone or relationship',
        params: emergencyContactIdParamsSchema,
        body: updateEmergencyContactSchema,
        response: { 200: emergencyContactResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ridersAndDrivers,
    },
    async (request) => ({
      data: await contacts.update(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/me/emergency-contacts/:id',
    {
      schema: {
        operationId: 'removeEmergencyContact',
        tags: ['safety'],
        summary: 'Remove an emergency contact',
        params: emergencyContactIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ridersAndDrivers,
    },
    async (request) => {
      await contacts.remove(currentUser(request).id, request.params.id);
      return { message: SAFETY_MESSAGES.contactRemoved };
    },
  );
};
