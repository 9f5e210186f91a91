import { useReceipt } from '@ridebook/api-client';
import { Button, formatDateTimeWithWeekday, formatMoney, formatPaidWith, Skeleton } from '@ridebook/ui';
import type { Receipt } from '@ridebook/validation';
import { ReceiptText } from 'lucide-react';
import { AfterRideCard } from './after-ride-card.tsx';

/** The receipt's price lines, in the order the fare was built (a zero top-up is left out). */
function receiptLines(receipt: Receipt): { label: string; amount: number }[] {
  const { breakdown } = receipt.fare;
  const lines = [
    { label: 'Base fare', amount: breakdown.baseFare },
    { label: 'Distance', amount: breakdown.distance },
    { label: 'Time', amount: breakdown.time },
    { label: 'Minimum fare top-up', amount: breakdown.minimumFareTopUp },
    { label: 'Booking fee', amount: breakdown.bookingFee },
  ].filter((line) => line.label !== 'Minimum fare top-up' || line.amount > 0);
  const quoted = receipt.fare.estimate;
  const final = receipt.fare.final;
  if (final !== null && final !== quoted) {
    lines.push({ label: 'Adjusted for the trip driven', amount: final - quoted });
  }
  if (receipt.cancellationFee > 0) lines.push({ label: 'Cancellation fee', amount: receipt.cancellationFee });
  if (receipt.tip > 0) lines.push({ label: 'Tip', amount: receipt.tip });
  return lines;
}

/** After a completed ride: what it cost line by line, how it was paid, the route and the times (GET /rides/:id/receipt). */
export function RideReceipt({ rideId }: { rideId: string }) {
  const receipt = useReceipt(rideId);
  return (
    <AfterRideCard icon={ReceiptText} title="Receipt" headingId="receipt-heading">
      {receipt.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading your receipt…</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : receipt.isError ? (
        <div className="grid justify-items-start gap-2 text-sm">
          <p className="text-destructive">We couldn't load your receipt.</p>
          <Button variant="outline" size="sm" onClick={() => void receipt.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ReceiptDetails receipt={receipt.data} />
      )}
    </AfterRideCard>
  );
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const money = (amount: number) => formatMoney(amount, receipt.currency);
  const times = [
    { label: 'Requested', at: receipt.requestedAt },
    { label: 'Picked up', at: receipt.pickedUpAt },
    { label: 'Dropped off', at: receipt.completedAt },
    { label: 'Cancelled', at: receipt.cancelledAt },
  ].filter((time): time is { label: string; at: string } => time.at !== null);
  const paidWith = formatPaidWith(receipt.paidWith);
  // A tip is charged on its own: named when it went elsewhere than the fare (a cash ride's tip to a card).
  const tipPaidWith = receipt.tipPaidWith === null ? null : formatPaidWith(receipt.tipPaidWith);
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid gap-1.5" aria-label="Fare breakdown">
        {receiptLines(receipt).map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className="tabular-nums">{money(line.amount)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t pt-2.5 font-semibold">
          <dt>Total charged</dt>
          <dd className="tabular-nums" data-testid="receipt-total">
            {money(receipt.totalCharged)}
          </dd>
        </div>
      </dl>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Payment method</dt>
          <dd className="font-medium">{paidWith}</dd>
        </div>
        {tipPaidWith !== null && tipPaidWith !== paidWith && (
          <div>
            <dt className="text-muted-foreground">Tip paid with</dt>
            <dd className="font-medium">{tipPaidWith}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">Route</dt>
          <dd className="font-medium">
            {receipt.pickupAddress} <span aria-hidden="true">→</span>
            <span className="sr-only"> to </span> {receipt.destinationAddress}
          </dd>
        </div>
        {times.map((time) => (
          <div key={time.label}>
            <dt className="text-muted-foreground">{time.label}</dt>
            <dd className="font-medium">{formatDateTimeWithWeekday(time.at)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
