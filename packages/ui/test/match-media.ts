import { vi } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/**
 * A controllable window.matchMedia for jsdom: `prefers-color-scheme: dark` follows `setDark`, width queries follow
 * `setWidth`; listeners hear changes, as in a browser.
 */
export function installMatchMedia({ dark = false, width = 1280 } = {}) {
  const state = { dark, width };
  const lists = new Map<string, { listeners: Set<Listener>; list: MediaQueryList }>();

  const evaluate = (query: string): boolean => {
    if (query.includes('prefers-color-scheme: dark')) return state.dark;
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (max) return state.width <= Number(max[1]);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (min) return state.width >= Number(min[1]);
    return false;
  };

  const matchMedia = vi.fn((query: string): MediaQueryList => {
    const existing = lists.get(query);
    if (existing) return existing.list;
    const listeners = new Set<Listener>();
    const list = {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.set(query, { listeners, list });
    return list;
  });

  const notify = () => {
    for (const [query, { listeners }] of lists) {
      const event = { matches: evaluate(query), media: query } as MediaQueryListEvent;
      for (const listener of listeners) listener(event);
    }
  };

  vi.stubGlobal('matchMedia', matchMedia);

  return {
    setDark(value: boolean) {
      state.dark = value;
      notify();
    },
    setWidth(value: number) {
      state.width = value;
      notify();
    },
  };
}
