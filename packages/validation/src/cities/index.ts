export * from './city.ts';
