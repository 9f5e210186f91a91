import { adminRidesQueryOptions, queryKeys, rideQueryOptions, useRealtimeEvent } from '@ridebook/api-client';
import {
  ACTIVE_RIDE_STATUSES,
  isActiveRideStatus,
  type AdminRideListParams,
  type ServerMessageOf,
} from '@ridebook/validation';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export type LiveDriver = ServerMessageOf<'ops.positions'>['positions'][number];

/** The active rides drawn on the map (the first page: a city's worth). */
const ACTIVE_RIDES: AdminRideListParams = { status: [...ACTIVE_RIDE_STATUSES], pageSize: 50 };

/**
 * What the live map shows: every driver the ops stream reports (a full snapshot every couple of seconds), and the
 * active rides. Ride details come from the cache, which the socket's `ride.updated` keeps current; a ride that
 * starts or ends refetches the list of active ones.
 */
export function useLiveOperations() {
  const queryClient = useQueryClient();
  const [drivers, setDrivers] = useState<readonly LiveDriver[]>([]);
  useRealtimeEvent('ops.positions', ({ positions }) => setDrivers(positions));
  useRealtimeEvent('ride.updated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.ride.adminList(ACTIVE_RIDES) });
  });

  const activeList = useQuery(adminRidesQueryOptions(ACTIVE_RIDES));
  const rideIds = activeList.data?.data.map((row) => row.id) ?? [];
  const details = useQueries({ queries: rideIds.map((id) => rideQueryOptions(id)) });
  const rides = details.flatMap((detail) =>
    detail.data && isActiveRideStatus(detail.data.status) ? [detail.data] : [],
  );
  return { drivers, rides, activeRideCount: activeList.data?.page.total ?? null };
}
