// The settlement feature's public surface: the durable queue of card settlements and its service (decision 021).
export {
  createSettlementQueue,
  type PayoutJob,
  type ReconciliationJob,
  type SettlementJob,
  type SettlementQueue,
} from './settlement-queue.ts';
export { createSettlementService, type SettlementService } from './settlement.service.ts';
