import { describe, expect, it } from 'vitest';
import { createPlacesProvider } from './create-places-provider.ts';

describe('createPlacesProvider', () => {
  it('builds the offline gazetteer for builtin', async () => {
    const provider = createPlacesProvider({ provider: 'builtin' });
    expect(provider.kind).toBe('gazetteer');
    expect((await provider.search({ query: 'sfo' }))[0]?.id).toBe('sfo-airport');
  });

  it('builds Photon or Nominatim with a URL and refuses them without one', () => {
    expect(createPlacesProvider({ provider: 'photon', url: 'http://127.0.0.1:2322' }).kind).toBe('photon');
    expect(createPlacesProvider({ provider: 'nominatim', url: 'http://127.0.0.1:8080' }).kind).toBe(
      'nominatim',
    );
    expect(() => createPlacesProvider({ provider: 'photon' })).toThrow(/needs the URL of a photon server/);
    expect(() => createPlacesProvider({ provider: 'nominatim', url: ' ' })).toThrow(/nominatim/);
  });
});
