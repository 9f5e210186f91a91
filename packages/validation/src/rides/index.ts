export * from './ride-messages.ts';
export * from './ride-status.ts';
export * from './geo.ts';
export * from './settings.ts';
export * from './quote.ts';
export * from './ride.ts';
export * from './driver.ts';
export * from './realtime.ts';
