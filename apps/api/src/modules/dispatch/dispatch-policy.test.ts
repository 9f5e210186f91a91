import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_SETTINGS } from '@ridebook/validation';
import {
  EMPTY_ROUND_RETRY_MS,
  decideRound,
  searchArea,
  searchRadiusMeters,
  type DispatchCandidate,
  type DispatchPolicySettings,
} from './dispatch-policy.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const SETTINGS: DispatchPolicySettings = DEFAULT_DISPATCH_SETTINGS; // batch 3, 15 s, 1.5/3/6/10 km, 6 rounds
const none = new Set<string>();
const candidate = (driverId: string, distanceMeters: number, hasPendingOffer = false): DispatchCandidate => ({
  driverId,
  distanceMeters,
  hasPendingOffer,
});

describe('decideRound', () => {
  it('offers the nearest free drivers within the radius, the metre rounded, for one offer countdown', () => {
    const decision = decideRound(
      { batch: 0, offeredDriverIds: none },
      [
        candidate('far', 1_400.4),
        candidate('busy', 10, true),
        candidate('near', 120.6),
        candidate('outside', 1_600),
        candidate('middle', 700),
        candidate('fourth', 1_450),
      ],
      SETTINGS,
      NOW,
    );
    expect(decision).toEqual({
      kind: 'offer',
      batch: 1,
      offers: [
        { driverId: 'near', distanceMeters: 121 },
        { driverId: 'middle', distanceMeters: 700 },
        { driverId: 'far', distanceMeters: 1_400 },
      ],
      expiresAt: new Date(NOW.getTime() + 15_000),
      nextRoundAt: new Date(NOW.getTime() + 15_000),
    });
  });

  it('skips drivers already asked, and retries sooner when nobody can be asked', () => {
    const decision = decideRound(
      { batch: 2, offeredDriverIds: new Set(['asked']) },
      [candidate('asked', 50), candidate('busy', 60, true)],
      { ...SETTINGS, offerTimeoutSeconds: 30 },
      NOW,
    );
    expect(decision).toEqual({
      kind: 'offer',
      batch: 3,
      offers: [],
      expiresAt: new Date(NOW.getTime() + 30_000),
      nextRoundAt: new Date(NOW.getTime() + EMPTY_ROUND_RETRY_MS),
    });
    const quick = decideRound(
      { batch: 0, offeredDriverIds: none },
      [],
      { ...SETTINGS, offerTimeoutSeconds: 5 },
      NOW,
    );
    expect(quick).toMatchObject({ nextRoundAt: new Date(NOW.getTime() + 5_000) });
  });

  it('gives up after the last round', () => {
    expect(decideRound({ batch: 6, offeredDriverIds: none }, [candidate('a', 10)], SETTINGS, NOW)).toEqual({
      kind: 'give-up',
    });
    expect(searchArea(6, SETTINGS)).toBeNull();
  });
});

describe('searchArea', () => {
  it('widens the radius one step per round, staying at the widest, and fetches three candidates per offer', () => {
    expect([0, 1, 2, 3, 4, 5].map((batch) => searchArea(batch, SETTINGS))).toEqual(
      [1_500, 3_000, 6_000, 10_000, 10_000, 10_000].map((radiusMeters) => ({ radiusMeters, limit: 9 })),
    );
  });
});

const settingsArbitrary = fc
  .record({
    batchSize: fc.integer({ min: 1, max: 20 }),
    offerTimeoutSeconds: fc.integer({ min: 5, max: 120 }),
    radiusStepsMeters: fc.uniqueArray(fc.integer({ min: 100, max: 50_000 }), { minLength: 1, maxLength: 10 }),
    maxBatches: fc.integer({ min: 1, max: 20 }),
  })
  .map((settings) => ({
    ...settings,
    radiusStepsMeters: [...settings.radiusStepsMeters].sort((a, b) => a - b),
  }));
