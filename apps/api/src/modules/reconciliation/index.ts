// The reconciliation feature's public surface (docs/decisions/029): what the app imports from it.
export { createReconciliationService, type ReconciliationService } from './reconciliation.service.ts';
