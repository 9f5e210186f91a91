import { useDocumentChecklist } from '@ridebook/api-client';
import { Badge, Button, Card, CardContent, Skeleton } from '@ridebook/ui';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_STATE_LABELS,
  DOCUMENT_TYPE_LABELS,
  type DocumentChecklistItem,
  type DocumentState,
} from '@ridebook/validation';
import { BadgeCheck, FileWarning } from 'lucide-react';
import { useState } from 'react';
import { CardHeading } from '../../components/card-heading.tsx';
import { Notice } from '../../components/notice.tsx';
import { DocumentUploadForm } from './document-upload-form.tsx';

const BADGE_VARIANTS: Record<DocumentState, 'success' | 'info' | 'warning' | 'destructive' | 'outline'> = {
  missing: 'outline',
  in_review: 'info',
  approved: 'success',
  rejected: 'destructive',
  expiring_soon: 'warning',
  expired: 'destructive',
};

/** States that need the driver: the form shows at once, not behind "Upload a new one". */
const NEEDS_UPLOAD: ReadonlySet<DocumentState> = new Set(['missing', 'rejected', 'expiring_soon', 'expired']);

function detailsText(item: DocumentChecklistItem): string | null {
  const latest = item.latest;
  if (!latest) return null;
  const shown = DOCUMENT_FIELDS[item.type]
    .map((field) => latest.details[field.name])
    .filter((value) => value !== undefined);
  return shown.length > 0 ? shown.join(' · ') : null;
}

function DocumentCard({ item }: { item: DocumentChecklistItem }) {
  const [isReplacing, setIsReplacing] = useState(false);
  const showForm = NEEDS_UPLOAD.has(item.state) || isReplacing;
  const details = detailsText(item);
  const initialValues = Object.fromEntries(
    Object.entries(item.latest?.details ?? {})
      .filter(([name]) => name !== 'expiresOn')
      .map(([name, value]) => [name, String(value)]),
  );
  return (
    <Card aria-labelledby={`document-${item.type}`} role="region">
      <CardContent className="grid gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardHeading id={`document-${item.type}`}>{item.label}</CardHeading>
          <Badge variant={BADGE_VARIANTS[item.state]}>{DOCUMENT_STATE_LABELS[item.state]}</Badge>
        </div>
        {details && <p className="text-sm text-muted-foreground">{details}</p>}
        {item.state === 'rejected' && item.latest?.rejectionReason && (
          <p className="text-sm text-destructive">Rejected: {item.latest.rejectionReason}</p>
        )}
        {item.state === 'in_review' && (
          <p className="text-sm text-muted-foreground">An admin is checking it.</p>
        )}
        {item.state === 'expiring_soon' && (
          <p className="text-sm">It expires on {item.latest?.expiresOn}: upload the new one.</p>
        )}
        {item.state === 'expired' && (
          <p className="text-sm text-destructive">
            It expired on {item.latest?.expiresOn}: upload the new one.
          </p>
        )}
        {showForm ? (
          <DocumentUploadForm
            type={item.type}
            submitLabel={item.state === 'missing' ? `Upload ${item.label.toLowerCase()}` : 'Upload again'}
            initialValues={initialValues}
            onUploaded={() => setIsReplacing(false)}
          />
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={() => setIsReplacing(true)}>
              Upload a new one
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /driver/documents (onboarding): what is left before going online, and each document - licence, registration,
 * insurance, photo - with its state, the admin's reason for a rejection, and its upload.
 */
export function DocumentsPage() {
  const { data: checklist, isPending, isError } = useDocumentChecklist();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError) return <p role="alert">Your documents could not be loaded. Reload the page to try again.</p>;
  const remaining = checklist.remaining.map((type) => DOCUMENT_TYPE_LABELS[type].toLowerCase());
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Documents</h1>
        <p className="mt-1 text-muted-foreground">
          An admin checks each one; with all four approved you can go online.
        </p>
      </div>
      {remaining.length === 0 ? (
        <Notice icon={BadgeCheck} tone="info" title="Your documents are approved">
          <p>
            {checklist.canGoOnline ? 'You can go online.' : 'An admin still has to approve your account.'}
          </p>
        </Notice>
      ) : (
        <Notice icon={FileWarning} tone="warning" title="Before you can go online">
          <p>Still needed: {remaining.join(', ')}.</p>
        </Notice>
      )}
      {checklist.items.map((item) => (
        <DocumentCard key={item.type} item={item} />
      ))}
    </div>
  );
}
