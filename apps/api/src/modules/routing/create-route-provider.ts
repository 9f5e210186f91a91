import { createOsrmRouteProvider } from './osrm-route-provider.ts';
import type { RouteProvider } from './route-provider.ts';
import { createStraightLineRouteProvider } from './straight-line-route-provider.ts';

export type RouteProviderConfig = {
  provider: 'builtin' | 'osrm';
  /** The OSRM server's base URL; required for 'osrm'. */
  url?: string | undefined;
  detourFactor: number;
  citySpeedKmh: number;
};

/** The configured route provider: the offline straight-line estimate ('builtin') or an OSRM server. */
export function createRouteProvider(config: RouteProviderConfig): RouteProvider {
  if (config.provider === 'builtin') {
    return createStraightLineRouteProvider({
      detourFactor: config.detourFactor,
      citySpeedKmh: config.citySpeedKmh,
    });
  }
  if (config.url === undefined || config.url.trim() === '') {
    throw new Error('The OSRM route provider needs the URL of an OSRM server');
  }
  return createOsrmRouteProvider({ baseUrl: config.url.trim() });
}
