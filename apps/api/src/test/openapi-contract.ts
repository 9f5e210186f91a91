import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import type { App } from '../app.ts';
import type { TestBrowser } from './browser.ts';

export type ApiDocument = OpenAPIV3.Document;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type DocumentedOperation = {
  method: HttpMethod;
  path: string;
  operation: OpenAPIV3.OperationObject;
};

/** The API reference the app serves at /api/docs/json. */
export async function loadApiDocument(app: App): Promise<ApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json<ApiDocument>();
}

/** Every operation of the document, in its order. */
export function operationsOf(document: ApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation === undefined ? [] : [{ method, path, operation }];
    }),
  );
}

/** `/api/rides/{id}` as a pattern of request paths; literal segments are more specific than parameters. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const parameterCount = (path: string) => path.split('{').length - 1;

/** The public reads a browser or proxy may keep for a while (the same answer for everyone); any other is no-store. */
const PUBLICLY_CACHED = new Set(['getServiceArea', 'listCities', 'getMapSettings']);

/**
 * Checks live answers against the document: each answer's status must be one the operation declares, and its
 * body must match that response's schema under its media type (no body where the response declares none). Every
 * answer but those of the public reads above must also forbid storing it (`no-store`).
 * `covered` collects the operationIds that were checked.
 */
export function createContractChecker(document: ApiDocument) {
  // OpenAPI 3.0 schemas: Ajv knows `nullable`; `example` and the `x-` keywords are annotations.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<object, ValidateFunction>();
  const operations = operationsOf(document).sort(
    (left, right) => parameterCount(left.path) - parameterCount(right.path),
  );
  const patterns = new Map(operations.map(({ path }) => [path, pathPattern(path)]));
  const covered = new Set<string>();

  function operationFor(method: string, url: string): DocumentedOperation {
    const pathname = url.split('?')[0] ?? url;
    const found = operations.find(
      (candidate) =>
        candidate.method === method.toLowerCase() && patterns.get(candidate.path)?.test(pathname),
    );
    if (found === undefined) throw new Error(`${method} ${pathname} is not in the API reference`);
    return found;
  }

  function check(method: string, url: string, response: LightMyRequestResponse): void {
    const { operation, path } = operationFor(method, url);
    const where = `${method.toUpperCase()} ${path} (${operation.operationId ?? 'no operationId'}) answered ${response.statusCode}`;
    const declared = operation.responses[String(response.statusCode)] as OpenAPIV3.ResponseObject | undefined;
    if (declared === undefined) {
      throw new Error(
        `${where}, a status the reference does not declare (${Object.keys(operation.responses).join(', ')}): ${response.body}`,
      );
    }
    covered.add(operation.operationId ?? `${method} ${path}`);
    const cacheControl = String(response.headers['cache-control'] ?? '');
    const isPublic = response.statusCode === 200 && PUBLICLY_CACHED.has(operation.operationId ?? '');
    if (!isPublic && !cacheControl.split(/,\s*/).includes('no-store')) {
      throw new Error(`${where} with cache-control "${cacheControl}", not no-store`);
    }
    if (declared.content === undefined) {
      if (response.body !== '') throw new Error(`${where} with a body the reference does not declare`);
      return;
    }
    const contentType = (response.headers['content-type'] ?? '').toString().split(';')[0]?.trim() ?? '';
    const media = declared.content[contentType];
    if (media?.schema === undefined) {
      throw new Error(`${where} as ${contentType}, declared as ${Object.keys(declared.content).join(', ')}`);
    }
    let validate = compiled.get(media.schema);
    if (validate === undefined) {
      validate = ajv.compile(media.schema);
      compiled.set(media.schema, validate);
    }
    const body: unknown = contentType === 'application/json' ? response.json() : response.body;
    if (!validate(body)) {
      throw new Error(
        `${where} with a body that does not match its schema: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 2000)}`,
      );
    }
  }

  return { check, covered };
}

export type ContractChecker = ReturnType<typeof createContractChecker>;

/** `browser`, with every answer it receives from now on checked against the document (it throws otherwise). */
export function checkAnswers<Browser extends TestBrowser>(
  browser: Browser,
  checker: ContractChecker,
): Browser {
  const request = browser.request.bind(browser);
  browser.request = async (options) => {
    const response = await request(options);
    checker.check(options.method ?? 'GET', options.url, response);
    return response;
  };
  return browser;
}
