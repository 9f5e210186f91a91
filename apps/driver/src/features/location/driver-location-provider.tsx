import {
  activeRideQueryOptions,
  availabilityQueryOptions,
  isApiClientError,
  queryKeys,
  sendPosition,
  serviceAreaQueryOptions,
  useRealtimeClient,
} from '@ridebook/api-client';
import { useNow } from '@ridebook/ui';
import { ERROR_CODES, type LatLng, type Ride, type ServiceArea } from '@ridebook/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  LocationError,
  locateOnce,
  watchLocation,
  type LocationFailure,
  type LocationFix,
} from './browser-location.ts';
import { isFixFresh, toPositionInput } from './position-input.ts';
import { SIMULATION_TICK_MS, simulateTick } from './simulated-driving.ts';
import {
  readSimulatedPosition,
  useSimulatedDriving,
  writeSimulatedPosition,
} from './simulated-driving-storage.ts';

/** How often an online driver's position goes to the API ("every few seconds"; the API keeps 60 s as fresh). */
export const POSITION_SEND_INTERVAL_MS = 4_000;

/** What keeps the driver out of matching: no permission, no signal, an old or imprecise fix. */
export type LocationProblem = LocationFailure | 'stale' | 'inaccurate';

export type DriverLocation = {
  /** The latest position, real or simulated. */
  fix: LocationFix | null;
  problem: LocationProblem | null;
  /** Online: the position is followed and sent every few seconds. */
  isTracking: boolean;
  /** "Simulate driving" is on: the position is made up along the ride's route. */
  isSimulated: boolean;
  /** When a position last went to the API (ms), null before the first. */
  lastSentAt: number | null;
  /** The driver's position now (to go online); rejects with a LocationError. */
  locate(): Promise<LocationFix>;
};

/**
 * Where the driver is, for the pages below. DriverLocationProvider fills it from the device; a page story gives
 * it a fixed value instead.
 */
export const DriverLocationContext = createContext<DriverLocation | null>(null);

function isInside(point: LatLng, { bounds }: ServiceArea): boolean {
  return (
    point.lat >= bounds.south &&
    point.lat <= bounds.north &&
    point.lng >= bounds.west &&
    point.lng <= bounds.east
  );
}

function simulatedFix(position: LatLng, heading: number | null, speed: number): LocationFix {
  return { lat: position.lat, lng: position.lng, accuracy: 5, heading, speed, at: Date.now() };
}

/**
 * Follows the driver's position while they are online and sends it to the API every few seconds: over the
 * realtime socket, or POST /driver/position while the socket is down. With "Simulate driving" on, the position is
 * made up instead: it starts where the driver is (or the city centre when that is outside the service area) and
 * moves along the active ride's route. Mount it once, around every driver page.
 */
export function DriverLocationProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  const isSimulated = useSimulatedDriving();
  const availability = useQuery({ ...availabilityQueryOptions(), enabled });
  const activeRide = useQuery({ ...activeRideQueryOptions(), enabled });
  const isTracking = enabled && availability.data?.online === true;

  const [fix, setFix] = useState<LocationFix | null>(null);
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const now = useNow(1_000);

  // The timers below read the latest values through refs, so they need not restart on every change.
  const fixRef = useRef<LocationFix | null>(null);
  const rideRef = useRef<Ride | null>(null);
  useEffect(() => {
    fixRef.current = fix;
    rideRef.current = activeRide.data ?? null;
  });

  const acceptFix = useCallback((next: LocationFix) => {
    fixRef.current = next;
    setFix(next);
    setFailure(null);
  }, []);

  // The real device position.
  useEffect(() => {
    if (!isTracking || isSimulated) return;
    return watchLocation({ onFix: acceptFix, onFailure: setFailure });
  }, [isTracking, isSimulated, acceptFix]);

  /** Where a simulated car starts: where it was last, else the driver's real position in the city, else its centre. */
  const simulationStart = useCallback(async (): Promise<LatLng> => {
    const stored = readSimulatedPosition();
    if (stored) return stored;
    const area = await queryClient.fetchQuery(serviceAreaQueryOptions());
    const real = await locateOnce().catch(() => null);
    return real && isInside(real, area) ? real : area.center;
  }, [queryClient]);

  // The simulated car.
  useEffect(() => {
    if (!isTracking || !isSimulated) return;
    let isStopped = false;
    let position: LatLng | null = null;
    void simulationStart().then((start) => {
      if (isStopped) return;
      position = start;
      writeSimulatedPosition(start);
      acceptFix(simulatedFix(start, null, 0));
    });
    const timer = setInterval(() => {
      if (position === null) return;
      const step = simulateTick(position, rideRef.current, SIMULATION_TICK_MS);
      position = step.position;
      writeSimulatedPosition(step.position);
      acceptFix(simulatedFix(step.position, step.heading, step.speedMps));
    }, SIMULATION_TICK_MS);
    return () => {
      isStopped = true;
      clearInterval(timer);
    };
  }, [isTracking, isSimulated, simulationStart, acceptFix]);

  // Sending: the socket when open, else HTTP. Old or imprecise fixes are not sent: matching must not trust them.
  useEffect(() => {
    if (!isTracking) return;
    const timer = setInterval(() => {
      const latest = fixRef.current;
      if (!isFixFresh(latest, Date.now())) return;
      const position = toPositionInput(latest);
      if (!position) return;
      setLastSentAt(Date.now());
      if (realtime?.send({ type: 'position', position })) return;
      sendPosition(position).catch((error: unknown) => {
        // The API says this driver is offline (another device, a restart): show what it knows.
        if (isApiClientError(error) && error.code === ERROR_CODES.DRIVER_OFFLINE) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.driver.availability() });
        }
      });
    }, POSITION_SEND_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isTracking, realtime, queryClient]);

  const locate = useCallback(async (): Promise<LocationFix> => {
    if (isSimulated) {
      const start = await simulationStart();
      writeSimulatedPosition(start);
      const located = simulatedFix(start, null, 0);
      acceptFix(located);
      return located;
    }
    try {
      const located = await locateOnce();
      acceptFix(located);
      return located;
    } catch (error) {
      if (error instanceof LocationError) setFailure(error.failure);
      throw error;
    }
  }, [isSimulated, simulationStart, acceptFix]);

  const problem = describeProblem({ fix, failure, now, isSimulated, isTracking });
  const value = useMemo<DriverLocation>(
    () => ({ fix, problem, isTracking, isSimulated, lastSentAt, locate }),
    [fix, problem, isTracking, isSimulated, lastSentAt, locate],
  );
  return <DriverLocationContext value={value}>{children}</DriverLocationContext>;
}

function describeProblem({
  fix,
  failure,
  now,
  isSimulated,
  isTracking,
}: {
  fix: LocationFix | null;
  failure: LocationFailure | null;
  now: number;
  isSimulated: boolean;
  isTracking: boolean;
}): LocationProblem | null {
  if (isSimulated) return null;
  if (failure === 'denied' || failure === 'unsupported') return failure;
  // Offline, only a failed attempt to locate (going online) is worth a word; an old fix is not.
  if (!isTracking || fix === null) return failure;
  // A heartbeat that timed out while fixes keep coming is no problem: only the age of the last fix counts.
  if (!isFixFresh(fix, now)) return 'stale';
  if (toPositionInput(fix) === null) return 'inaccurate';
  return null;
}

/** The driver's position and its problems; only inside DriverLocationProvider. */
export function useDriverLocation(): DriverLocation {
  const location = useContext(DriverLocationContext);
  if (!location) throw new Error('useDriverLocation needs a DriverLocationProvider above it');
  return location;
}
