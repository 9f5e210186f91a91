import type { DriverSummary, RiderSummary } from '@ridebook/validation';
import type { AuthenticatedUser } from '../auth/index.ts';
import { secondsOnlineSince } from '../drivers/index.ts';
import { NO_RATINGS, averageRatings, roundAverage } from '../rating-summaries/index.ts';
import { sumDriverCashDebt } from '../payments/index.ts';
import { createCityCurrencyOf } from '../cities/index.ts';
import { type RideContext, findActiveRideId } from '../rides/index.ts';
import { periodEnd, periodStart } from '../../shared/local-time.ts';
import { sumDriverEarnings, sumRiderSpending } from './earnings.repository.ts';
import { countCompletedRides, countOfferAnswers, sumStarsGiven } from './summaries.repository.ts';

/** Acceptance rate: offers made over this many days. */
const ACCEPTANCE_WINDOW_MS = 30 * 86_400_000;

export type SummariesService = ReturnType<typeof createSummariesService>;

/** The dashboards' figures: money from the ledger, the rest from rides, offers, ratings and online periods. */
export function createSummariesService(
  context: Pick<RideContext, 'db' | 'clock' | 'reportingTimeZone' | 'cities'>,
) {
  const { db, clock, reportingTimeZone } = context;
  const currencyOf = createCityCurrencyOf(context);

  return {
    async driverSummary(driver: AuthenticatedUser): Promise<DriverSummary> {
      const now = clock.now();
      const [timeZone, currency] = await Promise.all([
        reportingTimeZone({ driverId: driver.id }),
        currencyOf({ driverId: driver.id }),
      ]);
      const today = periodStart(now, 'day', timeZone);
      const tomorrow = periodEnd(now, 'day', timeZone);
      const [totals, rides, secondsOnline, offers, ratings, cashDebt] = await Promise.all([
        // The earnings page's sum, over today (the driver's local day): both screens show the same figure.
        sumDriverEarnings(db, driver.id, today, tomorrow, currency),
        countCompletedRides(db, { id: driver.id, role: 'driver' }, { from: today, to: tomorrow }),
        secondsOnlineSince(db, driver.id, today, now),
        countOfferAnswers(db, driver.id, new Date(now.getTime() - ACCEPTANCE_WINDOW_MS)),
        averageRatings(db, [driver.id]),
        sumDriverCashDebt(db, driver.id, currency),
      ]);
      return {
        currency,
        timeZone,
        today: { earnings: totals.earnings, rides, secondsOnline },
        acceptanceRate: offers.answered === 0 ? null : offers.accepted / offers.answered,
        rating: ratings.get(driver.id) ?? NO_RATINGS,
        cashDebt,
      };
    },

    async riderSummary(rider: AuthenticatedUser): Promise<RiderSummary> {
      const currency = await currencyOf({ riderId: rider.id });
      const [completedRides, amountSpent, given, activeRideId] = await Promise.all([
        countCompletedRides(db, { id: rider.id, role: 'rider' }),
        sumRiderSpending(db, rider.id, currency),
        sumStarsGiven(db, rider.id),
        findActiveRideId(db, rider),
      ]);
      return {
        currency,
        completedRides,
        amountSpent,
        averageRatingGiven: given.count === 0 ? null : roundAverage(given.totalStars, given.count),
        activeRideId: activeRideId ?? null,
      };
    },
  };
}
