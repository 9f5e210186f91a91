import { useReceipt } from '@ridebook/api-client';
import { formatDateTime, formatMoney, formatPaidWith, Skeleton } from '@ridebook/ui';
import type { RefundPurpose, Ride } from '@ridebook/validation';
import { RefundRideAction } from './refund-ride-action.tsx';
import { platformRevenueOf, refundableOf, refundsOf } from './ride-refunds.ts';

/** Each refund says what it gave back, so the fare's and the tip's read alike ("Fare refund", "Tip refund"). */
const REFUND_TITLES: Record<RefundPurpose, string> = { fare: 'Fare refund', tip: 'Tip refund' };

/**
 * A completed ride's money after the fare: how the fare and the tip were paid (the card by brand and last 4), the
 * platform's revenue, the refunds made of the fare and of the tip, and Refund.
 */
export function RidePayments({ ride }: { ride: Ride }) {
  const receipt = useReceipt(ride.id);
  if (receipt.isPending) return <Skeleton className="mt-4 h-16 w-full" />;
  if (receipt.isError) {
    return <p className="mt-4 text-sm text-destructive">Couldn't load the ride's payments.</p>;
  }
  const data = receipt.data;
  const money = (amount: number) => formatMoney(amount, data.currency);
  const refunds = refundsOf(data);
  const refundable = refundableOf(data);
  const tipRefundable = refundableOf(data, 'tip');
  return (
    <section aria-labelledby="ride-payments-heading" className="mt-4 grid gap-3 border-t pt-4 text-sm">
      <div className="flex items-center justify-between gap-4">
        <h3 id="ride-payments-heading" className="font-semibold">
          Payments
        </h3>
        <RefundRideAction
          rideId={ride.id}
          currency={data.currency}
          paymentMethod={data.paymentMethod}
          refundable={refundable}
          tip={
            data.tipPaidWith === null
              ? null
              : { refundable: tipRefundable, paymentMethod: data.tipPaidWith.method }
          }
        />
      </div>
      <dl className="grid gap-2">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Fare paid with</dt>
          <dd className="font-medium">{formatPaidWith(data.paidWith)}</dd>
        </div>
        {data.tipPaidWith && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Tip paid with</dt>
            <dd className="font-medium">{formatPaidWith(data.tipPaidWith)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Platform revenue</dt>
          <dd className="font-medium tabular-nums" data-testid="platform-revenue">
            {money(platformRevenueOf(data))}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Fare refundable</dt>
          <dd className="font-medium tabular-nums">{money(refundable)}</dd>
        </div>
        {data.tipPaidWith && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Tip refundable</dt>
            <dd className="font-medium tabular-nums">{money(tipRefundable)}</dd>
          </div>
        )}
      </dl>
      {refunds.length === 0 ? (
        <p className="text-muted-foreground">No refunds.</p>
      ) : (
        <ul aria-label="Refunds" className="grid gap-2">
          {refunds.map((refund) => (
            <li key={`${refund.at}-${refund.amount}`} className="grid gap-0.5 rounded-md border p-2">
              <span className="flex justify-between gap-4 font-medium">
                <span>
                  {REFUND_TITLES[refund.purpose]} to the {refund.destination}
                </span>
                <span className="tabular-nums">{money(refund.amount)}</span>
              </span>
              <span className="text-xs break-words text-muted-foreground">
                {formatDateTime(refund.at)} · {refund.description}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
