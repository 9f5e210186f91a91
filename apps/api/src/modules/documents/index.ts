// The documents feature's public surface: what other features and the app import from it.
export { seedApprovedDocuments } from './approved-documents.ts';
export { documentStanding, utcDay } from './document-standing.ts';
export { createDocumentStorage } from './document-storage.ts';
export { findDriverDocuments } from './documents.repository.ts';
export { createDocumentsService, type DocumentsService } from './documents.service.ts';
export { startExpirySweep } from './expiry-sweep.ts';
