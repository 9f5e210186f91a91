import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@ridebook/validation';
import type { OpenAPIV3 } from 'openapi-types';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../modules/auth/index.ts';
import { errorOf } from '../test/responses.ts';
import {
  createContractChecker,
  loadApiDocument,
  operationsOf,
  type ApiDocument,
  type ContractChecker,
  type DocumentedOperation,
} from '../test/openapi-contract.ts';
import {
  buildRideTestContext,
  signedInAdmin,
  signedInRider,
  type RideTestContext,
} from '../test/ride-support.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';
import { COOKIE_AUTH, REFRESH_COOKIE_AUTH } from './api-docs.ts';

/** A request path for a documented path: parameters filled with values of the right shape that match nothing. */
function requestPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'step') return 'arrive';
    if (name === 'id') return randomUUID();
    return 'unknown-value';
  });
}

const schemesOf = (operation: OpenAPIV3.OperationObject) => operation.security ?? [];
/** The operation answers only with a session (no anonymous alternative). */
const needsSession = (operation: OpenAPIV3.OperationObject) =>
  schemesOf(operation).length > 0 && !schemesOf(operation).some((scheme) => Object.keys(scheme).length === 0);
/** The operation checks the access-token cookie when one is sent (with or without needing it). */
const checksAccessCookie = (operation: OpenAPIV3.OperationObject) =>
  schemesOf(operation).some((scheme) => COOKIE_AUTH in scheme);

describe.skipIf(isTestDatabaseMissing)('the API reference at /api/docs/json', () => {
  let context: RideTestContext;
  let document: ApiDocument;
  let operations: DocumentedOperation[];
  let checker: ContractChecker;

  beforeAll(async () => {
    context = await buildRideTestContext();
    document = await loadApiDocument(context.app);
    operations = operationsOf(document);
    checker = createContractChecker(document);
  });
  afterAll(async () => {
    await context.app.close();
  });

  /** One request without a browser's cookie jar, checked against the reference. */
  async function call({ method, path }: DocumentedOperation, cookies: Record<string, string> = {}) {
    const url = requestPath(path);
    const response = await context.app.inject({ method: method.toUpperCase() as 'GET', url, cookies });
    checker.check(method, url, response);
    return response;
  }

  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(operations.length).toBeGreaterThan(90);
  });

  it('names every operation once, in camelCase', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    const missing = operations.filter(({ operation }) => operation.operationId === undefined);
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('describes every response of every operation in its own words', () => {
    const undescribed = operations.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => {
          const { description } = response as OpenAPIV3.ResponseObject;
          return description.trim() === '' || description === 'Default Response';
        })
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('declares the session cookies as security schemes', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(Object.keys(schemes).sort()).toEqual([COOKIE_AUTH, REFRESH_COOKIE_AUTH]);
    expect(schemes[COOKIE_AUTH]).toMatchObject({ type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE });
    expect(schemes[REFRESH_COOKIE_AUTH]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: REFRESH_COOKIE,
    });
    const unknownSchemes = operations.flatMap(({ operation }) =>
      schemesOf(operation).flatMap((scheme) =>
        Object.keys(scheme).filter((name) => document.components?.securitySchemes?.[name] === undefined),
      ),
    );
    expect(unknownSchemes).toEqual([]);
  });

  it('gives every operation that checks a session its 401 and its 403 (blocked accounts)', () => {
    const guarded = operations.filter(({ operation }) => schemesOf(operation).length > 0);
    expect(guarded.length).toBeGreaterThan(70);
    const incomplete = guarded
      .filter(({ operation }) => !('401' in operation.responses && '403' in operation.responses))
      .map(({ method, path }) => `${method} ${path}`);
    expect(incomplete).toEqual([]);
  });

  it('lists null among the values of every nullable enum (a ride that was not cancelled has cancelledBy null)', () => {
    const offending: string[] = [];
    const visit = (value: unknown, at: string): void => {
      if (value === null || typeof value !== 'object') return;
      const schema = value as { nullable?: unknown; enum?: unknown[] };
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
        offending.push(at);
      for (const [key, child] of Object.entries(value)) visit(child, `${at}/${key}`);
    };
    visit(document.paths, '#/paths');
    expect(offending).toEqual([]);
    const ride = (document.paths['/api/rides/{id}']?.get?.responses['200'] as OpenAPIV3.ResponseObject)
      .content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    const data = ride.properties?.['data'] as OpenAPIV3.SchemaObject;
    expect(data.properties?.['cancelledBy']).toMatchObject({
      nullable: true,
      enum: ['rider', 'driver', 'system', 'admin', null],
    });
  });

  it("documents the sandbox 3-D Secure page: HTML, and the answer's 303 back to the rider app", () => {
    const page = document.paths['/api/payments/sandbox/authenticate/{paymentId}'];
    const html = page?.get?.responses['200'] as OpenAPIV3.ResponseObject;
    expect(Object.keys(html.content ?? {})).toEqual(['text/html']);
    const answer = page?.post;
    const redirect = answer?.responses['303'] as OpenAPIV3.ResponseObject;
    expect(redirect.content).toBeUndefined();
    expect(redirect.headers?.['Location']).toBeDefined();
    expect(Object.keys((answer?.requestBody as OpenAPIV3.RequestBodyObject).content)).toContain(
      'application/x-www-form-urlencoded',
    );
  });

  it('answers 401, as documented, from every operation that needs a session when none is sent', async () => {
    const required = operations.filter(({ operation }) => needsSession(operation));
    expect(required.length).toBeGreaterThan(70);
    for (const operation of required) {
      const response = await call(operation);
      // A route that checks the session after validating its body (preHandler) refuses the empty body first.
      const expected = operation.operation.requestBody === undefined ? [401] : [400, 401];
      expect(expected, `${operation.method} ${operation.path}: ${response.body}`).toContain(
        response.statusCode,
      );
    }
  });

  it('answers without a session, as documented, every operation that does not need one', async () => {
    const open = operations.filter(({ operation }) => !needsSession(operation));
    expect(open.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['login', 'register', 'getServiceArea', 'searchPlaces', 'estimateFare']),
    );
    for (const operation of open) {
      const response = await call(operation);
      expect(response.statusCode, `${operation.method} ${operation.path}: ${response.body}`).not.toBe(401);
    }
  });

  it('answers 403 ACCOUNT_BLOCKED, as documented, from every operation that checks a session, to a blocked account', async () => {
    const { browser: rider, account } = await signedInRider(context.app);
    const cookies = {
      [ACCESS_COOKIE]: rider.cookie(ACCESS_COOKIE) ?? '',
      [REFRESH_COOKIE]: rider.cookie(REFRESH_COOKIE) ?? '',
    };
    const { browser: admin } = await signedInAdmin(context.app, context.db);
    const blocked = await admin.post(`/api/admin/users/${account.id}/block`, { reason: 'Abusive messages' });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const checking = operations.filter(
      ({ operation }) =>
        checksAccessCookie(operation) || schemesOf(operation).some((scheme) => REFRESH_COOKIE_AUTH in scheme),
    );
    expect(checking.length).toBeGreaterThan(70);
    for (const operation of checking) {
      const response = await call(operation, cookies);
      const expected = operation.operation.requestBody === undefined ? [403] : [400, 403];
      expect(expected, `${operation.method} ${operation.path}: ${response.body}`).toContain(
        response.statusCode,
      );
      if (response.statusCode === 403) expect(errorOf(response).code).toBe(ERROR_CODES.ACCOUNT_BLOCKED);
    }
  });
});
