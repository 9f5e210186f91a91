import {
  documentChecklistResponseSchema,
  documentLinkResponseSchema,
  documentQueueResponseSchema,
  driverDocumentResponseSchema,
  type DocumentChecklist,
  type DocumentLink,
  type DocumentQueuePage,
  type DocumentQueueParams,
  type DocumentType,
  type DriverDocument,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions, pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { invalidate, useEndpointMutation } from '../mutation-options.ts';
import { GET, POST, apiPath, requestData, requestParsed, sendRequest, type ApiRequest } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/documents: each document's state and what is left before going online. */
export function getDocumentChecklist(options?: RequestOptions): Promise<DocumentChecklist> {
  return requestData(documentChecklistResponseSchema, GET('/driver/documents'), options);
}

export const useDocumentChecklist = () =>
  useQuery(endpointQueryOptions(queryKeys.documents.checklist(), getDocumentChecklist));

export type DocumentUploadInput = {
  type: DocumentType;
  fields: Record<string, string>;
  file: Blob & { name?: string };
  /** Called as the file goes up, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
};

/**
 * POST /driver/documents/:type as multipart/form-data (the fields, then the file); the browser's XMLHttpRequest
 * reports the upload's progress.
 */
export function uploadDocument(
  { type, fields, file, onProgress }: DocumentUploadInput,
  options?: RequestOptions,
): Promise<DriverDocument> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name ?? 'document');
  const request: ApiRequest = {
    method: 'post',
    path: apiPath`/driver/documents/${type}`,
    body: form,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  };
  return requestData(driverDocumentResponseSchema, request, options);
}

/** Uploads a document, then refreshes the checklist and the availability (what may go online changes). */
export function useUploadDocument() {
  return useEndpointMutation(
    uploadDocument,
    {},
    {
      onSuccess: (queryClient) =>
        invalidate(queryClient, queryKeys.documents.all(), queryKeys.driver.availability()),
    },
  );
}

/** GET /documents/:id/link: a link to the file that works for a few minutes (its driver or an admin). */
export function getDocumentLink(id: string, options?: RequestOptions): Promise<DocumentLink> {
  return requestData(documentLinkResponseSchema, GET(apiPath`/documents/${id}/link`), options);
}

/** GET /documents/:id/file: the file's bytes (its driver or an admin), e.g. for a PDF viewer. */
export async function getDocumentFile(id: string, options?: RequestOptions): Promise<ArrayBuffer> {
  const request = { path: apiPath`/documents/${id}/file`, responseType: 'arraybuffer' } as const;
  const response = await sendRequest<ArrayBuffer>(request, options);
  return response.data;
}

/** GET /admin/documents: documents by state, oldest upload first. */
export function getDocumentQueue(
  params: DocumentQueueParams = {},
  options?: RequestOptions,
): Promise<DocumentQueuePage> {
  return requestParsed(documentQueueResponseSchema, GET('/admin/documents', params), options);
}

export const useDocumentQueue = (params: DocumentQueueParams = {}) =>
  useQuery(pagedQueryOptions(queryKeys.documents.queue(params), getDocumentQueue, params));

export type DocumentReviewInput = { id: string } & ({ approve: true } | { approve: false; reason: string });

/** POST /admin/documents/:id/approve or /reject (with the reason the driver sees). */
export function reviewDocument(
  input: DocumentReviewInput,
  options?: RequestOptions,
): Promise<DriverDocument> {
  const path = apiPath`/admin/documents/${input.id}/${input.approve ? 'approve' : 'reject'}`;
  const body = input.approve ? {} : { reason: input.reason };
  return requestData(driverDocumentResponseSchema, POST(path, body), options);
}

/** Approves or rejects a document, then refreshes the queue and the admin's user lists (a driver may be approved). */
export function useReviewDocument() {
  return useEndpointMutation(
    reviewDocument,
    {},
    {
      onSuccess: (queryClient) => invalidate(queryClient, queryKeys.documents.all(), queryKeys.user.admin()),
    },
  );
}
