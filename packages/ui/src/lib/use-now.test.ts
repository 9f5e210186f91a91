import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the time now, then moves it on once per interval', () => {
    const start = Date.now();
    const { result } = renderHook(() => useNow(5_000));
    expect(result.current).toBe(start);

    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(result.current).toBe(start);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(start + 5_000);
  });

  it('stops its timer when the component unmounts', () => {
    const { unmount } = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
