import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  type DriverPositionInput,
  type ServerMessage,
  ERROR_CODES,
  MESSAGES,
  clientMessageSchema,
  isDriverAssignedStatus,
  readPositionMessage,
} from '@ridebook/validation';
import { type AuthService, type AuthenticatedUser, ACCESS_COOKIE } from '../auth/index.ts';
import { trustedRequestOrigin } from '../../plugins/request-origin.ts';
import { AppError } from '../../shared/app-error.ts';
import type { DriverLiveState, DriversService } from '../drivers/index.ts';
import type { EventBus, BusMessage } from '../live/index.ts';
import { CHANNELS } from './notifier.ts';
import { readsSmallTextFrames } from './small-text-frames.ts';
import type { Metrics } from '../observability/index.ts';
import type { OpsBroadcaster } from './ops-broadcaster.ts';

export type RealtimeRoutesOptions = {
  /** Reads the access-token cookie; rejects when it is missing, expired or its session has ended. */
  authenticate: AuthService['authenticate'];
  bus: EventBus;
  driversService: DriversService;
  ops: OpsBroadcaster;
  allowedOrigins: readonly string[];
  /** Open sockets per user in this process; one more closes the user's oldest with CLOSE_REPLACED. */
  maxSocketsPerUser: number;
  /** Counts open sockets by role. */
  metrics: Metrics;
};

/** GPS fixes closer together than this are dropped: a phone sends one every few seconds, not a stream. */
const MIN_POSITION_INTERVAL_MS = 500;
/** Close codes the client understands: do not reconnect with the same credentials. */
export const CLOSE_UNAUTHENTICATED = 4001;
export const CLOSE_SESSION_ENDED = 4003;
/** The user opened more sockets than WS_MAX_SOCKETS_PER_USER: their oldest is closed (and does not reconnect). */
export const CLOSE_REPLACED = 4008;
/** The process is shutting down (SIGTERM): reconnect, the balancer sends the socket to another process. */
export const CLOSE_SERVICE_RESTART = 1012;

function send(socket: WebSocket, message: ServerMessage): void {
  sendText(socket, JSON.stringify(message));
}

function sendText(socket: WebSocket, text: string): void {
  if (socket.readyState === socket.OPEN) socket.send(text);
}

/**
 * The one WebSocket endpoint, /api/ws. The upgrade is authenticated with the same cookies as the REST API and
 * refused (HTTP 401/403) otherwise; a cross-site page cannot open it (Origin check). Each socket hears its user's
 * channel on the bus, drivers also the open-requests channel, admins the ops view when they subscribe.
 */
