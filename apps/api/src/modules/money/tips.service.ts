import { ERROR_CODES, MONEY_MESSAGES, type Ride } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { findRideTip, postTip } from '../ledger/index.ts';
import { type RideContext, type RidesService, findRide } from '../rides/index.ts';
import { authorizeRide } from '../access/index.ts';

export type TipsService = ReturnType<typeof createTipsService>;

export function createTipsService(
  context: Pick<RideContext, 'db' | 'clock' | 'payments'>,
  rides: RidesService,
) {
  const { db, clock, payments } = context;
  return {
    /**
     * The ride's rider tips its driver, once, after completion: charged to the card (any ride not paid from the
     * wallet) or taken from the wallet if it holds enough. The once-per-ride index settles a double tap or a race:
     * the second tip posts nothing and is told so (the card was held once: the provider call is keyed by ride; the hold is captured by a settlement job).
     */
    async tip(rider: AuthenticatedUser, rideId: string, amount: number): Promise<Ride> {
      const { ride } = authorizeRide(rider, await findRide(db, rideId), 'tip.give');
      if (ride.status !== 'completed') {
        throw new AppError(409, ERROR_CODES.RIDE_NOT_COMPLETED, MONEY_MESSAGES.tipBeforeCompletion);
      }
      if ((await findRideTip(db, ride.id)) > 0)
        throw new AppError(409, ERROR_CODES.ALREADY_TIPPED, MONEY_MESSAGES.alreadyTipped);
      const charge = await payments.chargeTip(ride, amount);
      // A card tip is only held here: should this transaction fail, the hold lapses at the provider uncaptured.
      const posted = await db.transaction(async (tx) => {
        await payments.checkWalletTip(tx, ride, amount);
        const now = clock.now();
        const transaction = await postTip(tx, ride, amount, now, rider.id);
        if (transaction === null) return null;
        const tipPayment = await payments.recordTip(tx, ride, charge, now);
        return { tipPaymentId: tipPayment?.id ?? null };
      });
      if (posted === null) throw new AppError(409, ERROR_CODES.ALREADY_TIPPED, MONEY_MESSAGES.alreadyTipped);
      // After the commit: the card tip is captured by its settlement job.
      if (posted.tipPaymentId !== null) await payments.queueSettlement(posted.tipPaymentId);
      return rides.publish(rideId);
    },
  };
}
