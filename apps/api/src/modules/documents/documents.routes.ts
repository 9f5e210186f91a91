import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD,
  ERROR_CODES,
  documentChecklistResponseSchema,
  documentIdParamsSchema,
  documentLinkResponseSchema,
  documentQueueQuerySchema,
  documentQueueResponseSchema,
  documentRejectBodySchema,
  documentTypeParamsSchema,
  driverDocumentResponseSchema,
  rideIdParamsSchema,
  trackTokenParamsSchema,
} from '@ridebook/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/authentication.ts';
import { createAttemptLimiter } from '../../plugins/rate-limit.ts';
import { AppError } from '../../shared/app-error.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { Clock } from '../../shared/clock.ts';
import { verifyLocalLink } from './document-storage.ts';
import type { DocumentsService } from './documents.service.ts';

const FILE_MEDIA_TYPES = [...DOCUMENT_UPLOAD.mimeTypes];
const fileBody = z.string().describe('The file (JPEG, PNG, WebP or PDF)');

/** Fastify sends a Buffer as it is (no serializer runs); the reference describes it as the file's bytes. */
const asFileBody = (body: Buffer) => body as unknown as string;

const PHOTO_MEDIA_TYPES = FILE_MEDIA_TYPES.filter((type) => type.startsWith('image/'));
const photoBody = z.string().describe('The photo (JPEG, PNG or WebP)');

/** A driver's photo: private to the caller and never kept by a shared cache. */
function sendPhoto(reply: FastifyReply, photo: { body: Buffer; contentType: string }) {
  return reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, no-store')
    .send(asFileBody(photo.body));
}

/** The form's text fields and its one file; a file over the limit is a 413 naming `file`. */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ERROR_CODES.FILE_TOO_LARGE, DOCUMENT_MESSAGES.fileTooLarge, [
        { path: 'file', message: DOCUMENT_MESSAGES.fileTooLarge },
      ]);
    }
    if (code?.startsWith('FST_') === true) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, DOCUMENT_MESSAGES.fileCorrupt, [
        { path: 'file', message: DOCUMENT_MESSAGES.fileCorrupt },
      ]);
    }
    throw error;
  }
  return { fields, file };
}

