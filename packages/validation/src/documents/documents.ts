import { z } from 'zod';
import { dateField } from '../dates.ts';
import { vehiclePlateField } from '../fields.ts';
import { pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';
import { adminReasonBodySchema } from '../admin/admin-reason.ts';

/** The documents a driver must have approved before driving; every one is required. */
export const DOCUMENT_TYPES = ['licence', 'registration', 'insurance', 'photo'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Choose a document type' });
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  licence: 'Driving licence',
  registration: 'Vehicle registration',
  insurance: 'Insurance certificate',
  photo: 'Profile photo',
};

/** What an admin decides about one upload. */
export const DOCUMENT_REVIEW_STATUSES = ['in_review', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

/**
 * What the driver's checklist shows for each type: the review status of the latest upload, or for an approved one
 * its standing against its expiry date (expiring soon = within DOCUMENT_EXPIRY.soonDays days).
 */
export const DOCUMENT_STATES = [
  'missing',
  'in_review',
  'approved',
  'rejected',
  'expiring_soon',
  'expired',
] as const;
export const documentStateSchema = z.enum(DOCUMENT_STATES, { error: 'Choose a document state' });
export type DocumentState = z.infer<typeof documentStateSchema>;

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  missing: 'Missing',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  expiring_soon: 'Expiring soon',
  expired: 'Expired',
};

/** Reminder e-mails go this many days before an expiry date; "expiring soon" starts at the first. */
export const DOCUMENT_EXPIRY = { soonDays: 30, reminderDays: [30, 7] as const } as const;

/** Uploads: what is read from the content (never the name), and the size limit (413 above it). */
export const DOCUMENT_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const,
  accept: 'image/*,application/pdf',
} as const;

export const DOCUMENT_MESSAGES = {
  fileRequired: 'Choose a photo or a PDF of the document',
  fileTypeRefused: 'The file must be a JPEG, PNG or WebP photo, or a PDF',
  fileCorrupt: 'The file could not be read; take the photo again or choose another file',
  fileTooLarge: 'The file is larger than 10 MB',
  photoMustBeImage: 'The profile photo must be a JPEG, PNG or WebP photo',
  numberRequired: 'Enter the licence number',
  expiresOnRequired: 'Enter the expiry date',
  expiresOnPast: 'This document has already expired',
  makeRequired: 'Enter the make',
  modelRequired: 'Enter the model',
  yearInvalid: 'Enter the year, e.g. 2019',
  colourRequired: 'Enter the colour',
  seatsInvalid: 'Enter the number of passenger seats (1 to 8)',
  insurerRequired: 'Enter the insurer',
  policyNumberRequired: 'Enter the policy number',
  textTooLong: 'This is too long',
  documentNotFound: 'Document not found',
  notInReview: 'This document has already been reviewed',
  linkInvalid: 'This link is invalid or has expired',
  documentExpired: 'A document has expired: upload a new one before going online',
  documentsIncomplete: 'Your documents are not all approved yet: see what is left in Documents',
} as const;

const requiredText = (message: string, max = 60) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: DOCUMENT_MESSAGES.textTooLong });

const expiresOnField = z
  .string({ error: DOCUMENT_MESSAGES.expiresOnRequired })
  .trim()
  .min(1, { error: DOCUMENT_MESSAGES.expiresOnRequired, abort: true })
  .pipe(dateField('day'));

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** The details typed beside each upload (multipart fields arrive as text, so numbers are coerced). */
export const licenceDetailsSchema = z.object({
  number: requiredText(DOCUMENT_MESSAGES.numberRequired, 40),
  expiresOn: expiresOnField,
});
export const registrationDetailsSchema = z.object({
  plate: vehiclePlateField,
  make: requiredText(DOCUMENT_MESSAGES.makeRequired),
  model: requiredText(DOCUMENT_MESSAGES.modelRequired),
  year: wholeNumber(DOCUMENT_MESSAGES.yearInvalid, 1950, 2100),
  colour: requiredText(DOCUMENT_MESSAGES.colourRequired, 30),
  seats: wholeNumber(DOCUMENT_MESSAGES.seatsInvalid, 1, 8),
});
export const insuranceDetailsSchema = z.object({
  insurer: requiredText(DOCUMENT_MESSAGES.insurerRequired, 80),
  policyNumber: requiredText(DOCUMENT_MESSAGES.policyNumberRequired, 40),
  expiresOn: expiresOnField,
});
export const photoDetailsSchema = z.object({});

