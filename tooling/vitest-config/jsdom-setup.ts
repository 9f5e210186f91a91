import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor wait up to 10 s: on a busy two-core machine a lazy route can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few layout APIs that Radix calls; harmless stand-ins keep its components working.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
const elementStubs: Record<string, () => unknown> = {
  hasPointerCapture: () => false,
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
};
for (const [name, value] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, { value, configurable: true, writable: true });
  }
}

// A test fails when React (or anything else) reports an error it did not expect: act() warnings, bad props, ...
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // The document, storage and address outlive a render, and with `isolate: false` the next file too: every test
  // starts as a fresh page would, with no theme class, title, body styles (a modal's scroll lock), storage, cookies
  // or path.
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.title = '';
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  vi.useRealTimers();
  if (consoleErrors.length > 0) {
    const lines = consoleErrors.map((args) => args.map(String).join(' '));
    throw new Error(`Unexpected console.error:\n${lines.join('\n')}`);
  }
});
