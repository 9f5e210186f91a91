import { describe, expect, it, vi } from 'vitest';
import { describeEventBusContract } from './event-bus.contract.ts';
import { createMemoryEventBus } from './memory-event-bus.ts';

describeEventBusContract('memory', async (options) => createMemoryEventBus(options));

describe('createMemoryEventBus', () => {
  it('is the memory kind, and each bus is its own world', async () => {
    const one = createMemoryEventBus();
    const other = createMemoryEventBus();
    const received: unknown[] = [];
    await other.subscribe('ride:1', (message) => received.push(message));
    await one.publish('ride:1', { type: 'only-in-one' });
    await other.publish('ride:1', { type: 'in-other' });

    await expect.poll(() => received).toEqual([{ type: 'in-other' }]);
    expect(one.kind).toBe('memory');
    await Promise.all([one.close(), other.close()]);
  });

  it('runs handlers after publish() returns, never inside it', async () => {
    const bus = createMemoryEventBus();
    const order: string[] = [];
    await bus.subscribe('ride:1', () => order.push('handler'));
    const publishing = bus.publish('ride:1', { type: 'x' });
    order.push('after publish call');
    await publishing;

    await expect.poll(() => order).toEqual(['after publish call', 'handler']);
    await bus.close();
  });

  it('warns (not errors) about a failing handler when nobody listens for handler errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createMemoryEventBus();
    await bus.subscribe('ride:1', () => {
      throw new Error('handler bug');
    });
    await bus.publish('ride:1', { type: 'x' });

    await expect.poll(() => warn.mock.calls.length).toBe(1);
    expect(warn.mock.calls[0]?.[0]).toContain('ride:1');
    warn.mockRestore();
    await bus.close();
  });
});
