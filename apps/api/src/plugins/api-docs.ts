import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { apiErrorSchema } from '@ridebook/validation';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../modules/auth/index.ts';
import { errorResponses, RESPONSE_DESCRIPTIONS } from '../shared/route-schemas.ts';
import { sessionGuardOf, type SessionGuard } from './authentication.ts';

/** The security scheme of the access-token cookie, on every operation whose route runs a session guard. */
export const COOKIE_AUTH = 'cookieAuth';
/** The security scheme of the refresh-token cookie, declared by POST /api/auth/refresh-token. */
export const REFRESH_COOKIE_AUTH = 'refreshCookieAuth';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = NonNullable<TransformInput['schema']> & {
  response?: Record<string, unknown>;
  security?: OpenAPIV3.SecurityRequirementObject[];
  description?: string;
  produces?: readonly string[];
};
type JsonSchema = Record<string, unknown> & { description?: string; type?: unknown };

function methodsOf(method: string | string[]): string[] {
  return typeof method === 'string' ? [method] : method;
}

function guardText(guard: SessionGuard): string {
  if (guard.optional) {
    return `Open to visitors; a session sent in the ${ACCESS_COOKIE} cookie is checked (401/403 as on signed-in routes).`;
  }
  const roles = guard.roles === 'any' ? [] : [...guard.roles];
  const last = roles.pop();
  const who =
    last === undefined
      ? 'any signed-in account'
      : `a signed-in ${[roles.join(', '), last].filter(Boolean).join(' or ')}`;
  return `Requires ${who} (the ${ACCESS_COOKIE} cookie that POST /api/auth/login sets).`;
}

/**
 * The error answers every route of its kind can give, whatever the route lists: a session guard answers 401
 * (no or expired session) and 403 (blocked, suspended, wrong role); the Origin check (request-origin.ts)
 * answers 403 to a state-changing request from another site; request validation and a malformed JSON body
 * answer 400. Derived from the route, so the reference cannot forget them.
 */
function derivedErrorResponses(schema: RouteSchema, method: string[], guard: SessionGuard | undefined) {
  const changesState = method.some((name) => STATE_CHANGING_METHODS.has(name));
  const readsInput = ['body', 'querystring', 'params'].some((part) => part in schema) || changesState;
  return {
    ...(readsInput ? errorResponses(400) : {}),
    ...(guard === undefined ? {} : errorResponses(401, 403)),
    // Without a session guard, the Origin check is the only 403 (unless the route lists its own).
    ...(changesState && guard === undefined
      ? {
          403: apiErrorSchema.describe(
            'Refused: the request came from a site that is not allowed (`code` ORIGIN_NOT_ALLOWED)',
          ),
        }
      : {}),
  };
}

/**
 * One response of the reference: its description (the schema's own, else the status's), and its body under the
 * right media type (a route's `produces` is its success's type, and that of an error declared as a plain string: an
 * HTML page answering a form again; other errors are JSON) or none (a `noBody` answer).
 */
function documentResponse(status: string, jsonSchema: JsonSchema, produces: readonly string[] | undefined) {
  const { description: ownDescription, ...schema } = jsonSchema;
  const description = ownDescription ?? RESPONSE_DESCRIPTIONS[Number(status)];
  const isRedirect = status.startsWith('3');
  if (schema.type === 'null') {
    return {
      type: 'null',
      description,
      ...(isRedirect
        ? { headers: { Location: { type: 'string', description: 'Where the browser continues' } } }
        : {}),
    };
  }
  const isPage = status.startsWith('2') || schema.type === 'string';
  const mediaTypes = isPage && produces !== undefined ? produces : ['application/json'];
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])),
  };
}

/**
 * The zod transform, then what a generated client needs from every operation: the security scheme and the
 * 401/403 answers derived from the route's session guard, the answers every route of its kind can give, a
 * description for each response, and each body under its real media type.
 */
