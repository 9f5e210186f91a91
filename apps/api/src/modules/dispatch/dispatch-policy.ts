import type { DispatchSettings } from '@ridebook/validation';

/**
 * Who is offered a requested ride next, how far the search reaches, and when to give up: pure rules, no database,
 * bus or timer. The round (dispatch.service.ts) asks `searchArea` where to look, gathers the candidates there, asks
 * `decideRound` what to do, and carries the decision out.
 */

/** Rounds without any candidate retry sooner than a full offer countdown: a driver may come online. */
export const EMPTY_ROUND_RETRY_MS = 5_000;
/** Nearby drivers fetched per offer: some of them are busy with another ride's offer. */
export const CANDIDATES_PER_OFFER = 3;

export type DispatchPolicySettings = Pick<
  DispatchSettings,
  'batchSize' | 'maxBatches' | 'offerTimeoutSeconds' | 'radiusStepsMeters'
>;

/** Where a requested ride's search stands: the rounds run so far and the drivers already asked. */
export type DispatchState = { batch: number; offeredDriverIds: ReadonlySet<string> };

/** A driver near the pickup; `hasPendingOffer`: another ride's offer to them is still open. */
export type DispatchCandidate = { driverId: string; distanceMeters: number; hasPendingOffer: boolean };

export type DispatchOffer = { driverId: string; distanceMeters: number };

export type DispatchDecision =
  | { kind: 'give-up' }
  | { kind: 'offer'; batch: number; offers: DispatchOffer[]; expiresAt: Date; nextRoundAt: Date };

/** The radius of a round: one step per round, staying at the widest once the steps run out. */
export function searchRadiusMeters(batch: number, settings: DispatchPolicySettings): number {
  const steps = settings.radiusStepsMeters;
  return steps[Math.min(batch, steps.length - 1)] ?? steps[steps.length - 1] ?? 5_000;
}

/** Where round number `batch` (0 first) looks for candidates, or null when it gives up instead. */
export function searchArea(
  batch: number,
  settings: DispatchPolicySettings,
): { radiusMeters: number; limit: number } | null {
  if (batch >= settings.maxBatches) return null;
  return {
    radiusMeters: searchRadiusMeters(batch, settings),
    limit: settings.batchSize * CANDIDATES_PER_OFFER,
  };
}

/**
 * The drivers round `state.batch` may ask, in the order it asks them: nearest first, within the round's radius,
 * never asked before, each driver once (distances rounded to the metre). Whether a driver holds another ride's open
 * offer is not looked at here: `decideRound` leaves those out, a booking's first round leaves it to its statement.
 */
export function askableDrivers(
  state: DispatchState,
  nearby: readonly { driverId: string; distanceMeters: number }[],
  settings: DispatchPolicySettings,
): DispatchOffer[] {
  const radius = searchRadiusMeters(state.batch, settings);
  const chosen = new Set<string>();
  const askable: DispatchOffer[] = [];
  const nearestFirst = [...nearby].sort((a, b) => a.distanceMeters - b.distanceMeters);
  for (const driver of nearestFirst) {
    if (driver.distanceMeters > radius) continue;
    if (state.offeredDriverIds.has(driver.driverId) || chosen.has(driver.driverId)) continue;
    chosen.add(driver.driverId);
    askable.push({ driverId: driver.driverId, distanceMeters: Math.round(driver.distanceMeters) });
  }
  return askable;
}

/**
 * When a round's offers, opened at `now`, expire, and when the next round comes if nobody could be asked: sooner
 * than a whole offer countdown (EMPTY_ROUND_RETRY_MS), since a driver may come online.
 */
export function roundTimes(
  settings: DispatchPolicySettings,
  now: Date,
): { expiresAt: Date; emptyRetryAt: Date } {
  const timeoutMs = settings.offerTimeoutSeconds * 1000;
  return {
    expiresAt: new Date(now.getTime() + timeoutMs),
    emptyRetryAt: new Date(now.getTime() + Math.min(EMPTY_ROUND_RETRY_MS, timeoutMs)),
  };
}

/**
 * One round's decision: give up after the last round; otherwise offer the ride to the nearest `batchSize`
 * candidates within this round's radius who were never asked and have no other open offer (distances rounded
 * to the metre), open for `offerTimeoutSeconds`. The next round comes when the offers expire, or sooner
 * (EMPTY_ROUND_RETRY_MS) when nobody could be asked.
 */
export function decideRound(
  state: DispatchState,
  candidates: readonly DispatchCandidate[],
  settings: DispatchPolicySettings,
  now: Date,
): DispatchDecision {
  // After `maxBatches` rounds the search stops: the ride ends as "no driver found".
  if (searchArea(state.batch, settings) === null) return { kind: 'give-up' };
  const free = candidates.filter((candidate) => !candidate.hasPendingOffer);
  const offers = askableDrivers(state, free, settings).slice(0, settings.batchSize);
  const { expiresAt, emptyRetryAt } = roundTimes(settings, now);
  const nextRoundAt = offers.length > 0 ? expiresAt : emptyRetryAt;
  return { kind: 'offer', batch: state.batch + 1, offers, expiresAt, nextRoundAt };
}
