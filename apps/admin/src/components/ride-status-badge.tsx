import { Badge } from '@ridebook/ui';
import { RIDE_STATUS_LABELS, type RideStatus } from '@ridebook/validation';

const VARIANTS: Record<RideStatus, 'success' | 'destructive' | 'info' | 'warning' | 'muted'> = {
  scheduled: 'muted',
  requested: 'warning',
  accepted: 'info',
  arrived: 'info',
  picked_up: 'info',
  in_transit: 'info',
  completed: 'success',
  cancelled: 'destructive',
};

export function RideStatusBadge({ status }: { status: RideStatus }) {
  return <Badge variant={VARIANTS[status]}>{RIDE_STATUS_LABELS[status]}</Badge>;
}
