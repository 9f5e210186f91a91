import { notify } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { useEffect, useRef } from 'react';
import { firstName, isNoDriverFound } from './ride-copy.ts';

/** What the rider is told when the ride moves without them (their own cancel toasts from its dialog). */
export function statusToast(ride: Ride): { kind: 'success' | 'info' | 'error'; message: string } | null {
  const name = ride.driver ? firstName(ride.driver.name) : 'Your driver';
  switch (ride.status) {
    case 'requested':
      return ride.scheduledAt
        ? { kind: 'info', message: 'Your scheduled ride is looking for a driver.' }
        : null;
    case 'accepted':
      return { kind: 'success', message: `${name} accepted your ride.` };
    case 'arrived':
      return { kind: 'info', message: `${name} has arrived.` };
    case 'in_transit':
      return { kind: 'info', message: 'Your trip has started.' };
    case 'completed':
      return { kind: 'success', message: "You've arrived. Thanks for riding with RideBook!" };
    case 'cancelled':
      if (ride.cancelledBy === 'rider') return null;
      if (isNoDriverFound(ride)) return { kind: 'error', message: 'No driver found.' };
      return { kind: 'error', message: 'Your ride was cancelled.' };
    default:
      return null;
  }
}

/** Toasts each status change that arrives while the page is open (not the status it opened with). */
export function useStatusToasts(ride: Ride | undefined): void {
  const previous = useRef<{ id: string; status: Ride['status'] } | null>(null);
  useEffect(() => {
    if (!ride) return;
    const before = previous.current;
    previous.current = { id: ride.id, status: ride.status };
    if (!before || before.id !== ride.id || before.status === ride.status) return;
    const toast = statusToast(ride);
    if (toast) notify[toast.kind](toast.message, { id: `ride-status-${ride.id}` });
  }, [ride]);
}
