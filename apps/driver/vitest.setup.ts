import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';

// jsdom has no matchMedia: the shell's media queries see a wide screen, a light scheme and no reduced motion.
beforeEach(() => {
  stubMatchMedia((query) => /min-width/.test(query));
});

// react-hot-toast keeps its toasts in a module-level store that outlives the Toaster: a toast a test left would
// show in the next test's (or, with `isolate: false`, the next file's) Toaster.
afterEach(() => {
  act(() => toast.remove());
});
