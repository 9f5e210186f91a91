import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_MESSAGES } from '@ridebook/validation';
import { AppError } from '../shared/app-error.ts';
import { errorOf } from '../test/responses.ts';
import { frameworkErrors, registerErrorHandler } from './error-handler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/echo',
    {
      schema: {
        body: z.object({ email: z.email('Please enter a valid email address'), age: z.number().int() }),
      },
    },
    (request) => request.body,
  );
  typed.get('/conflict', () => {
    throw new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', [
      { path: 'email', message: 'An account with this email already exists.' },
    ]);
  });
  typed.get('/crash', () => {
    throw new Error('secret detail: connection string postgres://u:p@db');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers bad input with 400, the field and its message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'nope', age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('answers malformed JSON with a 4xx, not a 5xx', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    // Like every 400, it names the field: the body itself.
    expect(body.errors).toEqual([{ path: 'body', message: body.message }]);
  });

  it('names the body when it carries a __proto__ key', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","age":3,"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([{ path: 'body', message: expect.any(String) as string }]);
  });

  it('answers a path it cannot decode (not UTF-8) as invalid characters in the parameters', async () => {
    const app = Fastify({ logger: false, frameworkErrors });
    registerErrorHandler(app);
    app.get('/things/:id', async () => 'never');
    const response = await app.inject('/things/%ED%A0%80');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: TEXT_MESSAGES.invalidCharacters,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'params', message: TEXT_MESSAGES.invalidCharacters }],
    });
  });

  it('passes an AppError through with its status, code and field errors', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
      errors: [{ path: 'email', message: 'An account with this email already exists.' }],
    });
  });

  it('hides the details of an unexpected error', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('secret');
  });
});
