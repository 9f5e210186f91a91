// Entry '@ridebook/api-client/testing': test doubles for the apps' component tests (never in an app bundle).
export { FakeWebSocket, installFakeWebSocket, latestSocket } from './fake-web-socket.ts';
