// The audit feature's public surface: what other features and the app import from it.
export { recordAudit } from './audit.repository.ts';
export { createAuditService } from './audit.service.ts';
