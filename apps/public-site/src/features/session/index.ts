// The session feature's public surface: the signed-in part of the navbar, loaded lazily by the layout.
export { SessionNavbar } from './session-navbar.tsx';
