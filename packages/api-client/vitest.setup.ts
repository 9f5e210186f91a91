import { afterEach } from 'vitest';
import { fakeApiServer } from './src/test/fake-api.ts';

// Every test file shares one module graph here (isolate: false). The fake API listens for as long as its module
// lives, and drops what `installFakeApi` added when the test ends; the few tests that add MSW handlers of their own
// (`fakeApiServer.use`) have them dropped here.
afterEach(() => fakeApiServer.resetHandlers());
