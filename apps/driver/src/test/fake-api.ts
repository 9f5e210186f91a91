// The SOS tests (features/safety) still import the fake API from here; it lives in '@ridebook/api-client/testing'.
export { installFakeApi, ok } from '@ridebook/api-client/testing';
