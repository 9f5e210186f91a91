/** Where "now" comes from: the system clock in production, a hand-moved clock in tests of timeouts. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to; starts at the real time so request schemas that check "future" agree. */
export function createManualClock(
  start = new Date(),
): Clock & { advance(ms: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}
