// The motion feature's public surface: what other features and the app import from it.
export { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';
export { useSmoothHashLinks } from './use-smooth-hash-links.ts';
export { useIsInView } from './use-is-in-view.ts';
