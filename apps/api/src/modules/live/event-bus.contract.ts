import { afterEach, describe, expect, it } from 'vitest';
import type { BusMessage, EventBus, HandlerErrorListener } from './event-bus.ts';

export type EventBusFactory = (options: { onHandlerError?: HandlerErrorListener }) => Promise<EventBus>;

/** A handler that keeps what it receives. */
function collector() {
  const received: BusMessage[] = [];
  return { received, handler: (message: BusMessage) => void received.push(message) };
}

/** The behaviour every EventBus adapter must show; each adapter's test file runs it. */
export function describeEventBusContract(name: string, create: EventBusFactory): void {
  describe(`EventBus contract: ${name}`, () => {
    const opened: EventBus[] = [];
    async function open(options: { onHandlerError?: HandlerErrorListener } = {}): Promise<EventBus> {
      const bus = await create(options);
      opened.push(bus);
      return bus;
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    it('delivers a message to every handler of its channel, as a JSON copy', async () => {
      const bus = await open();
      const first = collector();
      const second = collector();
      await bus.subscribe('ride:1', first.handler);
      await bus.subscribe('ride:1', second.handler);

      const message = {
        type: 'ride.accepted',
        rideId: '1',
        at: new Date('2026-01-02T03:04:05.000Z'),
        gone: undefined,
      };
      await bus.publish('ride:1', message);

      const expected = { type: 'ride.accepted', rideId: '1', at: '2026-01-02T03:04:05.000Z' };
      await expect.poll(() => first.received).toEqual([expected]);
      await expect.poll(() => second.received).toEqual([expected]);
      expect(first.received[0]).not.toBe(message);
      expect(first.received[0]).not.toBe(second.received[0]);
    });

    it('hands each handler the JSON text its message was parsed from', async () => {
      const bus = await open();
      const payloads: string[] = [];
      await bus.subscribe('ride:1', (message, payload) => {
        expect(JSON.parse(payload)).toEqual(message);
        payloads.push(payload);
      });

      await bus.publish('ride:1', { type: 'ride.accepted', rideId: '1', gone: undefined });

      await expect.poll(() => payloads).toEqual(['{"type":"ride.accepted","rideId":"1"}']);
    });

    it('keeps channels apart', async () => {
      const bus = await open();
      const rideOne = collector();
      const rideTwo = collector();
      await bus.subscribe('ride:1', rideOne.handler);
      await bus.subscribe('ride:2', rideTwo.handler);

      // The count is of buses (processes) with a subscriber, however many handlers each has: here this one.
      expect(await bus.publish('ride:2', { type: 'for-two' })).toBe(1);
      expect(await bus.publish('ride:1', { type: 'for-one' })).toBe(1);
      expect(await bus.publish('nobody-listens', { type: 'lost' })).toBe(0);

      await expect.poll(() => rideOne.received).toEqual([{ type: 'for-one' }]);
      await expect.poll(() => rideTwo.received).toEqual([{ type: 'for-two' }]);
    });

    it('publishes one message to each of several channels, counting the buses that got it on each', async () => {
      const bus = await open();
      const first = collector();
      const second = collector();
      await bus.subscribe('ride:5', first.handler);
      await bus.subscribe('user:5', second.handler);

      const at = new Date('2026-01-02T03:04:05.000Z');
      expect(await bus.publishToEach(['ride:5', 'user:5', 'nobody-listens'], { type: 'to-each', at })).toBe(
        2,
      );

      const expected = { type: 'to-each', at: '2026-01-02T03:04:05.000Z' };
      await expect.poll(() => second.received).toEqual([expected]);
      await expect.poll(() => first.received).toEqual([expected]);
    });

    it('delivers in publish order', async () => {
      const bus = await open();
      const { received, handler } = collector();
      await bus.subscribe('driver:7', handler);

      const sequence = Array.from({ length: 200 }, (_, seq) => ({ type: 'driver.moved', seq }));
      await Promise.all(sequence.map((message) => bus.publish('driver:7', message)));

      await expect.poll(() => received.length).toBe(200);
      expect(received).toEqual(sequence);
    });

    it('stops delivering to a handler once it unsubscribes, and only to that one', async () => {
      const bus = await open();
      const leaving = collector();
      const staying = collector();
      const unsubscribe = await bus.subscribe('city', leaving.handler);
      await bus.subscribe('city', staying.handler);

      await bus.publish('city', { type: 'first' });
      await expect.poll(() => leaving.received).toEqual([{ type: 'first' }]);
      await unsubscribe();
      await unsubscribe();
      await bus.publish('city', { type: 'second' });

      await expect.poll(() => staying.received).toEqual([{ type: 'first' }, { type: 'second' }]);
      expect(leaving.received).toEqual([{ type: 'first' }]);
    });

    it('can subscribe to a channel again after everyone left it', async () => {
      const bus = await open();
      const before = collector();
      const after = collector();
      const unsubscribe = await bus.subscribe('ride:9', before.handler);
      await unsubscribe();
      await bus.subscribe('ride:9', after.handler);

      await bus.publish('ride:9', { type: 'hello' });
      await expect.poll(() => after.received).toEqual([{ type: 'hello' }]);
      expect(before.received).toEqual([]);
    });

    it('settles quick subscribe and unsubscribe sequences on what was asked last', async () => {
      const bus = await open();
      const first = collector();
      const second = collector();
      const pendingFirst = bus.subscribe('busy', first.handler);
      const pendingSecond = bus.subscribe('busy', second.handler);
      const unsubscribeFirst = await pendingFirst;
      const [, unsubscribeSecond] = await Promise.all([unsubscribeFirst(), pendingSecond]);
      const third = collector();
      await Promise.all([unsubscribeSecond(), bus.subscribe('busy', third.handler)]);

      await bus.publish('busy', { type: 'after-churn' });
      await expect.poll(() => third.received).toEqual([{ type: 'after-churn' }]);
      expect(first.received).toEqual([]);
      expect(second.received).toEqual([]);
    });

    it('reports a failing handler and still delivers to the others', async () => {
      const errors: Array<{ error: unknown; channel: string }> = [];
      const bus = await open({ onHandlerError: (error, channel) => errors.push({ error, channel }) });
      const boom = new Error('handler bug');
      const { received, handler } = collector();
      await bus.subscribe('ride:3', () => {
        throw boom;
      });
      // Typed as returning void, a handler can still be async; its rejection must not go unhandled.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      await bus.subscribe('ride:3', async () => {
        await Promise.resolve();
        throw new Error('async handler bug');
      });
      await bus.subscribe('ride:3', handler);

      await bus.publish('ride:3', { type: 'one' });
      await bus.publish('ride:3', { type: 'two' });

      await expect.poll(() => received).toEqual([{ type: 'one' }, { type: 'two' }]);
      await expect.poll(() => errors.length).toBe(4);
      expect(errors.filter((entry) => entry.error === boom)).toHaveLength(2);
      expect(errors.map((entry) => entry.channel)).toEqual(['ride:3', 'ride:3', 'ride:3', 'ride:3']);
    });

    it('lets a handler publish', async () => {
      const bus = await open();
      const replies = collector();
      await bus.subscribe('reply', replies.handler);
      await bus.subscribe('request', (message) => {
        void bus.publish('reply', { type: 'pong', to: message.type });
      });

      await bus.publish('request', { type: 'ping' });
      await expect.poll(() => replies.received).toEqual([{ type: 'pong', to: 'ping' }]);
    });

    it('refuses to publish or subscribe once closed', async () => {
      const bus = await create({});
      const { received, handler } = collector();
      const unsubscribe = await bus.subscribe('ride:4', handler);
      await bus.close();

      await expect(bus.publish('ride:4', { type: 'late' })).rejects.toThrow(/closed/);
      await expect(bus.subscribe('ride:4', handler)).rejects.toThrow(/closed/);
      await unsubscribe();
      expect(received).toEqual([]);
    });
  });
}
