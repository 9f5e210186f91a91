import { describe, expect, it } from 'vitest';
import { cycleSnap, settleSnap, snapHeights, stepSnap } from './snap-points.ts';

describe('sheet snap points', () => {
  const heights = snapHeights(800, 140);

  it('measures peek, half and full in the container', () => {
    expect(heights).toEqual({ peek: 140, half: 400, full: 776 });
    expect(snapHeights(200, 140).peek).toBe(100);
  });

  it('steps and cycles between the snaps, stopping at the ends', () => {
    expect(stepSnap('peek', 1)).toBe('half');
    expect(stepSnap('full', 1)).toBe('full');
    expect(stepSnap('peek', -1)).toBe('peek');
    expect(cycleSnap('peek')).toBe('half');
    expect(cycleSnap('half')).toBe('full');
    expect(cycleSnap('full')).toBe('peek');
  });

  it('settles a slow drag on the nearest snap', () => {
    expect(settleSnap(300, heights, 0)).toBe('half');
    expect(settleSnap(200, heights, 0)).toBe('peek');
    expect(settleSnap(700, heights, 0)).toBe('full');
  });

  it('sends a flick one snap further in its direction', () => {
    expect(settleSnap(420, heights, 1)).toBe('full');
    expect(settleSnap(380, heights, -1)).toBe('peek');
    expect(settleSnap(776, heights, 1)).toBe('full');
    expect(settleSnap(120, heights, -1)).toBe('peek');
  });
});
