// @ridebook/ui/routing: what every app's router shares: the route error page (a render error, a chunk gone after a
// deploy) and the list of an app's route paths for its build's route manifest.
export { collectRoutePaths } from './route-paths.ts';
export {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  RouteErrorPage,
} from './route-error-page.tsx';
export type { RouteErrorPageProps } from './route-error-page.tsx';
