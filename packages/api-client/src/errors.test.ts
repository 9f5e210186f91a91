// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import axios, { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiClientError,
  getErrorMessage,
  getFieldErrors,
  isApiClientError,
  toApiClientError,
} from './errors.ts';
import { fakeApiServer } from './test/fake-api.ts';

/** The error a bare axios instance rejects with when the API answers GET /probe with `answer`. */
async function axiosErrorFor(answer: () => Response): Promise<unknown> {
  fakeApiServer.use(http.get('*/api/probe', answer));
  try {
    await axios.create({ baseURL: '/api' }).get('/probe');
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('toApiClientError', () => {
  it('keeps the HTTP status and the parsed error body, and takes the message from the body', async () => {
    const body = {
      message: MESSAGES.validationFailed,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'email', message: MESSAGES.emailInvalid }],
    };
    const cause = await axiosErrorFor(() => HttpResponse.json(body, { status: 400 }));

    const error = toApiClientError(cause);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiClientError');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(error.message).toBe(MESSAGES.validationFailed);
    expect(error.cause).toBe(cause);
  });

  it('uses status 0 and axios message for a network error', async () => {
    const error = toApiClientError(await axiosErrorFor(() => HttpResponse.error()));

    expect(error.status).toBe(0);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Network Error');
  });

  it("uses axios message when the body is not the API's error shape", async () => {
    const error = toApiClientError(
      await axiosErrorFor(() => HttpResponse.html('<html>Bad gateway</html>', { status: 502 })),
    );

    expect(error.status).toBe(502);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Request failed with status code 502');
  });

  it("keeps a message-only body's message (the seed's hosted API sends no code)", async () => {
    const error = toApiClientError(
      await axiosErrorFor(() =>
        HttpResponse.json({ success: false, message: 'jwt expired' }, { status: 500 }),
      ),
    );

    expect(error.status).toBe(500);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('jwt expired');
  });

  it('returns an ApiClientError as it is', () => {
    const error = new ApiClientError('Gone', { status: 410 });
    expect(toApiClientError(error)).toBe(error);
  });

  it('wraps anything else with status 0', () => {
    const cause = new TypeError('boom');
    const error = toApiClientError(cause);
    expect(error.status).toBe(0);
    expect(error.message).toBe('boom');
    expect(error.cause).toBe(cause);
    expect(toApiClientError('odd').message).toBe('odd');
  });
});

describe('isApiClientError', () => {
  it('tells an ApiClientError from other errors', () => {
    expect(isApiClientError(new ApiClientError('x', { status: 0 }))).toBe(true);
    expect(isApiClientError(new AxiosError('x'))).toBe(false);
    expect(isApiClientError(new Error('x'))).toBe(false);
    expect(isApiClientError(undefined)).toBe(false);
  });
});

describe('getErrorMessage', () => {
  const fallback = MESSAGES.registerFailure;

  it("shows the API's own message for a 4xx answer with an error body", () => {
    const error = new ApiClientError(MESSAGES.emailTaken, {
      status: 409,
      body: { message: MESSAGES.emailTaken, code: ERROR_CODES.EMAIL_TAKEN },
    });
    expect(getErrorMessage(error, fallback)).toBe(MESSAGES.emailTaken);
  });

  it('falls back for server errors, network errors, bodies without a code and foreign errors', () => {
    const serverError = new ApiClientError(MESSAGES.internalError, {
      status: 500,
      body: { message: MESSAGES.internalError, code: ERROR_CODES.INTERNAL_ERROR },
    });
    expect(getErrorMessage(serverError, fallback)).toBe(fallback);
    expect(getErrorMessage(new ApiClientError('Network Error', { status: 0 }), fallback)).toBe(fallback);
    expect(getErrorMessage(new ApiClientError('Bad', { status: 400 }), fallback)).toBe(fallback);
    expect(getErrorMessage(new Error('boom'), fallback)).toBe(fallback);
    expect(getErrorMessage(null, fallback)).toBe(fallback);
  });
});

describe('getFieldErrors', () => {
  it("maps the API's field errors by path, keeping the first message per field", () => {
    const error = new ApiClientError(MESSAGES.validationFailed, {
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        code: ERROR_CODES.VALIDATION_FAILED,
        errors: [
          { path: 'email', message: MESSAGES.emailInvalid },
          { path: 'email', message: MESSAGES.emailTooLong },
          { path: 'phone', message: MESSAGES.phoneInvalid },
        ],
      },
    });
    expect(getFieldErrors(error)).toEqual({ email: MESSAGES.emailInvalid, phone: MESSAGES.phoneInvalid });
  });

  it('is empty without field errors', () => {
    expect(getFieldErrors(new ApiClientError('x', { status: 401 }))).toEqual({});
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });
});
