// The pricing feature's public surface: what other features and the app import from it.
export { estimateFare, finalFare, riderCancellationFee, splitFare } from './fare-calculator.ts';
