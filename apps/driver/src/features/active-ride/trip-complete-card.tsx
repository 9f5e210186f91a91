import { isApiClientError, useConfirmCashCollected, useRide } from '@ridebook/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  formatMoney,
  EmptyState,
  notify,
  notifyError,
  Skeleton,
} from '@ridebook/ui';
import { Banknote, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { CardHeading } from '../../components/card-heading.tsx';
import { PaymentBadge } from '../rides/index.ts';
import { rememberCompletedRide } from './completed-ride-storage.ts';

export const CASH_MESSAGES = {
  confirmed: 'Cash payment confirmed.',
  failed: 'We could not confirm the cash payment. Please try again.',
} as const;

/**
 * The summary of the ride the driver just completed: the fare and, for a cash ride, the confirmation that the
 * rider paid. Closing it forgets the ride here.
 */
export function TripCompleteCard({ rideId }: { rideId: string }) {
  const ride = useRide(rideId);
  const confirmCash = useConfirmCashCollected({
    onSuccess: () => notify.success(CASH_MESSAGES.confirmed),
    onError: (error) => notifyError(error, CASH_MESSAGES.failed),
  });
  const data = ride.data;
  // A ride that cannot be shown (not found, not completed) has no summary: forget it.
  const isGone =
    (isApiClientError(ride.error) && ride.error.status === 404) ||
    (data !== undefined && data.status !== 'completed');
  useEffect(() => {
    if (isGone) rememberCompletedRide(null);
  }, [isGone]);

  if (ride.isError && !isGone) {
    return (
      <EmptyState
        tone="destructive"
        icon={CircleCheck}
        title="We couldn't load your last ride"
        description="RideBook isn't responding right now. Please try again."
        action={
          <Button variant="outline" onClick={() => void ride.refetch()} loading={ride.isFetching}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (!data || isGone) return <Skeleton className="h-48 rounded-xl" />;

  const amount = formatMoney(data.fare.final ?? data.fare.estimate, data.fare.currency);
  const isCash = data.paymentMethod === 'cash';
  const isCashPending = isCash && data.cashCollectedAt === null;

  return (
    <Card className="border-success/40">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 text-success" />
          <CardHeading className="text-lg">Ride completed</CardHeading>
        </div>
        <CardDescription>
          {data.rider.name} · {data.destination.address}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-3xl font-bold tracking-tight tabular-nums">{amount}</p>
          <PaymentBadge method={data.paymentMethod} />
        </div>
        {isCashPending ? (
          <p className="flex items-start gap-2 rounded-lg bg-warning/10 p-3 text-sm">
            <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              Collect <strong>{amount}</strong> in cash from the rider, then confirm below.
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {isCash ? 'Cash collected. Thank you!' : 'The rider pays in the app. Nothing to collect.'}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-end">
        {isCashPending ? (
          <Button
            variant="success"
            onClick={() => confirmCash.mutate({ rideId })}
            loading={confirmCash.isPending}
          >
            {!confirmCash.isPending && <Banknote aria-hidden="true" />}
            Confirm Cash Collected
          </Button>
        ) : (
          <Button variant="outline" onClick={() => rememberCompletedRide(null)}>
            Done
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
