import {
  DOCUMENT_EXPIRY,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentChecklist,
  type DocumentState,
  type DocumentType,
  type DriverDocument,
} from '@ridebook/validation';
import type { DocumentRow } from './documents.repository.ts';

/** `YYYY-MM-DD` of an instant, in UTC: expiry dates are whole days. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole days from `today` to `day` (both `YYYY-MM-DD`); negative once past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * One upload's state today. A document is valid through its expiry date and expired the day after; "expiring soon"
 * within DOCUMENT_EXPIRY.soonDays days of it.
 */
export function documentState(row: Pick<DocumentRow, 'status' | 'expiresOn'>, today: string): DocumentState {
  if (row.status !== 'approved') return row.status;
  if (row.expiresOn === null) return 'approved';
  const days = daysUntil(row.expiresOn, today);
  if (days < 0) return 'expired';
  return days <= DOCUMENT_EXPIRY.soonDays ? 'expiring_soon' : 'approved';
}

const isValid = (state: DocumentState) => state === 'approved' || state === 'expiring_soon';

export function toDriverDocument(row: DocumentRow, today: string): DriverDocument {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    state: documentState(row, today),
    details: row.details,
    expiresOn: row.expiresOn,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    rejectionReason: row.rejectionReason,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export type DocumentStanding = {
  checklist: Omit<DocumentChecklist, 'canGoOnline'>;
  /** Every required type has an approved, unexpired document. */
  isComplete: boolean;
  /** Types whose approved document expired with no valid one since: these keep the driver offline. */
  expired: DocumentType[];
};

/**
 * Where a driver stands, from all their uploads (any order). Per type the checklist shows the latest upload; an
 * approved document keeps counting while its replacement is in review or after the replacement is rejected.
 */
export function documentStanding(rows: readonly DocumentRow[], today: string): DocumentStanding {
  const newestFirst = [...rows].sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime());
  const items = DOCUMENT_TYPES.map((type) => {
    const ofType = newestFirst.filter((row) => row.type === type);
    const latest = ofType[0];
    const approved = ofType.filter((row) => row.status === 'approved');
    const hasValid = approved.some((row) => isValid(documentState(row, today)));
    const latestState: DocumentState = latest === undefined ? 'missing' : documentState(latest, today);
    // An approved document that expired, with no valid one of its type since, keeps the driver offline.
    const hasExpired = !hasValid && approved.length > 0;
    return {
      item: {
        type,
        label: DOCUMENT_TYPE_LABELS[type],
        state: latestState,
        latest: latest === undefined ? null : toDriverDocument(latest, today),
      },
      hasValid,
      hasExpired,
    };
  });
  return {
    checklist: {
      items: items.map(({ item }) => item),
      remaining: items.filter(({ hasValid }) => !hasValid).map(({ item }) => item.type),
    },
    isComplete: items.every(({ hasValid }) => hasValid),
    expired: items.filter(({ hasExpired }) => hasExpired).map(({ item }) => item.type),
  };
}
