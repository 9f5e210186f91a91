import { useCities, useDocumentQueue, useReviewDocument } from '@ridebook/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  formatDateTime,
  NativeSelect,
  notify,
  notifyError,
} from '@ridebook/ui';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_STATE_LABELS,
  DOCUMENT_TYPE_LABELS,
  cityQuerySchema,
  documentRejectBodySchema,
  type DocumentQueueItem,
} from '@ridebook/validation';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FilterSelect } from '../../components/filter-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { readOption, useUrlState } from '../../lib/use-url-state.ts';
import { ReasonDialog, reasonValidator } from '../../components/reason-dialog.tsx';
import { DocumentViewer } from './document-viewer.tsx';

const STATES = ['in_review', 'rejected', 'expiring_soon', 'expired', 'approved'] as const;
type QueueState = (typeof STATES)[number];

function detailsOf(item: DocumentQueueItem): string {
  const parts = DOCUMENT_FIELDS[item.type].map(
    (field) => `${field.label}: ${String(item.details[field.name] ?? '—')}`,
  );
  return parts.join(' · ');
}

/** The state filter: always one state (the queue shows documents in review by default). */
function StateFilter({ value, onChange }: { value: QueueState; onChange: (state: QueueState) => void }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        State
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as QueueState)}
        className="h-9 w-full py-0 text-sm"
      >
        {STATES.map((option) => (
          <option key={option} value={option}>
            {DOCUMENT_STATE_LABELS[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function Review({ item, onDone }: { item: DocumentQueueItem; onDone: () => void }) {
  const review = useReviewDocument();
  const label = DOCUMENT_TYPE_LABELS[item.type];
  const approve = () =>
    review.mutate(
      { id: item.id, approve: true },
      {
        onSuccess: () => {
          notify.success(`${label} of ${item.driver.name} approved`);
          onDone();
        },
        onError: (error) => notifyError(error, 'The document could not be approved'),
      },
    );
  return (
    <Card aria-labelledby="review-heading" role="region">
      <CardContent className="grid gap-4 p-5">
        <div className="grid gap-1">
          <h2 id="review-heading" className="text-base font-semibold">
            {label} · {item.driver.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {item.driver.email} · uploaded {formatDateTime(item.uploadedAt)}
          </p>
          {DOCUMENT_FIELDS[item.type].length > 0 && <p className="text-sm">{detailsOf(item)}</p>}
          {item.rejectionReason && (
            <p className="text-sm text-destructive">Rejected: {item.rejectionReason}</p>
          )}
        </div>
        <DocumentViewer document={item} />
        {item.status === 'in_review' && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={approve} loading={review.isPending}>
              <Check aria-hidden="true" />
              Approve
            </Button>
            <ReasonDialog
              trigger={
                <>
                  <X aria-hidden="true" />
                  Reject
                </>
              }
              title={`Reject the ${label.toLowerCase()}?`}
              description={`${item.driver.name} sees the reason and can upload it again.`}
              confirmLabel="Reject"
              pendingLabel="Rejecting..."
              isDestructive
              validate={reasonValidator(documentRejectBodySchema)}
              onConfirm={(reason) =>
                review
                  .mutateAsync({ id: item.id, approve: false, reason })
                  .then(() => {
                    notify.success(`${label} of ${item.driver.name} rejected`);
                    onDone();
                  })
                  .catch((error: unknown) => {
                    notifyError(error, 'The document could not be rejected');
                    throw error;
                  })
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /admin/documents: drivers' documents by state and city (both kept in the address), oldest upload first; open one
 * to view it (zoom, rotate, a PDF's pages) and approve or reject it with a reason.
 */
export function DocumentReviewPage() {
  const { read, update } = useUrlState();
  const state = readOption(read('state'), STATES) ?? 'in_review';
  const cities = useCities();
  // A hand-edited city in the address that is not an id is ignored rather than sent (the API would refuse it).
  const cityQuery = cityQuerySchema.safeParse({ cityId: read('cityId') || undefined });
  const cityId = cityQuery.success ? cityQuery.data.cityId : undefined;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queue = useDocumentQueue({ state, cityId, pageSize: 100 });
  const rows = queue.data?.data ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  return (
    <div className="grid gap-4">
      <PageHeader
        title="Driver documents"
        description="Oldest first. Approving a driver's last document approves the driver."
      />
      <div className="grid max-w-xl gap-3 sm:grid-cols-2">
        <StateFilter
          value={state}
          onChange={(next) => {
            update({ state: next === 'in_review' ? null : next });
            setSelectedId(null);
          }}
        />
        <FilterSelect
          label="City"
          anyLabel="Every city"
          value={cityId ?? ''}
          options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
          onChange={(next) => {
            update({ cityId: next });
            setSelectedId(null);
          }}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Card>
          <CardContent className="p-0">
            {queue.isPending ? (
              <p className="p-4 text-sm text-muted-foreground">Loading…</p>
            ) : queue.isError ? (
              <p role="alert" className="p-4 text-sm text-destructive">
                The documents could not be loaded.
              </p>
            ) : rows.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">
                No documents {DOCUMENT_STATE_LABELS[state].toLowerCase()}.
              </p>
            ) : (
              <ul aria-label="Documents" className="divide-y">
                {rows.map((row) => (
                  <li key={row.id}>
                    <button
                      type="button"
                      aria-current={row.id === selectedId ? 'true' : undefined}
                      onClick={() => setSelectedId(row.id)}
                      className="flex w-full items-center justify-between gap-3 p-3 text-left hover:bg-accent aria-[current=true]:bg-accent"
                    >
                      <span className="grid">
                        <span className="font-medium">
                          {DOCUMENT_TYPE_LABELS[row.type]} · {row.driver.name}
                        </span>
                        <span className="text-xs text-muted-foreground">
                          {formatDateTime(row.uploadedAt)}
                        </span>
                      </span>
                      <Badge variant="outline">{DOCUMENT_STATE_LABELS[row.state]}</Badge>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {selected ? (
          <Review key={selected.id} item={selected} onDone={() => setSelectedId(null)} />
        ) : (
          <p className="text-sm text-muted-foreground">Choose a document to review it.</p>
        )}
      </div>
    </div>
  );
}
