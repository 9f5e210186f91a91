export * from './saved-places.ts';
