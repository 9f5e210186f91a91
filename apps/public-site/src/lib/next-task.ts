type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so that the browser can paint and answer a tap before the work that follows.
 * `scheduler.yield()` where the browser has it (the continuation goes ahead of other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
