import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('applies the seed defaults: 60 s cache, no refetch on focus, reconnect or mount, no retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(60_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchOnReconnect).toBe(false);
    expect(defaults.queries?.refetchOnMount).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
