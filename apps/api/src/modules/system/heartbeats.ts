import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import {
  systemProcessSchema,
  systemSampleSchema,
  type SystemProcess,
  type SystemSample,
} from '@ridebook/validation';
import { z } from 'zod';
import type { EventBus } from '../live/index.ts';

export const HEARTBEAT_CHANNEL = 'system.heartbeats';
/** How often each process samples its metrics and says it is alive. */
export const HEARTBEAT_SECONDS = 5;
/** A process not heard of for this many heartbeats is no longer listed (it stopped, or lost Redis). */
const MISSED_BEATS = 3;
/** Points kept per process: five minutes of charts. */
const HISTORY = 60;

const processInfoSchema = systemProcessSchema.omit({ lastSeenAt: true, isCurrent: true });
export type ProcessInfo = z.infer<typeof processInfoSchema>;
const heartbeatSchema = z.object({
  type: z.literal('system.heartbeat'),
  process: processInfoSchema,
  sample: systemSampleSchema,
});

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** This process as the System page lists it. */
export function currentProcessInfo(startedAt: Date): ProcessInfo {
  return {
    id: randomUUID(),
    host: hostname(),
    pid: process.pid,
    version: VERSION,
    startedAt: startedAt.toISOString(),
  };
}

type Seen = { process: ProcessInfo; lastSeenAt: Date; samples: SystemSample[] };

/**
 * Adds the samples of the processes online into one series: rates and counts summed, percentiles (p95 latency,
 * event-loop lag) the worst of them, as they cannot be added. Samples are grouped by heartbeat slot, one per process.
 */
export function combineSamples(series: SystemSample[][], seconds: number): SystemSample[] {
  const slotOf = (sample: SystemSample) => Math.floor(Date.parse(sample.at) / (seconds * 1000));
  // One sample per process and slot (its latest), then the processes' samples of a slot added up.
  const perProcess = series.flatMap((samples) => [
    ...new Map(samples.map((sample) => [slotOf(sample), sample])).values(),
  ]);
  const slots = new Map<number, SystemSample>();
  for (const sample of perProcess) {
    const slot = slotOf(sample);
    const sum = slots.get(slot);
    if (sum === undefined) {
      slots.set(slot, sample);
      continue;
    }
    const worst = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
    slots.set(slot, {
      at: sum.at > sample.at ? sum.at : sample.at,
      requestsPerSecond: sum.requestsPerSecond + sample.requestsPerSecond,
      p95LatencyMs: worst(sum.p95LatencyMs, sample.p95LatencyMs),
      websockets: {
        rider: sum.websockets.rider + sample.websockets.rider,
        driver: sum.websockets.driver + sample.websockets.driver,
        admin: sum.websockets.admin + sample.websockets.admin,
      },
      offers: {
        sent: sum.offers.sent + sample.offers.sent,
        accepted: sum.offers.accepted + sample.offers.accepted,
        expired: sum.offers.expired + sample.offers.expired,
      },
      eventLoopLagMs: Math.max(sum.eventLoopLagMs, sample.eventLoopLagMs),
    });
  }
  return [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .slice(-HISTORY)
    .map(([, sample]) => sample);
}

/**
 * Every API process publishes a heartbeat on the event bus every few seconds (who it is, and its metrics sample)
 * and keeps the heartbeats of all: over Redis every process sees all of them; on the memory bus, only itself.
 */
export function createHeartbeats(options: {
  bus: EventBus;
  info: ProcessInfo;
  sample: () => Promise<SystemSample>;
  now: () => Date;
  onError: (error: unknown) => void;
}) {
  const { bus, info, now, onError } = options;
  const seen = new Map<string, Seen>();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  function record(process: ProcessInfo, sample: SystemSample): void {
    const entry = seen.get(process.id) ?? { process, lastSeenAt: now(), samples: [] };
    entry.lastSeenAt = now();
    entry.samples = [...entry.samples, sample].slice(-HISTORY);
    seen.set(process.id, entry);
  }

  function online(): Seen[] {
    const oldest = now().getTime() - MISSED_BEATS * HEARTBEAT_SECONDS * 1000;
    for (const [id, entry] of seen) if (entry.lastSeenAt.getTime() <= oldest) seen.delete(id);
    return [...seen.values()].sort((a, b) => a.process.startedAt.localeCompare(b.process.startedAt));
  }

  async function beat(): Promise<void> {
    const sample = await options.sample();
    // Its own heartbeat counts at once, whether or not the bus delivers it.
    record(info, sample);
    await bus.publish(HEARTBEAT_CHANNEL, { type: 'system.heartbeat', process: info, sample });
  }

  return {
    beat,
    async start(): Promise<void> {
      unsubscribe = await bus.subscribe(HEARTBEAT_CHANNEL, (message) => {
        const heartbeat = heartbeatSchema.safeParse(message);
        if (heartbeat.success && heartbeat.data.process.id !== info.id)
          record(heartbeat.data.process, heartbeat.data.sample);
      });
      await beat().catch(onError);
      timer = setInterval(() => void beat().catch(onError), HEARTBEAT_SECONDS * 1000);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await unsubscribe?.();
    },
    processes(): SystemProcess[] {
      return online().map(({ process, lastSeenAt }) => ({
        ...process,
        lastSeenAt: lastSeenAt.toISOString(),
        isCurrent: process.id === info.id,
      }));
    },
    samples(): SystemSample[] {
      return combineSamples(
        online().map(({ samples }) => samples),
        HEARTBEAT_SECONDS,
      );
    },
  };
}

export type Heartbeats = ReturnType<typeof createHeartbeats>;
