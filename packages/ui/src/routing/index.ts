// @ridebook/ui/routing: what every app's router shares: the route error page (a render error, a chunk gone after a
// deploy) and the list of an app's route paths for its build's route manifest.
export { collectRoutePaths } from './route-paths.ts';
