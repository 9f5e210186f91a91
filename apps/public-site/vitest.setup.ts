import '@testing-library/jest-dom/vitest';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';

// jsdom has no matchMedia and no scrolling; give every test a browser that prefers full motion by default.
beforeEach(() => {
  stubMatchMedia(() => false);
  window.scrollTo = vi.fn();
});

// The toast store outlives a render: start every test with none.
afterEach(() => {
  toast.remove();
});