function transformRoute(input: TransformInput) {
  const route = input.route;
  const method = methodsOf(route.method);
  const guard = sessionGuardOf(route);
  const source = (input.schema ?? {}) as RouteSchema;
  const derived = derivedErrorResponses(source, method, guard);
  const withDerived = { ...source, response: { ...derived, ...source.response } };
  const { schema, url } = jsonSchemaTransform({ ...input, schema: withDerived });
  if (schema === undefined || (schema as { hide?: boolean }).hide === true) return { schema, url };

  const { produces, response, ...operation } = schema as RouteSchema;
  const documented: Record<string, unknown> & RouteSchema = { ...operation };
  documented.response = Object.fromEntries(
    Object.entries((response ?? {}) as Record<string, JsonSchema>).map(([status, jsonSchema]) => [
      status,
      documentResponse(status, jsonSchema, produces),
    ]),
  );
  if (guard !== undefined) {
    documented.security = guard.optional ? [{ [COOKIE_AUTH]: [] }, {}] : [{ [COOKIE_AUTH]: [] }];
    documented.description = [guardText(guard), operation.description].filter(Boolean).join('\n\n');
  }
  return { schema: documented, url };
}

/**
 * OpenAPI 3.0's `nullable` does not add `null` to an `enum`: `{ enum: ['a'], nullable: true }` still refuses null
 * for a strict validator. Every nullable enum lists `null` among its values (as OpenAPI 3.0.3 asks).
 */
function listNullInNullableEnums(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) listNullInNullableEnums(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const schema = value as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const child of Object.values(value)) listNullInNullableEnums(child);
}

/**
 * OpenAPI generated from the routes' zod schemas (the same ones the forms and the client use), browsable at
 * /api/docs and readable as JSON at /api/docs/json. Register before the routes so every route is collected.
 * Every operation has an operationId (declared on its route), each response a description, and the routes that
 * need a session the `cookieAuth` scheme: see `transformRoute`.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'RideBook API',
        description:
          'Accounts and sessions, places, fare quotes, rides, dispatch and driver operations. Authentication is by the httpOnly cookies that POST /api/auth/login sets (the `cookieAuth` scheme); realtime messages flow over the WebSocket at /api/ws (schemas in @ridebook/validation, realtime.ts). Every error body is `{ message, code, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          [COOKIE_AUTH]: {
            type: 'apiKey',
            in: 'cookie',
            name: ACCESS_COOKIE,
            description:
              'The short-lived access token (httpOnly, path /api) that POST /api/auth/login sets; when it expires the API answers 401 TOKEN_EXPIRED and POST /api/auth/refresh-token renews it.',
          },
          [REFRESH_COOKIE_AUTH]: {
            type: 'apiKey',
            in: 'cookie',
            name: REFRESH_COOKIE,
            description:
              'The rotating refresh token (httpOnly, path /api/auth), sent only to POST /api/auth/refresh-token and /api/auth/logout.',
          },
        },
      },
      tags: [
        { name: 'auth', description: 'Sign-in, sign-out, token renewal, passwords' },
        { name: 'user', description: 'Sign-up and the signed-in account' },
        { name: 'places', description: 'Place search and the served area' },
        { name: 'rides', description: 'Quotes, bookings, ride detail and cancellation' },
        { name: 'driver', description: 'Availability, positions, offers and the steps of a ride' },
        {
          name: 'earnings',
          description: 'Drivers’ earnings, riders’ and drivers’ summaries, tips and receipts',
        },
        {
          name: 'payments',
          description: 'Saved cards, the wallet, refunds and the sandbox’s 3-D Secure page',
        },
        { name: 'ratings', description: 'Rating a ride and the ratings received' },
        { name: 'safety', description: 'Emergency contacts, SOS, trip sharing and the shared trip page' },
        {
          name: 'admin',
          description: 'Pricing and dispatch settings, users and drivers (blocking, approval), the audit log',
        },
        { name: 'health', description: 'Liveness and readiness' },
        { name: 'dev', description: 'Development only; absent in production' },
      ],
    },
    transform: transformRoute,
    transformObject: (document) => {
      const object = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      listNullInNullableEnums(object);
      return object;
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
