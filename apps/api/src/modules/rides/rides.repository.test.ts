import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fareQuotes, rides } from '../../db/schema.ts';
import {
  book,
  buildRideTestContext,
  rideOf,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { findRideDetails, transitionRide } from './rides.repository.ts';

describe.skipIf(isTestDatabaseMissing)('rides repository: prepared writes', () => {
  let context: RideTestContext;

  beforeEach(async () => {
    context = await buildRideTestContext();
  });
  afterEach(async () => {
    await context.app.close();
  });

  it('stores an absent pickup zone, pickup point or schedule as SQL NULL, never as JSON null', async () => {
    const { browser, account } = await signedInRider(context.app);
    const ride = rideOf(await book(browser));
    const [quote] = await context.db
      .select({ zoneIsNull: sql<boolean>`${fareQuotes.pickupZone} is null` })
      .from(fareQuotes)
      .where(eq(fareQuotes.riderId, account.id));
    expect(quote).toEqual({ zoneIsNull: true });
    const [row] = await context.db
      .select({
        pointIsNull: sql<boolean>`${rides.pickupPoint} is null`,
        scheduledIsNull: sql<boolean>`${rides.scheduledAt} is null`,
      })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(row).toEqual({ pointIsNull: true, scheduledIsNull: true });
  });

  it('appends the event of each transition with the change, in one transaction, and none when the guard fails', async () => {
    const { browser } = await signedInRider(context.app);
    const ride = rideOf(await book(browser));
    const at = new Date(Date.now() + 1_000);
    // Two transactions, each reusing the statements prepared on its pooled connection.
    for (const attempt of [1, 2]) {
      const moved = await context.db.transaction((tx) =>
        transitionRide(tx, {
          id: ride.id,
          from: ['requested'],
          to: 'cancelled',
          set: { cancelledAt: at, cancelledBy: 'system', cancellationReason: `Attempt ${attempt}` },
          event: { actor: 'system', actorId: null, at, note: `Attempt ${attempt}` },
        }),
      );
      expect(moved?.status === 'cancelled').toBe(attempt === 1);
    }
    const details = await findRideDetails(context.db, ride.id);
    expect(
      details?.events.map(({ status, actor, actorId, at: when, lat, note }) => ({
        status,
        actor,
        actorId,
        at: when.toISOString(),
        lat,
        note,
      })),
    ).toEqual([
      expect.objectContaining({ status: 'requested', actor: 'rider' }),
      {
        status: 'cancelled',
        actor: 'system',
        actorId: null,
        at: at.toISOString(),
        lat: null,
        note: 'Attempt 1',
      },
    ]);
    expect(details?.events[0]?.at).toBeInstanceOf(Date);
    expect(details?.ride.cancellationReason).toBe('Attempt 1');
  });
});
