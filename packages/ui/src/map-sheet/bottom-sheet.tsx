import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../cn.ts';
import { cycleSnap, settleSnap, SNAP_NAMES, snapHeights, stepSnap, type SheetSnap } from './snap-points.ts';

export type BottomSheetProps = {
  /** The accessible name of the sheet's region ("Your ride"). */
  label: string;
  /** The snap, when the caller controls it; otherwise the sheet keeps its own, starting at `defaultSnap`. */
  snap?: SheetSnap;
  defaultSnap?: SheetSnap;
  onSnapChange?: (snap: SheetSnap) => void;
  /** Height of the peek in px: enough for the sheet's headline. Default 152. */
  peekHeight?: number;
  /** Hears the sheet's settled height in px and its snap (not while dragging), so a map can keep its pins above it. */
  onHeightChange?: (height: number, snap: SheetSnap) => void;
  /**
   * `panel`: the same region as a plain side panel (no handle, no snaps, its own scroll), for wide screens. Its
   * content stays mounted when the screen crosses between the two (what was typed or chosen is kept).
   */
  variant?: 'sheet' | 'panel';
  className?: string;
  children: ReactNode;
};

// Below this many px a press on the handle is a tap, not a drag.
const DRAG_THRESHOLD = 4;

type Drag = {
  pointerId: number;
  startY: number;
  startHeight: number;
  lastY: number;
  lastTime: number;
  /** px per ms, positive when the finger moves up (the sheet grows). */
  velocity: number;
  moved: boolean;
};

function useContainerHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const parent = element?.parentElement;
    if (!parent) return;
    const measure = () => setHeight(parent.clientHeight || window.innerHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/**
 * A bottom sheet over a map, as in the ride apps people know: it rests at a peek, half or full height, is dragged
 * between them by its handle (a flick goes one snap further), and never traps focus: it is a labelled region of
 * the page, not a dialog. The handle is a button: a press steps peek -> half -> full -> peek, the arrow keys move
 * one snap, Home and End go to the ends. Content that does not fit scrolls inside the sheet. Place it in a
 * positioned container (it fills that container's width, at its bottom).
 */
export function BottomSheet({
  label,
  snap: controlledSnap,
  defaultSnap = 'half',
  onSnapChange,
  peekHeight = 152,
  onHeightChange,
  variant = 'sheet',
  className,
  children,
}: BottomSheetProps) {
  const isPanel = variant === 'panel';
  const [ownSnap, setOwnSnap] = useState<SheetSnap>(defaultSnap);
  const snap = controlledSnap ?? ownSnap;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const containerHeight = useContainerHeight(element);
  const heights = snapHeights(containerHeight, peekHeight);
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const changeSnap = useCallback(
    (next: SheetSnap) => {
      if (controlledSnap === undefined) setOwnSnap(next);
      onSnapChange?.(next);
    },
    [controlledSnap, onSnapChange],
  );

  const settledHeight = heights[snap];
  const onHeightChangeRef = useRef(onHeightChange);
  useLayoutEffect(() => {
    onHeightChangeRef.current = onHeightChange;
  });
  useLayoutEffect(() => {
    if (containerHeight > 0 && !isPanel) onHeightChangeRef.current?.(settledHeight, snap);
  }, [settledHeight, snap, containerHeight, isPanel]);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startHeight: settledHeight,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocity: 0,
      moved: false,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const travelled = current.startY - event.clientY;
    if (!current.moved && Math.abs(travelled) < DRAG_THRESHOLD) return;
    current.moved = true;
    const elapsed = event.timeStamp - current.lastTime;
    if (elapsed > 0) current.velocity = (current.lastY - event.clientY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    setDragHeight(Math.min(heights.full, Math.max(heights.peek, current.startHeight + travelled)));
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    suppressClick.current = true;
    const height = dragHeight ?? current.startHeight;
    setDragHeight(null);
    changeSnap(settleSnap(height, heights, current.velocity));
  }

  function onPointerCancel() {
    drag.current = null;
    setDragHeight(null);
  }

  function onClick() {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    changeSnap(cycleSnap(snap));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next =
      event.key === 'ArrowUp'
        ? stepSnap(snap, 1)
        : event.key === 'ArrowDown'
          ? stepSnap(snap, -1)
          : event.key === 'Home'
            ? 'peek'
            : event.key === 'End'
              ? 'full'
              : null;
    if (!next) return;
    event.preventDefault();
    if (next !== snap) changeSnap(next);
  }

  const height = dragHeight ?? settledHeight;
  // One tree for both variants (the handle's slot is empty on a panel), so the content is never remounted.
  return (
    <section
      ref={setElement}
      aria-label={label}
      data-snap={isPanel ? undefined : snap}
      data-dragging={dragHeight === null ? undefined : ''}
      style={containerHeight > 0 && !isPanel ? { height } : undefined}
      className={cn(
        isPanel
          ? 'relative flex min-h-0 flex-col border-r bg-background'
          : [
              'absolute inset-x-0 bottom-0 z-10 flex max-h-full flex-col rounded-t-3xl border-t bg-background',
              'shadow-[0_-8px_30px_-12px_rgb(0_0_0/0.35)]',
              'motion-safe:transition-[height] motion-safe:duration-300 motion-safe:ease-out data-[dragging]:transition-none',
              containerHeight === 0 && 'h-1/2',
            ],
        className,
      )}
    >
      {isPanel ? null : (
        <button
          type="button"
          aria-keyshortcuts="ArrowUp ArrowDown Home End"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onClick={onClick}
          onKeyDown={onKeyDown}
          className={cn(
            'flex h-7 w-full shrink-0 cursor-grab touch-none items-center justify-center rounded-t-3xl',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
            'active:cursor-grabbing',
          )}
        >
          <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-muted-foreground/40" />
          <span className="sr-only">
            {`Panel size: ${SNAP_NAMES[snap]}. Press to resize, or use the arrow keys.`}
          </span>
        </button>
      )}
      {/* Focusable: a keyboard scrolls it even while it holds nothing focusable (a page of skeletons). */}
      <div
        tabIndex={0}
        className={cn(
          'relative min-h-0 flex-1 overflow-y-auto',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          isPanel ? 'p-5' : 'overscroll-contain px-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
        )}
      >
        {children}
      </div>
    </section>
  );
}
