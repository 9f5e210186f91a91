export * from './payment-messages.ts';
export * from './cards.ts';
export * from './payment-authentication-fields.ts';
export * from './wallet.ts';
export * from './refunds.ts';
export * from './settlements.ts';
export * from './webhooks.ts';
export * from './payouts.ts';
