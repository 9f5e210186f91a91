/** The three heights of a bottom sheet over a map: a glance, half the screen, or all of it. */
export const SHEET_SNAPS = ['peek', 'half', 'full'] as const;
export type SheetSnap = (typeof SHEET_SNAPS)[number];

export const SNAP_NAMES: Record<SheetSnap, string> = { peek: 'Peek', half: 'Half', full: 'Full' };

/** Pixel heights of the snaps in a container `containerHeight` tall; the peek never exceeds the half. */
export function snapHeights(containerHeight: number, peekHeight: number): Record<SheetSnap, number> {
  // The full sheet leaves a strip of map above it, so the person still sees what the sheet is over.
  const full = Math.max(0, containerHeight - 24);
  const half = Math.round(containerHeight / 2);
  return { peek: Math.min(peekHeight, half), half, full };
}

/** The snap one step bigger (`+1`) or smaller (`-1`), staying at the ends. */
export function stepSnap(snap: SheetSnap, direction: 1 | -1): SheetSnap {
  const index = SHEET_SNAPS.indexOf(snap) + direction;
  return SHEET_SNAPS[Math.min(SHEET_SNAPS.length - 1, Math.max(0, index))]!;
}

/** A tap on the handle: peek opens to half, half to full, full goes back to peek. */
export function cycleSnap(snap: SheetSnap): SheetSnap {
  return snap === 'full' ? 'peek' : stepSnap(snap, 1);
}

/**
 * Where a drag that left the sheet `height` px tall settles: a flick (faster than `FLICK_SPEED` px/ms) goes one
 * snap further in its direction, a slow release goes to the nearest snap.
 */
export const FLICK_SPEED = 0.5;
export function settleSnap(height: number, heights: Record<SheetSnap, number>, velocity: number): SheetSnap {
  if (Math.abs(velocity) >= FLICK_SPEED) {
    // velocity > 0: the finger moved up, the sheet grows.
    const bigger = velocity > 0;
    const candidates = SHEET_SNAPS.filter((snap) =>
      bigger ? heights[snap] > height : heights[snap] < height,
    );
    if (candidates.length > 0) return bigger ? candidates[0]! : candidates[candidates.length - 1]!;
    return bigger ? 'full' : 'peek';
  }
  let nearest: SheetSnap = 'peek';
  for (const snap of SHEET_SNAPS) {
    if (Math.abs(heights[snap] - height) < Math.abs(heights[nearest] - height)) nearest = snap;
  }
  return nearest;
}
