import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { apiErrorSchema } from '@ridebook/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createBrowser, type TestBrowser } from '../test/browser.ts';
import { seedRide } from '../test/admin-user-seed.ts';
import { buildRideTestContext, signedInAdmin, signedInDriver, signedInRider } from '../test/ride-support.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';

// Malformed input, sent to every route of the API's own OpenAPI document as every role, never answers 5xx, and
// every 400 names a field with its message. The requests are built from the document (paths, methods, parameters,
// body schemas), so a new route is covered without touching this file.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};
type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Runs per route and role: enough to meet every kind of bad value while the file stays well under a minute. */
const RUNS_PER_ROUTE = 6;

const HUGE_TEXT = 'x'.repeat(100_000);
const nastyText = fc.constantFrom(
  '\u0000',
  'Ferry\u0000Building',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  HUGE_TEXT,
  '😀'.repeat(5_000),
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '9999-12-31',
  '0000-01-01',
  '1969-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30',
  'null',
  '[]',
  "'; drop table users; --",
  '%00',
  '\u202eevil',
);
const nastyNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.000_001,
  1e21,
  -1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
);
const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 'a'],
  { a: { b: null } },
  'text',
  7,
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  wrongType,
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const extraKey = fc.constantFrom('extra', '__proto__', 'constructor', '\u0000', '\ud800', 'role', 'id');

/** Readable, valid-looking texts for fields without a format: most reach the code behind the schema. */
const plainText = fc.constantFrom(
  'Ferry Building, San Francisco',
  'Test Person',
  '+1 (555) 010-0001',
  'Secret123A',
  'person@example.com',
  'RB-1234',
  'completed',
  'ride home',
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return [];
}

/** A value the schema (probably) accepts; ids come from `ids` so some requests reach real rows. */
function validValue(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((part) => validValue(part, ids)));
  if (schema.allOf && schema.allOf[0]) return validValue(schema.allOf[0], ids);
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? 'string';
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(properties.map(([name, child]) => [name, validValue(child, ids)])),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
    }
    case 'array':
      return fc.array(validValue(schema.items ?? {}, ids), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    default:
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
      if (schema.format === 'email') return fc.constant(`someone.${randomUUID()}@example.com`);
      if (schema.format === 'date') return fc.constantFrom('2026-03-01', '2099-12-31', '2000-01-01');
      if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
      return fc.oneof(
        plainText,
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) }),
      );
  }
}

/** A value with something wrong in it: the whole value, one property or item, or an extra property. */
function malformedValue(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [nastyValue];
  const type = typesOf(schema);
  const properties = Object.entries(schema.properties ?? {});
  if (type.includes('object') && properties.length > 0) {
    options.push(
      fc
        .tuple(validValue(schema, ids), fc.constantFrom(...properties))
        .chain(([valid, [name, child]]) =>
          malformedValue(child, ids).map((bad) => ({ ...(valid as object), [name]: bad })),
        ),
      fc
        .tuple(validValue(schema, ids), extraKey, nastyValue)
        .map(([valid, key, bad]) => ({ ...(valid as object), [key]: bad })),
    );
  }
  if (type.includes('array') && schema.items) {
    options.push(
      malformedValue(schema.items, ids).map((bad) => [bad]),
      fc.constant(Array.from({ length: 10_000 }, () => 0)),
    );
  }
  return fc.oneof(...options);
}

/** A query or path value as text (lists as repeated keys). */
function asQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

/** `encodeURIComponent`, with a lone surrogate sent as the bytes a careless client would (CESU-8). */
function encodeText(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.charCodeAt(0);
      if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(character);
    })
    .join('');
}

type Request = { url: string; payload: string | undefined };

/** One request to `operation`: each parameter valid, malformed or absent; the body valid or malformed. */
function requestFor(operation: Operation, ids: readonly string[]): fc.Arbitrary<Request> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = fc.tuple(
    ...pathParameters.map((parameter) =>
      fc.oneof(
        validValue(parameter.schema ?? {}, ids),
        fc.constantFrom(...ids),
        malformedValue(parameter.schema ?? {}, ids),
      ),
    ),
  );
  const queryValues = fc.tuple(
    ...queryParameters.map((parameter) =>
      fc.option(
        fc.oneof(validValue(parameter.schema ?? {}, ids), malformedValue(parameter.schema ?? {}, ids)),
        { nil: undefined },
      ),
    ),
  );
  const body = operation.body
    ? fc.oneof(validValue(operation.body, ids), malformedValue(operation.body, ids))
    : fc.constant(undefined);
  return fc.tuple(pathValues, queryValues, body).map(([paths, queries, payload]) => {
    let path = operation.path;
    pathParameters.forEach((parameter, index) => {
      const text = asQueryValues(paths[index])[0] ?? '';
      path = path.replace(`{${parameter.name}}`, encodeText(text) || '%20');
    });
    const query = queryParameters
      .flatMap((parameter, index) =>
        asQueryValues(queries[index]).map((text) => `${encodeText(parameter.name)}=${encodeText(text)}`),
      )
      .join('&');
    return {
      url: query === '' ? path : `${path}?${query}`,
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    };
  });
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
  // Signing out last keeps each role signed in for the other routes.
  const isSignOut = (operation: Operation) => operation.path === '/api/auth/logout';
  return [...operations.filter((operation) => !isSignOut(operation)), ...operations.filter(isSignOut)];
}

/** What is wrong with an answer: a 5xx, or a 400 that names no field. */
function problemWith(response: { statusCode: number; body: string }): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode !== 400) return null;
  const parsed = apiErrorSchema.safeParse(JSON.parse(response.body));
  const errors = parsed.success ? (parsed.data.errors ?? []) : [];
  const named = errors.length > 0 && errors.every((error) => error.path !== '' && error.message !== '');
  return named ? null : `answered 400 without a field: ${response.body.slice(0, 300)}`;
}

describe.skipIf(isTestDatabaseMissing)('malformed input to every route', () => {
  let app: App;
  let db: Database;
  let operations: Operation[];
  let ids: string[];
  const roles = new Map<string, TestBrowser>();

  beforeAll(async () => {
    ({ app, db } = await buildRideTestContext({
      LOGIN_RATE_LIMIT_PER_IP: 1_000_000,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: 1_000_000,
      PUBLIC_RATE_LIMIT_PER_MINUTE: 1_000_000,
    }));
    const rider = await signedInRider(app);
    const driver = await signedInDriver(app, db);
    const admin = await signedInAdmin(app, db);
    const rideId = await seedRide(db, {
      riderId: rider.account.id,
      driverId: driver.account.id,
      status: 'completed',
      createdAt: new Date(),
    });
    ids = [rider.account.id, driver.account.id, rideId];
    roles.set('anonymous', createBrowser(app));
    roles.set('rider', rider.browser);
    roles.set('driver', driver.browser);
    roles.set('admin', admin.browser);
    const docs = await app.inject('/api/docs/json');
    operations = operationsOf(docs.json<OpenApiDocument>());
  });
  afterAll(() => app.close());

  it('reads every route of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain(
      'POST /api/user/register',
    );
  });

  it.each(['anonymous', 'rider', 'driver', 'admin'])(
    'never answers 5xx, and names the field of every 400, as %s',
    async (role) => {
      const browser = roles.get(role)!;
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(requestFor(operation, ids), async ({ url, payload }) => {
            const response = await browser.request({
              method: operation.method,
              url,
              ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
            });
            const problem = problemWith(response);
            if (problem !== null) throw new Error(`${operation.method} ${url.slice(0, 200)} ${problem}`);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    },
  );
});
