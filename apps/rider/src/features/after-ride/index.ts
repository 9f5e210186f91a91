// The after-ride feature's public surface: what other features and the app import from it.
export { RateDriver } from './rate-driver.tsx';
export { RideReceipt } from './ride-receipt.tsx';
export { TipDriver } from './tip-driver.tsx';
