import type { RideContext, RidesService } from '../rides/index.ts';
import { createEarningsService } from './earnings.service.ts';
import { createReceiptsService } from './receipts.service.ts';
import { createSummariesService } from './summaries.service.ts';
import { createTipsService } from './tips.service.ts';

/** Tips, receipts, earnings and dashboards: everything read from or posted to the ledger outside the ride engine. */
export function createMoneyServices({ context, rides }: { context: RideContext; rides: RidesService }) {
  return {
    earningsService: createEarningsService(context),
    summariesService: createSummariesService(context),
    tipsService: createTipsService(context, rides),
    receiptsService: createReceiptsService(context),
  };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;