const driverId = fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `driver-${i}`));
const candidatesArbitrary = fc.array(
  fc.record({
    driverId,
    distanceMeters: fc.double({ min: 0, max: 60_000, noNaN: true }),
    hasPendingOffer: fc.boolean(),
  }),
  { maxLength: 60 },
);
const stateArbitrary = fc.record({
  batch: fc.integer({ min: 0, max: 25 }),
  offeredDriverIds: fc.uniqueArray(driverId, { maxLength: 30 }).map((ids) => new Set(ids)),
});

describe('decideRound, for any settings, candidates and round', () => {
  it('gives up exactly when maxBatches rounds have run, otherwise starts the next round', () => {
    fc.assert(
      fc.property(stateArbitrary, candidatesArbitrary, settingsArbitrary, (state, candidates, settings) => {
        const decision = decideRound(state, candidates, settings, NOW);
        expect(decision.kind === 'give-up').toBe(state.batch >= settings.maxBatches);
        if (decision.kind === 'offer') expect(decision.batch).toBe(state.batch + 1);
      }),
    );
  });

  it('never offers a driver twice, nor one already asked or busy, nor beyond the radius (never the widest step)', () => {
    fc.assert(
      fc.property(stateArbitrary, candidatesArbitrary, settingsArbitrary, (state, candidates, settings) => {
        const decision = decideRound(state, candidates, settings, NOW);
        if (decision.kind !== 'offer') return;
        const ids = decision.offers.map((offer) => offer.driverId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(settings.batchSize);
        const radius = searchRadiusMeters(state.batch, settings);
        expect(radius).toBeLessThanOrEqual(Math.max(...settings.radiusStepsMeters));
        for (const offer of decision.offers) {
          expect(state.offeredDriverIds.has(offer.driverId)).toBe(false);
          const source = candidates.filter((c) => c.driverId === offer.driverId && !c.hasPendingOffer);
          expect(source.some((c) => c.distanceMeters <= radius)).toBe(true);
          expect(offer.distanceMeters).toBeLessThanOrEqual(Math.round(radius));
        }
      }),
    );
  });

  it('offers the nearest eligible drivers: nobody left out is nearer than someone offered, unless the batch is full', () => {
    fc.assert(
      fc.property(stateArbitrary, candidatesArbitrary, settingsArbitrary, (state, candidates, settings) => {
        const decision = decideRound(state, candidates, settings, NOW);
        if (decision.kind !== 'offer') return;
        const radius = searchRadiusMeters(state.batch, settings);
        const offered = new Set(decision.offers.map((offer) => offer.driverId));
        const eligible = candidates.filter(
          (c) => !c.hasPendingOffer && c.distanceMeters <= radius && !state.offeredDriverIds.has(c.driverId),
        );
        const eligibleDrivers = new Set(eligible.map((c) => c.driverId));
        expect(offered.size).toBe(Math.min(settings.batchSize, eligibleDrivers.size));
        const farthestOffered = Math.max(-1, ...decision.offers.map((offer) => offer.distanceMeters));
        for (const left of eligible.filter((c) => !offered.has(c.driverId))) {
          expect(Math.round(left.distanceMeters)).toBeGreaterThanOrEqual(farthestOffered);
        }
      }),
    );
  });

  it('schedules the next round when the offers expire, or within EMPTY_ROUND_RETRY_MS when none went out', () => {
    fc.assert(
      fc.property(stateArbitrary, candidatesArbitrary, settingsArbitrary, (state, candidates, settings) => {
        const decision = decideRound(state, candidates, settings, NOW);
        if (decision.kind !== 'offer') return;
        expect(decision.expiresAt.getTime() - NOW.getTime()).toBe(settings.offerTimeoutSeconds * 1000);
        if (decision.offers.length > 0) expect(decision.nextRoundAt).toEqual(decision.expiresAt);
        else expect(decision.nextRoundAt.getTime() - NOW.getTime()).toBeLessThanOrEqual(EMPTY_ROUND_RETRY_MS);
      }),
    );
  });
});
