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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/documents: each document's state and what is left before going online. */
export async function getDocumentChecklist({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<DocumentChecklist> {
  const response = await http.get<unknown>('/driver/documents', { signal });
  return parseResponse(documentChecklistResponseSchema, response).data;
}

export function useDocumentChecklist() {
  return useQuery({
    queryKey: queryKeys.documents.checklist(),
    queryFn: ({ signal }) => getDocumentChecklist({ signal }),
  });
}

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
export async function uploadDocument(
  { type, fields, file, onProgress }: DocumentUploadInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DriverDocument> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name ?? 'document');
  const response = await http.post<unknown>(`/driver/documents/${type}`, form, {
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  return parseResponse(driverDocumentResponseSchema, response).data;
}

/** Uploads a document, then refreshes the checklist and the availability (what may go online changes). */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation<DriverDocument, ApiClientError, DocumentUploadInput>({
    mutationFn: (input) => uploadDocument(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.availability() }),
      ]);
    },
  });
}

/** GET /documents/:id/link: a link to the file that works for a few minutes (its driver or an admin). */
export async function getDocumentLink(
  id: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DocumentLink> {
  const response = await http.get<unknown>(`/documents/${encodeURIComponent(id)}/link`, { signal });
  return parseResponse(documentLinkResponseSchema, response).data;
}

/** GET /documents/:id/file: the file's bytes (its driver or an admin), e.g. for a PDF viewer. */
export async function getDocumentFile(
  id: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<ArrayBuffer> {
  const response = await http.get<ArrayBuffer>(`/documents/${encodeURIComponent(id)}/file`, {
    signal,
    responseType: 'arraybuffer',
  });
  return response.data;
}

/** GET /admin/documents: documents by state, oldest upload first. */
export async function getDocumentQueue(
  params: DocumentQueueParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DocumentQueuePage> {
  const response = await http.get<unknown>('/admin/documents', { params, signal });
  return parseResponse(documentQueueResponseSchema, response);
}

export function useDocumentQueue(params: DocumentQueueParams = {}) {
  return useQuery({
    queryKey: queryKeys.documents.queue(params),
    queryFn: ({ signal }) => getDocumentQueue(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type DocumentReviewInput = { id: string } & ({ approve: true } | { approve: false; reason: string });

/** POST /admin/documents/:id/approve or /reject (with the reason the driver sees). */
export async function reviewDocument(
  input: DocumentReviewInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DriverDocument> {
  const url = `/admin/documents/${encodeURIComponent(input.id)}/${input.approve ? 'approve' : 'reject'}`;
  const response = await http.post<unknown>(url, input.approve ? {} : { reason: input.reason }, { signal });
  return parseResponse(driverDocumentResponseSchema, response).data;
}

/** Approves or rejects a document, then refreshes the queue and the admin's user lists (a driver may be approved). */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation<DriverDocument, ApiClientError, DocumentReviewInput>({
    mutationFn: (input) => reviewDocument(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.admin() }),
      ]);
    },
  });
}
