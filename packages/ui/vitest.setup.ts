import { act } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';

// react-hot-toast keeps its toasts in a module-level store that outlives the Toaster: a toast a test left would
// show in the next test's (or, with `isolate: false`, the next file's) Toaster.
afterEach(() => {
  act(() => toast.remove());
});
