// The redirects feature's public surface: what other features and the app import from it.
export { FullPageRedirect } from './full-page-redirect.tsx';
export { openUrl } from './open-url.ts';
