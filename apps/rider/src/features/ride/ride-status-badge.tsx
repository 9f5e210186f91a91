import { Badge, type BadgeProps } from '@ridebook/ui';
import { RIDE_STATUS_LABELS, type RideStatus } from '@ridebook/validation';

const STATUS_BADGES: Record<RideStatus, NonNullable<BadgeProps['variant']>> = {
  scheduled: 'info',
  requested: 'info',
  accepted: 'default',
  arrived: 'default',
  picked_up: 'default',
  in_transit: 'default',
  completed: 'success',
  cancelled: 'destructive',
};

/** A ride's status as a coloured label: on the ride page, in the history and on the dashboard. */
export function RideStatusBadge({ status, ...props }: { status: RideStatus } & Omit<BadgeProps, 'variant'>) {
  return (
    <Badge variant={STATUS_BADGES[status]} {...props}>
      {RIDE_STATUS_LABELS[status]}
    </Badge>
  );
}
