import { LazyRideMap } from '@ridebook/ui';
import type { RoutePath } from '@ridebook/validation';

/** The estimated trip on the map: where it starts, where it ends and the way between. */
export function RoutePreview({ route }: { route: RoutePath }) {
  const points = route.map(([lat, lng]) => ({ lat, lng }));
  const start = points[0];
  const end = points.at(-1);
  if (!start || !end) return null;
  return (
    <LazyRideMap
      aria-label="Estimated route"
      markers={[
        { id: 'pickup', kind: 'pickup', position: start, label: 'Pickup' },
        { id: 'dropoff', kind: 'dropoff', position: end, label: 'Destination' },
      ]}
      route={points}
      className="h-72 sm:h-80"
    />
  );
}
