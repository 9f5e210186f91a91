import { offersQueryOptions, useAvailability, useDeclineRide, useRealtimeEvent } from '@ridebook/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  notify,
  notifyError,
  SheetContent,
  useIsMobile,
  useNow,
} from '@ridebook/ui';
import type { RideOffer } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { OfferCountdown } from './offer-countdown.tsx';
import { OFFER_MESSAGES } from './offer-messages.ts';
import { RideRequestDetails } from './ride-request-details.tsx';
import { useAcceptRideAction } from './use-accept-ride-action.ts';

/** The offer to show now: the one that expires first among those still open. */
export function currentOffer(offers: readonly RideOffer[] | undefined, now: number): RideOffer | undefined {
  return (offers ?? [])
    .filter((offer) => Date.parse(offer.expiresAt) > now)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))[0];
}

/** The offers of an online driver (kept live by the socket's offer.new and offer.withdrawn). */
export function useCurrentOffer(): { offer: RideOffer | undefined; now: number } {
  const availability = useAvailability();
  const isOnline = availability.data?.online === true;
  const offers = useQuery({ ...offersQueryOptions(), enabled: isOnline });
  const now = useNow(offers.data?.length ? 250 : 1_000);
  return { offer: isOnline ? currentOffer(offers.data, now) : undefined, now };
}

/**
 * The incoming offer, over whatever page the online driver is on: the rider, the fare, the distances and a
 * countdown, with Accept and Decline. On a phone it is a full-width sheet from the bottom edge, over the map and
 * within reach of a thumb; on wide screens a dialog. An offer that is withdrawn (taken, cancelled, expired) closes
 * it at once.
 */
export function OfferDialog() {
  const { offer, now } = useCurrentOffer();

  useRealtimeEvent('offer.withdrawn', ({ offerId, reason }) => {
    if (reason !== 'declined') notify.info(OFFER_MESSAGES.withdrawn[reason], { id: `offer-${offerId}` });
  });

  return (
    <Dialog open={offer !== undefined}>
      {offer && <OfferDialogContent key={offer.id} offer={offer} now={now} />}
    </Dialog>
  );
}

function OfferDialogContent({ offer, now }: { offer: RideOffer; now: number }) {
  const [shownAt] = useState(now);
  const accept = useAcceptRideAction();
  const decline = useDeclineRide({
    onSuccess: () => notify.success(OFFER_MESSAGES.declined),
    onError: (error) => notifyError(error, OFFER_MESSAGES.declineFailed),
  });
  const isBusy = accept.isPending || decline.isPending;
  // Only the buttons answer an offer: a stray tap outside or Escape must not throw a ride away.
  const keepOpen = (event: Event) => event.preventDefault();

  const isMobile = useIsMobile();
  const guards = {
    hideClose: true,
    onEscapeKeyDown: keepOpen,
    onPointerDownOutside: keepOpen,
    onInteractOutside: keepOpen,
  };
  const content = (
    <>
      <DialogHeader className="pr-0">
        <DialogTitle>New ride request</DialogTitle>
        <DialogDescription>Accept it before the time runs out, or decline to pass it on.</DialogDescription>
      </DialogHeader>
      <OfferCountdown expiresAt={offer.expiresAt} shownAt={shownAt} now={now} />
      <RideRequestDetails request={offer} />
      {/* On a phone, Decline and Accept side by side at the bottom edge, under the thumb. */}
      <DialogFooter className={isMobile ? 'grid grid-cols-2' : undefined}>
        <Button
          variant="outline"
          size="lg"
          onClick={() => decline.mutate({ rideId: offer.rideId })}
          loading={decline.isPending}
          disabled={isBusy}
        >
          {!decline.isPending && <X aria-hidden="true" />}
          Decline
        </Button>
        <Button
          variant="success"
          size="lg"
          onClick={() => accept.mutate({ rideId: offer.rideId })}
          loading={accept.isPending}
          disabled={isBusy}
        >
          {!accept.isPending && <Check aria-hidden="true" />}
          Accept
        </Button>
      </DialogFooter>
    </>
  );
  return isMobile ? (
    <SheetContent
      side="bottom"
      {...guards}
      className="gap-5 overflow-y-auto rounded-t-3xl px-5 pt-6 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
    >
      {content}
    </SheetContent>
  ) : (
    <DialogContent {...guards} className="gap-5">
      {content}
    </DialogContent>
  );
}
