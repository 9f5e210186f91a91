export * from './safety-messages.ts';
export * from './emergency-contacts.ts';
export * from './share-links.ts';
export * from './sos.ts';
