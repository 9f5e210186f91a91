// The money feature's public surface: what other features and the app import from it.
export { createMoneyServices } from './money-services.ts';
