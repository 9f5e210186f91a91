import { createQueryClient, queryKeys, RealtimeProvider } from '@ridebook/api-client';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * What an app's page story (apps/rider and apps/driver, `*.stories.tsx`) gives its page, as parameters, instead of
 * the API: no request leaves a story (the story checks refuse the network), so each one answers every query its
 * page reads.
 *
 * - `queries`: the query cache, entry by entry: `data` (as the API answered), `error` (an ApiClientError) or
 *   `pending: true` (a request that never ends: the loading skeleton). The map's settings default to the plain
 *   basemap of the demo city.
 * - `realtime`: the server messages the realtime socket delivers once it opens (a driver's position).
 * - `now`: the time the story's clock starts at (countdowns, "5 min ago", today's figures).
 * - `localStorage`: what the browser's storage holds while the story shows.
 */
export type AppStateParameters = {
  queries?: SeededQuery[];
  realtime?: unknown[];
  now?: string;
  localStorage?: Record<string, string>;
};

export type SeededQuery =
  { key: QueryKey; data: unknown } | { key: QueryKey; error: Error } | { key: QueryKey; pending: true };

/** The demo city's plain basemap (San Francisco, as the seed data): no tile or style to fetch. */
const PLAIN_BASEMAP = {
  styleUrl: null,
  darkStyleUrl: null,
  tileUrl: '',
  attribution: 'RideBook',
  areas: [
    [
      [
        [-122.515, 37.705],
        [-122.355, 37.705],
        [-122.355, 37.835],
        [-122.515, 37.835],
        [-122.515, 37.705],
      ],
    ],
  ],
  places: [
    { name: 'Financial District', category: 'neighborhood', lat: 37.7946, lng: -122.3999 },
    { name: 'North Beach', category: 'neighborhood', lat: 37.8061, lng: -122.4103 },
    { name: 'Chinatown', category: 'neighborhood', lat: 37.7941, lng: -122.4078 },
    { name: 'Embarcadero Station', category: 'station', lat: 37.7929, lng: -122.3969 },
    { name: 'Ferry Building', category: 'landmark', lat: 37.7955, lng: -122.3937 },
    { name: 'Coit Tower', category: 'landmark', lat: 37.8024, lng: -122.4058 },
    { name: 'Washington Square', category: 'park', lat: 37.8008, lng: -122.4098 },
    { name: 'Union Square', category: 'park', lat: 37.788, lng: -122.4075 },
    { name: 'Civic Center', category: 'neighborhood', lat: 37.7793, lng: -122.4193 },
    { name: 'SoMa', category: 'neighborhood', lat: 37.7785, lng: -122.4056 },
    { name: 'Hayes Valley', category: 'neighborhood', lat: 37.7759, lng: -122.4245 },
    { name: 'Civic Center Station', category: 'station', lat: 37.7796, lng: -122.4138 },
    { name: 'Alamo Square', category: 'park', lat: 37.7764, lng: -122.4346 },
    { name: 'Oracle Park', category: 'stadium', lat: 37.7786, lng: -122.3893 },
  ],
};

/** The app's query client (its defaults), with `queries` in its cache; nothing it holds goes stale. */
function seededQueryClient(queries: SeededQuery[]): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, staleTime: Infinity, retryOnMount: false },
  });
  client.setQueryData(queryKeys.places.map(), PLAIN_BASEMAP);
  for (const query of queries) {
    if ('data' in query) {
      client.setQueryData(query.key, query.data);
    } else if ('error' in query) {
      const cached = client.getQueryCache().build(client, { queryKey: query.key });
      cached.setState({ ...cached.state, status: 'error', error: query.error, errorUpdatedAt: Date.now() });
    } else {
      void client.prefetchQuery({ queryKey: query.key, queryFn: () => new Promise<never>(() => {}) });
    }
  }
  return client;
}

/** A WebSocket that opens at once and delivers `messages`, then stays quiet; what the page sends goes nowhere. */
function scriptedWebSocket(messages: unknown[]): typeof WebSocket {
  return class ScriptedWebSocket {
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;

    constructor() {
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
        for (const message of messages) {
          this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
        }
      }, 0);
    }

    send() {}

    close() {
      this.readyState = 3;
    }
  } as unknown as typeof WebSocket;
}

function AppState({ queries, realtime, children }: AppStateParameters & { children: ReactNode }) {
  const [client] = useState(() => seededQueryClient(queries ?? []));
  const [WebSocketClass] = useState(() => (realtime ? scriptedWebSocket(realtime) : null));
  return (
    <QueryClientProvider client={client}>
      {WebSocketClass ? (
        <RealtimeProvider enabled url="ws://story.invalid/ws" clientOptions={{ WebSocket: WebSocketClass }}>
          {children}
        </RealtimeProvider>
      ) : (
        children
      )}
    </QueryClientProvider>
  );
}

/** A page story's API and socket (parameters `queries` and `realtime`); stories without them get neither. */
export const withAppState: Decorator = (Story, context) => {
  const parameters = context.parameters as AppStateParameters;
  if (!parameters.queries && !parameters.realtime) return <Story />;
  return (
    <AppState key={context.id} queries={parameters.queries} realtime={parameters.realtime}>
      <Story />
    </AppState>
  );
};

/**
 * Before a story with `now`: the clock starts at that time (and runs on from there); with `localStorage`, those
 * entries are stored. Both are undone after the story.
 */
export function setUpClockAndStorage(parameters: AppStateParameters): () => void {
  const undo: (() => void)[] = [];
  if (parameters.now) {
    const RealDate = Date;
    const offset = RealDate.parse(parameters.now) - RealDate.now();
    class StoryDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [string]));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = StoryDate as DateConstructor;
    undo.push(() => {
      globalThis.Date = RealDate;
    });
  }
  for (const [key, value] of Object.entries(parameters.localStorage ?? {})) {
    const before = window.localStorage.getItem(key);
    window.localStorage.setItem(key, value);
    undo.push(() => {
      if (before === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, before);
    });
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
