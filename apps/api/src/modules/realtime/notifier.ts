import type { Ride, ServerMessage } from '@ridebook/validation';
import type { BusMessage, EventBus } from '../live/index.ts';
import { currentRequestId } from '../../plugins/request-context.ts';

/** Bus channels: one per user (all their sockets, in every process), one for admins' live operations. */
export const CHANNELS = {
  user: (userId: string) => `user:${userId}`,
  ops: 'ops',
  /** Every online driver: the list of open requests changed. */
  drivers: 'drivers',
} as const;

export type Notifier = ReturnType<typeof createNotifier>;

/** Publishes server messages on the bus; the sockets subscribed to a channel deliver them, wherever they are. */
export function createNotifier(bus: EventBus) {
  // The id of the request that caused the message travels with it to the sockets (clients ignore it).
  const withRequestId = (message: ServerMessage): BusMessage => {
    const requestId = currentRequestId();
    return requestId === undefined ? message : { ...message, requestId };
  };
  const publish = async (channel: string, message: ServerMessage): Promise<void> => {
    await bus.publish(channel, withRequestId(message));
  };
  return {
    toUser: (userId: string, message: ServerMessage) => publish(CHANNELS.user(userId), message),
    toOps: (message: ServerMessage) => publish(CHANNELS.ops, message),
    toDrivers: (message: ServerMessage) => publish(CHANNELS.drivers, message),
    /** The ride changed: its rider, its driver and the ops view hear it (one message, serialised once). */
    async rideUpdated(ride: Ride): Promise<void> {
      const channels = [
        CHANNELS.user(ride.rider.id),
        ...(ride.driver ? [CHANNELS.user(ride.driver.id)] : []),
        CHANNELS.ops,
      ];
      await bus.publishToEach(channels, withRequestId({ type: 'ride.updated', ride }));
    },
  };
}
