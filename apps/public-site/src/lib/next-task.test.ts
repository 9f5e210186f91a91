import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await waiting;
    expect(order).toEqual(['same task', 'next task']);
  });

  it('uses the browser’s scheduler.yield() where there is one', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
