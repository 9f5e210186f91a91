// The routing feature's public surface: what other features and the app import from it.
export { createRouteProvider } from './create-route-provider.ts';
export { fetchJson } from './fetch-json.ts';
export { type LatLng, type RouteProvider, RouteUnavailableError } from './route-provider.ts';
export { estimateDriveSeconds } from './straight-line-route-provider.ts';
