export * from './admin-messages.ts';
export * from './admin-reason.ts';
export * from './admin-users.ts';
export * from './driver-approval.ts';
export * from './audit-log.ts';
export * from './admin-mail.ts';
export * from './admin-system.ts';
