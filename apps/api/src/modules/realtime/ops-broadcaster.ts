import type { WebSocket } from '@fastify/websocket';
import type { ServerMessage } from '@ridebook/validation';
import type { CityLocators } from '../live/index.ts';

export type OpsBroadcaster = ReturnType<typeof createOpsBroadcaster>;

type Box = { south: number; west: number; north: number; east: number };

/**
 * The admins' live map: every interval, the positions of drivers seen recently inside each city's area (its
 * bounding box), read from the city's geo index and sent to this process's subscribed sockets. No timer runs while
 * nobody watches.
 */
export function createOpsBroadcaster(options: {
  locators: CityLocators;
  /** The cities served and their bounding boxes (the city directory's copy). */
  cities: () => Promise<ReadonlyArray<{ id: string; bounds: Box }>>;
  intervalMs?: number;
  staleMs?: number;
  limit?: number;
}) {
  const { locators, cities, intervalMs = 2_000, staleMs = 120_000, limit = 5_000 } = options;
  const sockets = new Set<WebSocket>();
  let timer: NodeJS.Timeout | undefined;

  async function broadcast(): Promise<void> {
    if (sockets.size === 0) return;
    const freshSince = Date.now() - staleMs;
    const perCity = await Promise.all(
      (await cities()).map(async (city) =>
        (await locators.forCity(city.id).listInBounds({ ...city.bounds, freshSince, limit })).map(
          (driver) => ({ ...driver, cityId: city.id }),
        ),
      ),
    );
    const drivers = perCity.flat().slice(0, limit);
    const message: ServerMessage = {
      type: 'ops.positions',
      positions: drivers.map((driver) => ({
        driverId: driver.driverId,
        cityId: driver.cityId,
        lat: driver.lat,
        lng: driver.lng,
        heading: driver.heading,
        at: new Date(driver.at).toISOString(),
        available: driver.available,
      })),
    };
    const text = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  return {
    add(socket: WebSocket): void {
      sockets.add(socket);
      void broadcast().catch(() => undefined);
      timer ??= setInterval(() => void broadcast().catch(() => undefined), intervalMs);
    },
    remove(socket: WebSocket): void {
      sockets.delete(socket);
      if (sockets.size === 0 && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    close(): void {
      sockets.clear();
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
