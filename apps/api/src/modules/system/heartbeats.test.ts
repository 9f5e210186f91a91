import { describe, expect, it } from 'vitest';
import type { SystemSample } from '@ridebook/validation';
import { createManualClock } from '../../shared/clock.ts';
import { createMemoryEventBus } from '../live/index.ts';
import { combineSamples, createHeartbeats, currentProcessInfo } from './heartbeats.ts';

function sampleAt(at: Date, overrides: Partial<SystemSample> = {}): SystemSample {
  return {
    at: at.toISOString(),
    requestsPerSecond: 2,
    p95LatencyMs: 40,
    websockets: { rider: 1, driver: 2, admin: 0 },
    offers: { sent: 3, accepted: 1, expired: 1 },
    eventLoopLagMs: 5,
    ...overrides,
  };
}

describe('combineSamples', () => {
  it('adds rates and counts of one heartbeat slot and keeps the worst percentile', () => {
    const at = new Date('2026-11-27T10:00:01Z');
    const later = new Date('2026-11-27T10:00:06Z');
    const combined = combineSamples(
      [
        [sampleAt(at), sampleAt(later, { p95LatencyMs: null })],
        [sampleAt(new Date('2026-11-27T10:00:03Z'), { p95LatencyMs: 90, eventLoopLagMs: 30 })],
      ],
      5,
    );
    expect(combined).toEqual([
      {
        at: '2026-11-27T10:00:03.000Z',
        requestsPerSecond: 4,
        p95LatencyMs: 90,
        websockets: { rider: 2, driver: 4, admin: 0 },
        offers: { sent: 6, accepted: 2, expired: 2 },
        eventLoopLagMs: 30,
      },
      sampleAt(later, { p95LatencyMs: null }),
    ]);
  });
});

describe('heartbeats on the event bus', () => {
  it('lists every process heard of recently, and drops one that stopped beating', async () => {
    const bus = createMemoryEventBus();
    const clock = createManualClock(new Date('2026-11-27T10:00:00Z'));
    const heartbeat = (startedAt: Date) =>
      createHeartbeats({
        bus,
        info: currentProcessInfo(startedAt),
        sample: async () => sampleAt(clock.now()),
        now: () => clock.now(),
        onError: (error) => {
          throw error;
        },
      });
    const first = heartbeat(new Date('2026-11-27T09:00:00Z'));
    const second = heartbeat(new Date('2026-11-27T09:30:00Z'));
    await first.start();
    await second.start();
    try {
      // The second hears of the first at the first's next beat; the bus delivers after publishing, as Redis does.
      await first.beat();
      await new Promise((resolve) => setImmediate(resolve));
      expect(first.processes().map((process) => process.isCurrent)).toEqual([true, false]);
      expect(second.processes().map((process) => process.isCurrent)).toEqual([false, true]);
      expect(first.samples()).toEqual([expect.objectContaining({ requestsPerSecond: 4 })]);

      // Fifteen seconds later only the second has beaten again: the first is gone from its list.
      clock.advance(15_000);
      await second.beat();
      expect(second.processes()).toEqual([expect.objectContaining({ isCurrent: true })]);
      expect(second.samples()).toHaveLength(2);
    } finally {
      await first.stop();
      await second.stop();
      await bus.close();
    }
  });

  it('ignores a malformed heartbeat', async () => {
    const bus = createMemoryEventBus();
    const beats = createHeartbeats({
      bus,
      info: currentProcessInfo(new Date()),
      sample: async () => sampleAt(new Date()),
      now: () => new Date(),
      onError: () => undefined,
    });
    await beats.start();
    try {
      await bus.publish('system.heartbeats', { type: 'system.heartbeat', process: { id: 'x' }, sample: {} });
      await new Promise((resolve) => setImmediate(resolve));
      expect(beats.processes()).toHaveLength(1);
    } finally {
      await beats.stop();
      await bus.close();
    }
  });
});
