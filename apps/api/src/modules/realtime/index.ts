// The realtime feature's public surface: what other features and the app import from it.
export { CHANNELS, createNotifier, type Notifier } from './notifier.ts';
export { createOpsBroadcaster } from './ops-broadcaster.ts';