export const realtimeRoutes: FastifyPluginAsync<RealtimeRoutesOptions> = async (app, options) => {
  const { authenticate, bus, driversService, ops, allowedOrigins, maxSocketsPerUser, metrics } = options;
  /** Each user's open sockets in this process, oldest first. */
  const socketsByUser = new Map<string, WebSocket[]>();

  /** Counts the socket for its user; beyond the cap the oldest is closed. Returns the forgetting function. */
  function track(socket: WebSocket, userId: string): () => void {
    const sockets = socketsByUser.get(userId) ?? [];
    socketsByUser.set(userId, sockets);
    sockets.push(socket);
    while (sockets.length > maxSocketsPerUser) {
      sockets.shift()?.close(CLOSE_REPLACED, 'too many connections: opened elsewhere');
    }
    return () => {
      const index = sockets.indexOf(socket);
      if (index >= 0) sockets.splice(index, 1);
      if (sockets.length === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId);
    };
  }

  const checkOrigin = async (request: Parameters<typeof trustedRequestOrigin>[0]) => {
    if (request.headers.origin !== undefined && trustedRequestOrigin(request, allowedOrigins) === undefined) {
      throw new AppError(403, ERROR_CODES.ORIGIN_NOT_ALLOWED, MESSAGES.originNotAllowed);
    }
  };

  // A refused upgrade reaches a browser only as close code 1006 ("something failed"), so an unauthenticated
  // socket is accepted and then closed with 4001, which the client understands as "renew the session first".
  app.get('/ws', { websocket: true, preHandler: checkOrigin, schema: { hide: true } }, (socket, request) => {
    let authenticated: Promise<AuthenticatedUser | null>;
    try {
      authenticated = authenticate(request.cookies[ACCESS_COOKIE]).catch(() => null);
    } catch {
      authenticated = Promise.resolve(null);
    }
    // A frame is a Buffer (`ws`'s binaryType is never changed here): kept as is until it is read.
    const pending: Buffer[] = [];
    const buffer = (data: Buffer) => pending.push(data);
    socket.on('message', buffer);
    void authenticated.then((user) => {
      socket.off('message', buffer);
      if (socket.readyState !== socket.OPEN) return;
      if (user === null) {
        send(socket, { type: 'error', code: ERROR_CODES.UNAUTHENTICATED, message: MESSAGES.unauthenticated });
        socket.close(CLOSE_UNAUTHENTICATED, 'unauthenticated');
        return;
      }
      serve(socket, request, user, pending);
    });
  });

  function serve(
    socket: WebSocket,
    request: FastifyRequest,
    user: AuthenticatedUser,
    pending: Buffer[],
  ): void {
    const forget = track(socket, user.id);
    const countClosed = metrics.websocketOpened(user.role);
    const unsubscribers: Array<Promise<() => Promise<void>>> = [];
    let driverState: DriverLiveState | null = null;
    let lastPositionAt = 0;
    let isReady = false;
    let isOpsSubscriber = false;
    /** While subscribed to `ops`: the bus's ops channel (ride changes, SOS alerts), wherever they were published. */
    let opsChannel: Promise<() => Promise<void>> | null = null;
    let closed = false;
    const leaveOpsChannel = () => {
      const channel = opsChannel;
      opsChannel = null;
      if (channel) void channel.then((stop) => stop()).catch(() => undefined);
    };

    /** A message from the bus, sent on as the bus's JSON text (serialised once, by its publisher). */
    const deliver = (message: BusMessage, payload: string) => {
      if (driverState) {
        if (message.type === 'ride.updated') {
          const { ride } = message as Extract<ServerMessage, { type: 'ride.updated' }>;
          if (ride.driver?.id === user.id) {
            const isActive = isDriverAssignedStatus(ride.status);
            driverState.ride = isActive
              ? {
                  id: ride.id,
                  riderId: ride.rider.id,
                  status: ride.status,
                  pickup: ride.pickup,
                  destination: ride.destination,
                }
              : null;
          }
        } else if (message.type === 'driver.availability') {
          driverState.online = (
            message as Extract<ServerMessage, { type: 'driver.availability' }>
          ).availability.online;
        }
      }
      sendText(socket, payload);
      if (message.type === 'session.ended') socket.close(CLOSE_SESSION_ENDED, 'session ended');
    };

    unsubscribers.push(bus.subscribe(CHANNELS.user(user.id), deliver));
    const ready = (async () => {
      if (user.role === 'driver') {
        unsubscribers.push(bus.subscribe(CHANNELS.drivers, deliver));
        driverState = await driversService.loadLiveState(user.id);
      }
      await Promise.all(unsubscribers);
      send(socket, { type: 'ready', userId: user.id, role: user.role });
      isReady = true;
    })();
    ready.catch((error: unknown) => {
      request.log.error({ err: error }, 'websocket setup failed');
      socket.close(1011, 'setup failed');
    });

    /** A GPS fix: drivers only, at most one per MIN_POSITION_INTERVAL_MS (the rest are dropped). */
    const ingestPosition = (position: DriverPositionInput): Promise<void> | undefined => {
      if (!driverState) {
        send(socket, { type: 'error', code: ERROR_CODES.FORBIDDEN, message: MESSAGES.forbidden });
        return undefined;
      }
      const now = Date.now();
      if (now - lastPositionAt < MIN_POSITION_INTERVAL_MS) return undefined;
      lastPositionAt = now;
      return driversService.ingestPosition(user.id, position, driverState);
    };

    const handle = async (raw: string) => {
      // Once ready, a message runs at once: in arrival order with the fixes ingestPosition takes directly.
      if (!isReady) await ready;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        send(socket, {
          type: 'error',
          code: ERROR_CODES.VALIDATION_FAILED,
          message: 'Messages must be JSON',
        });
        return;
      }
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        send(socket, {
          type: 'error',
          code: ERROR_CODES.VALIDATION_FAILED,
          message: parsed.error.issues[0]?.message ?? MESSAGES.validationFailed,
        });
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'ping':
          send(socket, { type: 'pong' });
          return;
        case 'position':
          await ingestPosition(message.position);
          return;
        case 'subscribe':
          if (user.role !== 'admin') {
            send(socket, { type: 'error', code: ERROR_CODES.FORBIDDEN, message: MESSAGES.forbidden });
            return;
          }
          if (isOpsSubscriber) return;
          isOpsSubscriber = true;
          // The bus channel first, so the first positions message means the alerts arrive too.
          opsChannel = bus.subscribe(CHANNELS.ops, deliver);
          await opsChannel;
          if (closed || !isOpsSubscriber) return;
          ops.add(socket);
          return;
        case 'unsubscribe':
          ops.remove(socket);
          isOpsSubscriber = false;
          leaveOpsChannel();
          return;
      }
    };

    const onFailure = (error: unknown) => {
      request.log.error({ err: error }, 'websocket message failed');
      send(socket, { type: 'error', code: ERROR_CODES.INTERNAL_ERROR, message: MESSAGES.internalError });
    };
    const onMessage = (data: Buffer) => {
      // The hot message (a fix every few seconds from every driver) is read from the frame's bytes, without
      // decoding them, JSON.parse or the schema, when it has the usual form; anything else, including every
      // refusal, takes the general path on the frame's text.
      const position = isReady ? readPositionMessage(data) : undefined;
      if (position === undefined) {
        handle(data.toString()).catch(onFailure);
        return;
      }
      // A stored fix of a driver without a ride returns nothing to wait for: no promise per fix. What fails
      // synchronously is answered like what fails later.
      try {
        ingestPosition(position)?.catch(onFailure);
      } catch (error) {
        onFailure(error);
      }
    };
    for (const data of pending) onMessage(data);
    socket.on('message', onMessage);
    // A fix in a frame of its own (nearly all of them) skips ws's receiver stream; the rest arrive as 'message'.
    readsSmallTextFrames(socket, onMessage);
    socket.on('close', () => {
      if (closed) return;
      closed = true;
      forget();
      countClosed();
      ops.remove(socket);
      leaveOpsChannel();
      for (const unsubscribe of unsubscribers) void unsubscribe.then((stop) => stop()).catch(() => undefined);
    });
  }
};
