// The layout feature's public surface: what other features and the app import from it.
export { PageFallback } from './page-fallback.tsx';
export { PublicShell } from './public-shell.tsx';
