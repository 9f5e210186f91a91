// The safety feature's public surface: what other features and the app import from it.
export { createSafety } from './safety.ts';