/**
 * Drivers' documents: the driver's checklist and uploads, the files (their driver and admins only, through the
 * API or a short-lived signed link), and the admins' review queue (docs/decisions/020).
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documentsService: DocumentsService;
  linkSecret: string;
  clock: Clock;
}> = async (app, { documentsService, linkSecret, clock }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_UPLOAD.maxBytes, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
  });
  const drivers = app.requireRole('driver');
  const admins = app.requireRole('admin');
  const driversAndAdmins = app.requireRole('driver', 'admin');

  app.get(
    '/driver/documents',
    {
      schema: {
        operationId: 'getDocumentChecklist',
        tags: ['driver'],
        summary: 'My documents: each type’s state, what is left before going online',
        response: { 200: documentChecklistResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await documentsService.checklist(currentUser(request)) }),
  );

  app.post(
    '/driver/documents/:type',
    {
      schema: {
        operationId: 'uploadDriverDocument',
        tags: ['driver'],
        summary:
          'Upload a document (multipart/form-data: `file` - JPEG, PNG, WebP or PDF up to 10 MB - and the type’s fields); it goes to review',
        consumes: ['multipart/form-data'],
        params: documentTypeParamsSchema,
        response: {
          201: driverDocumentResponseSchema,
          413: errorResponses(413)[413].describe('The file is larger than 10 MB (`code` FILE_TOO_LARGE)'),
          ...errorResponses(400, 401, 403),
        },
      },
      onRequest: drivers,
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const document = await documentsService.upload(currentUser(request), request.params.type, upload);
      return reply.code(201).send({ data: document });
    },
  );

  app.get(
    '/documents/:id/file',
    {
      schema: {
        operationId: 'getDocumentFile',
        tags: ['documents'],
        summary: 'The document’s file (its driver or an admin)',
        params: documentIdParamsSchema,
        produces: FILE_MEDIA_TYPES,
        response: { 200: fileBody, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: driversAndAdmins,
    },
    async (request, reply) => {
      const { body, contentType } = await documentsService.file(currentUser(request), request.params.id);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .send(asFileBody(body));
    },
  );

  app.get(
    '/documents/:id/link',
    {
      schema: {
        operationId: 'getDocumentLink',
        tags: ['documents'],
        summary: 'A link to the file that works for 5 minutes without a session (its driver or an admin)',
        params: documentIdParamsSchema,
        response: { 200: documentLinkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: driversAndAdmins,
    },
    async (request) => ({ data: await documentsService.link(currentUser(request), request.params.id) }),
  );

  app.get(
    '/document-files',
    {
      schema: {
        operationId: 'getSignedDocumentFile',
        tags: ['documents'],
        summary: 'A file by a signed link from getDocumentLink (local storage); refused once expired',
        querystring: z.object({
          key: z.string().max(200),
          expires: z.coerce.number().int(),
          signature: z.string().max(100),
        }),
        produces: FILE_MEDIA_TYPES,
        response: { 200: fileBody, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const key = verifyLocalLink(linkSecret, request.query, clock.now());
      if (key === null || documentsService.storage.kind !== 'local') {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, DOCUMENT_MESSAGES.linkInvalid);
      }
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const contentType =
        extension === 'pdf' ? 'application/pdf' : extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .send(asFileBody(await documentsService.storage.get(key)));
    },
  );

  app.get(
    '/rides/:id/driver-photo',
    {
      schema: {
        operationId: 'getRideDriverPhoto',
        tags: ['rides'],
        summary: 'The approved photo of the ride’s driver (its rider, its driver or an admin)',
        params: rideIdParamsSchema,
        produces: PHOTO_MEDIA_TYPES,
        response: { 200: photoBody, ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const photo = await documentsService.rideDriverPhoto(currentUser(request), request.params.id);
      return sendPhoto(reply, photo);
    },
  );

  // Public like GET /track/:token, and limited like it: the token is the only key.
  const trackLimiter = createAttemptLimiter(app, [
    { max: 120, windowMs: 60_000, key: (request) => `track-photo:ip:${request.ip}` },
  ]);
  app.get(
    '/track/:token/driver-photo',
    {
      schema: {
        operationId: 'getSharedTripDriverPhoto',
        tags: ['safety'],
        summary: 'The driver’s approved photo on a shared trip, while the link works',
        params: trackTokenParamsSchema,
        produces: PHOTO_MEDIA_TYPES,
        response: { 200: photoBody, ...errorResponses(404, 429) },
      },
      preHandler: trackLimiter.check,
    },
    async (request, reply) =>
      sendPhoto(reply, await documentsService.sharedDriverPhoto(request.params.token)),
  );

  app.get(
    '/admin/documents',
    {
      schema: {
        operationId: 'listDocumentQueue',
        tags: ['admin'],
        summary: 'Drivers’ documents by state, oldest upload first (default: those in review)',
        querystring: documentQueueQuerySchema,
        response: { 200: documentQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: admins,
    },
    async (request) => documentsService.queue(request.query),
  );

  app.post(
    '/admin/documents/:id/approve',
    {
      schema: {
        operationId: 'approveDocument',
        tags: ['admin'],
        summary: 'Approve a document in review; the last required one approves a pending driver',
        params: documentIdParamsSchema,
        response: { 200: driverDocumentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: admins,
    },
    async (request) => ({
      data: await documentsService.review(currentUser(request), request.params.id, { approve: true }),
    }),
  );

  app.post(
    '/admin/documents/:id/reject',
    {
      schema: {
        operationId: 'rejectDocument',
        tags: ['admin'],
        summary: 'Reject a document in review, with the reason the driver sees',
        params: documentIdParamsSchema,
        body: documentRejectBodySchema,
        response: { 200: driverDocumentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: admins,
    },
    async (request) => ({
      data: await documentsService.review(currentUser(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );
};