export const DOCUMENT_DETAILS_SCHEMAS = {
  licence: licenceDetailsSchema,
  registration: registrationDetailsSchema,
  insurance: insuranceDetailsSchema,
  photo: photoDetailsSchema,
} as const;
export type LicenceDetails = z.output<typeof licenceDetailsSchema>;
export type RegistrationDetails = z.output<typeof registrationDetailsSchema>;
export type InsuranceDetails = z.output<typeof insuranceDetailsSchema>;
export type DocumentDetailsInput = {
  licence: z.input<typeof licenceDetailsSchema>;
  registration: z.input<typeof registrationDetailsSchema>;
  insurance: z.input<typeof insuranceDetailsSchema>;
  photo: z.input<typeof photoDetailsSchema>;
};

/** The form fields (besides the file) each type asks for, in order, with their labels. */
export const DOCUMENT_FIELDS: Record<
  DocumentType,
  { name: string; label: string; kind: 'text' | 'date' | 'number' }[]
> = {
  licence: [
    { name: 'number', label: 'Licence number', kind: 'text' },
    { name: 'expiresOn', label: 'Expiry date', kind: 'date' },
  ],
  registration: [
    { name: 'plate', label: 'Plate', kind: 'text' },
    { name: 'make', label: 'Make', kind: 'text' },
    { name: 'model', label: 'Model', kind: 'text' },
    { name: 'year', label: 'Year', kind: 'number' },
    { name: 'colour', label: 'Colour', kind: 'text' },
    { name: 'seats', label: 'Passenger seats', kind: 'number' },
  ],
  insurance: [
    { name: 'insurer', label: 'Insurer', kind: 'text' },
    { name: 'policyNumber', label: 'Policy number', kind: 'text' },
    { name: 'expiresOn', label: 'Expiry date', kind: 'date' },
  ],
  photo: [],
};

/** One upload as its driver and admins see it. */
export const driverDocumentSchema = z.object({
  id: z.string(),
  type: documentTypeSchema,
  status: z.enum(DOCUMENT_REVIEW_STATUSES),
  /** The status against today: `expiring_soon` / `expired` for an approved document near or past its date. */
  state: documentStateSchema,
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  expiresOn: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  rejectionReason: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DriverDocument = z.infer<typeof driverDocumentSchema>;

/** One line of the checklist: the type's state, its latest upload and, while that is in review, the approved one. */
export const documentChecklistItemSchema = z.object({
  type: documentTypeSchema,
  label: z.string(),
  state: documentStateSchema,
  latest: driverDocumentSchema.nullable(),
});
export type DocumentChecklistItem = z.infer<typeof documentChecklistItemSchema>;

export const documentChecklistSchema = z.object({
  items: z.array(documentChecklistItemSchema),
  /** Types still needing something from the driver before going online (missing, rejected, expired). */
  remaining: z.array(documentTypeSchema),
  canGoOnline: z.boolean(),
});
export type DocumentChecklist = z.infer<typeof documentChecklistSchema>;
export const documentChecklistResponseSchema = z.object({ data: documentChecklistSchema });
export const driverDocumentResponseSchema = z.object({ data: driverDocumentSchema });

export const documentTypeParamsSchema = z.object({ type: documentTypeSchema });
export const documentIdParamsSchema = z.object({ id: z.uuid({ error: DOCUMENT_MESSAGES.documentNotFound }) });

/** A short-lived link to the file: a signed API path (local storage) or a presigned object-storage URL. */
export const documentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;
export const documentLinkResponseSchema = z.object({ data: documentLinkSchema });

/** GET /api/admin/documents: oldest upload first, by state (default: in review) and the driver's city (all). */
export const documentQueueQuerySchema = pageQuerySchema.extend({
  state: z.enum(['in_review', 'approved', 'rejected', 'expiring_soon', 'expired']).default('in_review'),
  cityId: z.uuid({ error: 'City not found' }).optional(),
});
export type DocumentQueueQuery = z.output<typeof documentQueueQuerySchema>;
/** What a client sends: every key optional (the API shows documents in review by default). */
export type DocumentQueueParams = QueryParams<typeof documentQueueQuerySchema>;

export const documentQueueItemSchema = driverDocumentSchema.extend({
  driver: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type DocumentQueueItem = z.infer<typeof documentQueueItemSchema>;
export const documentQueueResponseSchema = pageResponseSchema(documentQueueItemSchema);
export type DocumentQueuePage = z.infer<typeof documentQueueResponseSchema>;

export const documentRejectBodySchema = adminReasonBodySchema;
