// The sos feature's public surface: what other features and the app import from it.
export { useSosNotifications } from './use-sos-notifications.ts';
