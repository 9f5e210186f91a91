import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas (the same ones the forms and the client use), browsable at
 * /api/docs and readable as JSON at /api/docs/json. Register before the routes so every route is collected.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'RideBook API',
        description:
          'Accounts and sessions, places, fare quotes, rides, dispatch and driver operations. Authentication is by the httpOnly cookies that POST /api/auth/login sets; realtime messages flow over the WebSocket at /api/ws (schemas in @ridebook/validation, realtime.ts).',
        version: '1.0.0',
      },
      tags: [
        { name: 'auth', description: 'Sign-in, sign-out, token renewal, passwords' },
        { name: 'user', description: 'Sign-up and the signed-in account' },
        { name: 'places', description: 'Place search and the served area' },
        { name: 'rides', description: 'Quotes, bookings, ride detail and cancellation' },
        { name: 'driver', description: 'Availability, positions, offers and the steps of a ride' },
        {
          name: 'admin',
          description: 'Pricing and dispatch settings, users and drivers (blocking, approval), the audit log',
        },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
