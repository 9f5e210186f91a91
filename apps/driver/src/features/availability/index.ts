// The availability feature's public surface: what other features and the app import from it.
export { GoOnlineNotice } from './go-online-notice.tsx';
export { OnlineSwitch } from './online-switch.tsx';
