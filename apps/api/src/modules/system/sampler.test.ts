import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../shared/clock.ts';
import { createMetrics } from '../observability/index.ts';
import { createSampler, p95LatencyMs } from './sampler.ts';

describe('p95LatencyMs', () => {
  it('interpolates within the bucket the 95th percentile falls in, over the interval only', () => {
    const before = [
      { le: 0.01, count: 100 },
      { le: 0.1, count: 100 },
      { le: Infinity, count: 100 },
    ];
    // 20 new requests: 10 under 10 ms, 10 between 10 and 100 ms; the 19th is 90% of the way through the second.
    const after = [
      { le: 0.01, count: 110 },
      { le: 0.1, count: 120 },
      { le: Infinity, count: 120 },
    ];
    expect(p95LatencyMs(before, after)).toBeCloseTo(91);
    expect(p95LatencyMs(after, after)).toBeNull();
  });

  it('reads past the last bound as the last bound', () => {
    expect(
      p95LatencyMs(
        [],
        [
          { le: 0.5, count: 0 },
          { le: Infinity, count: 4 },
        ],
      ),
    ).toBe(500);
  });
});

describe('the sampler', () => {
  it('turns the metrics since the last sample into rates and counts', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const clock = createManualClock(new Date('2026-11-27T10:00:00Z'));
    const sampler = createSampler({ snapshot: () => metrics.snapshot(), now: () => clock.now() });
    try {
      for (let index = 0; index < 10; index += 1)
        metrics.httpRequest({ method: 'GET', route: '/api/rides/:id', status: 200 }, 0.02);
      metrics.dispatch.offers('sent', 3);
      metrics.dispatch.offers('accepted');
      metrics.websocketOpened('driver');
      clock.advance(5_000);
      const first = await sampler.sample();
      expect(first).toMatchObject({
        at: '2026-11-27T10:00:05.000Z',
        requestsPerSecond: 2,
        websockets: { rider: 0, driver: 1, admin: 0 },
        offers: { sent: 3, accepted: 1, expired: 0 },
      });
      expect(first.p95LatencyMs).toBeGreaterThan(10);
      expect(first.p95LatencyMs).toBeLessThanOrEqual(25);

      metrics.dispatch.offers('expired', 2);
      clock.advance(5_000);
      expect(await sampler.sample()).toMatchObject({
        requestsPerSecond: 0,
        p95LatencyMs: null,
        websockets: { driver: 1 },
        offers: { sent: 0, accepted: 0, expired: 2 },
      });
    } finally {
      sampler.stop();
    }
  });
});
