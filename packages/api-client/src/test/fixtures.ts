// Entry '@ridebook/api-client/fixtures': the tests' demo data (a city, a quote, a ride at each step), parsed by the
// real schemas, without the fake API of '@ridebook/api-client/testing' (which starts Mock Service Worker's Node
// server): safe in a browser, so the apps' Storybook stories show the same trip as their tests.
export * from './city-fixtures.ts';
export * from './driver-fixtures.ts';
export * from './ride-fixtures.ts';
