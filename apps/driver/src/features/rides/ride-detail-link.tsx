import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { rideDetailPath } from '../../config/paths.ts';

/**
 * The keyboard's way into a ride from a table row (the row itself opens it on click too); the click stays here
 * so the row's handler does not navigate twice.
 */
export function RideDetailLink({ rideId, children }: { rideId: string; children: ReactNode }) {
  return (
    <Link
      to={rideDetailPath(rideId)}
      onClick={(event) => event.stopPropagation()}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
