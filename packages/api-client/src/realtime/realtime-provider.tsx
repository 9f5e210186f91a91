import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeMessageHandler,
  type RealtimeMessageType,
  type RealtimeState,
} from './realtime-client.ts';
import { realtimeUrl } from './realtime-url.ts';

const RealtimeContext = createContext<RealtimeClient | null>(null);

const NOT_PROVIDED: RealtimeState = { status: 'idle', closeReason: null };

export type RealtimeProviderProps = {
  /** Connected while true (someone is signed in); closed while false. */
  enabled: boolean;
  /** The socket's address; `realtimeUrl()` by default. Read once, when the client is created. */
  url?: string;
  /** The rest of the client's options (a fake WebSocket and timers in tests). Read once, when the client is created. */
  clientOptions?: Omit<RealtimeClientOptions, 'url'>;
  children: ReactNode;
};

/**
 * One realtime client for the app below it: connected while `enabled`, closed when `enabled` turns false and when
 * the provider unmounts. Put it inside the QueryClientProvider when `useRideRealtimeSync` is used.
 */
export function RealtimeProvider({ enabled, url, clientOptions, children }: RealtimeProviderProps) {
  const [client] = useState(() => createRealtimeClient({ ...clientOptions, url: url ?? realtimeUrl() }));

  useEffect(() => {
    if (!enabled) return;
    client.connect();
    return () => client.close();
  }, [client, enabled]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

/** The provider's client (to `send`, `subscribe`, `connect` again), or null outside a RealtimeProvider. */
export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Calls `handler` with every server message of `type` while the component is mounted. The latest handler is
 * always the one called (it is kept in a ref), so it needs no memoising. Outside a RealtimeProvider nothing arrives.
 */
export function useRealtimeEvent<T extends RealtimeMessageType>(
  type: T,
  handler: RealtimeMessageHandler<T>,
): void {
  const client = useRealtimeClient();
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => client?.on(type, (message) => handlerRef.current(message)), [client, type]);
}

/** The connection's `{ status, closeReason }`, re-rendering on change; `idle` outside a RealtimeProvider. */
export function useRealtimeStatus(): RealtimeState {
  const client = useRealtimeClient();
  const subscribe = useCallback((onChange: () => void) => client?.onStatus(onChange) ?? (() => {}), [client]);
  const getSnapshot = () => client?.state ?? NOT_PROVIDED;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
