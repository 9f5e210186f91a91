import type { BadgeProps } from '@ridebook/ui';
import type { RideStatus } from '@ridebook/validation';
import { DRIVER_RIDE_STATUS_LABELS } from '../active-ride/index.ts';

const VARIANTS: Record<RideStatus, BadgeProps['variant']> = {
  scheduled: 'secondary',
  requested: 'secondary',
  accepted: 'info',
  arrived: 'info',
  picked_up: 'info',
  in_transit: 'info',
  completed: 'success',
  cancelled: 'destructive',
};

/** A ride's status as a badge, in the driver's words. */
export const RIDE_STATUS_BADGES = Object.fromEntries(
  (Object.keys(VARIANTS) as RideStatus[]).map((status) => [
    status,
    { label: DRIVER_RIDE_STATUS_LABELS[status], variant: VARIANTS[status] },
  ]),
) as Record<RideStatus, { label: string; variant: BadgeProps['variant'] }>;
