export * from './money-messages.ts';
export * from './tip.ts';
export * from './date-range.ts';
export * from './earnings.ts';
export * from './summaries.ts';
export * from './receipt.ts';
export * from './amount.ts';
