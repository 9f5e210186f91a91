export * from './area-input.ts';
export * from './city.ts';
export * from './messages.ts';
export * from './zones.ts';
