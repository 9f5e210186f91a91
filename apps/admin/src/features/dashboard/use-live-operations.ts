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

/** The active rides drawn on the map (the first page: a city's worth), of one city or of all. */
const activeRides = (cityId: string | undefined): AdminRideListParams => ({
  status: [...ACTIVE_RIDE_STATUSES],
  pageSize: 50,
  ...(cityId ? { cityId } : {}),
});

/**
 * What the live map shows, of the city `cityId` or of every city: the drivers the ops stream reports (a full
 * snapshot every couple of seconds, each with its city), and the active rides. Ride details come from the cache,
 * which the socket's `ride.updated` keeps current; a ride that starts or ends refetches the list of active ones.
 */
export function useLiveOperations(cityId?: string) {
  const queryClient = useQueryClient();
  const [everyDriver, setDrivers] = useState<readonly LiveDriver[]>([]);
  useRealtimeEvent('ops.positions', ({ positions }) => setDrivers(positions));
  const drivers = cityId ? everyDriver.filter((driver) => driver.cityId === cityId) : everyDriver;
  const params = activeRides(cityId);
  useRealtimeEvent('ride.updated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.ride.adminList(params) });
  });

  const activeList = useQuery(adminRidesQueryOptions(params));
  const rideIds = activeList.data?.data.map((row) => row.id) ?? [];
  const details = useQueries({ queries: rideIds.map((id) => rideQueryOptions(id)) });
  const rides = details.flatMap((detail) =>
    detail.data && isActiveRideStatus(detail.data.status) ? [detail.data] : [],
  );
  return { drivers, rides, activeRideCount: activeList.data?.page.total ?? null };
}
