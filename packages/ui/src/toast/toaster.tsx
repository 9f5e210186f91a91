import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { resolveValue, toast as hotToast, useToaster } from 'react-hot-toast';
import type { DefaultToastOptions, Toast } from 'react-hot-toast';
import { cn } from '../cn.ts';
import { Spinner } from '../primitives/spinner.tsx';
import {
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_GAP_PX,
  TOAST_HOTKEY_LABEL,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './notify.ts';

/** Every kind closes after 4000 ms except loading, which waits to be updated; the exit animation takes 200 ms. */
export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_EXIT_MS,
  loading: { duration: Infinity },
};

/** Whether a horizontal drag of `distance` px (either way) dismisses a toast: the spec's 45 px threshold. */
export function isSwipeDismiss(distance: number): boolean {
  return Math.abs(distance) >= TOAST_SWIPE_THRESHOLD_PX;
}

/** The toasts to dismiss so that at most three stay visible: the oldest go first (react-hot-toast keeps newest first). */
export function toastsOverLimit(toasts: readonly Toast[], limit = TOAST_MAX_VISIBLE): Toast[] {
  return toasts.filter((toast) => toast.visible).slice(limit);
}

/** The Alt+T hotkey; `code` because on macOS Alt+T types a dagger. */
function isToastHotkey(event: KeyboardEvent): boolean {
  return (
    event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    (event.code === 'KeyT' || event.key.toLowerCase() === 't')
  );
}

const KIND_STYLES = {
  success: 'border-success/30 [--toast-accent:var(--success)]',
  error: 'border-destructive/30 [--toast-accent:var(--destructive)]',
  info: 'border-info/30 [--toast-accent:var(--info)]',
  loading: 'border-border [--toast-accent:var(--primary)]',
} as const;

type ToastKind = keyof typeof KIND_STYLES;

function kindOf(toast: Toast): ToastKind {
  if (toast.type === 'success' || toast.type === 'error' || toast.type === 'loading') return toast.type;
  return 'info';
}

function ToastIcon({ kind }: { kind: ToastKind }) {
  const className = 'size-5 shrink-0 text-(--toast-accent)';
  if (kind === 'success') return <CircleCheck aria-hidden="true" className={className} />;
  if (kind === 'error') return <CircleAlert aria-hidden="true" className={className} />;
  if (kind === 'loading') return <Spinner size="md" label={null} className={className} />;
  return <Info aria-hidden="true" className={className} />;
}

function ToastItem({ toast }: { toast: Toast }) {
  const kind = kindOf(toast);
  const [offset, setOffset] = useState(0);
  const [swipedOut, setSwipedOut] = useState<'left' | 'right' | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const dragStart = useRef<number | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
    setIsDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (dragStart.current === null) return;
    setOffset(event.clientX - dragStart.current);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    setIsDragging(false);
    if (event.type === 'pointerup' && isSwipeDismiss(distance)) {
      setSwipedOut(distance > 0 ? 'right' : 'left');
      hotToast.dismiss(toast.id);
    } else {
      setOffset(0);
    }
  };

  const translate = swipedOut ? (swipedOut === 'right' ? '110%' : '-110%') : `${offset}px`;

  return (
    <li
      data-toast=""
      data-type={kind}
      data-visible={toast.visible}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: `translateX(${translate})`,
        opacity: swipedOut ? 0 : Math.max(0.35, 1 - Math.abs(offset) / 200),
        transition: isDragging
          ? 'none'
          : `transform ${TOAST_EXIT_MS}ms ease-out, opacity ${TOAST_EXIT_MS}ms ease-out`,
        touchAction: 'pan-y',
      }}
      className={cn('pointer-events-auto w-full select-none', toast.className)}
    >
      <div
        className={cn(
          'flex w-full items-start gap-3 rounded-xl border bg-popover p-4 pr-10 text-sm text-popover-foreground shadow-lg',
          'relative overflow-hidden before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-(--toast-accent)',
          toast.visible ? 'animate-toast-in' : 'animate-toast-out',
          KIND_STYLES[kind],
        )}
      >
        <ToastIcon kind={kind} />
        <div className="min-w-0 flex-1 leading-snug font-medium break-words">
          {resolveValue(toast.message, toast)}
        </div>
        <button
          type="button"
          onClick={() => hotToast.dismiss(toast.id)}
          className={cn(
            'absolute top-3 right-3 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors',
            'hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <X aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Dismiss notification</span>
        </button>
      </div>
    </li>
  );
}

export type ToasterProps = {
  /**
   * Where the toasts stack on wide screens (on phones they span the width). Top positions keep clear of the app
   * header (the role apps' breadcrumb).
   */
  position?: 'bottom-right' | 'top-right' | 'bottom-center' | 'top-center';
};

/**
 * The toasts of the spec, on react-hot-toast's headless store: auto-close 4000 ms, at most 3 visible (the oldest
 * is dismissed when a fourth arrives), 14 px gap, 356 px wide, swipe past 45 px to dismiss, 200 ms exit,
 * Alt+T moves focus to the toasts. Hovering or focusing a toast pauses the timers. Mount once per app.
 */
export function Toaster({ position = 'bottom-right' }: ToasterProps) {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  const regionRef = useRef<HTMLElement>(null);
  const { startPause, endPause } = handlers;

  useEffect(() => {
    for (const toast of toastsOverLimit(toasts)) hotToast.dismiss(toast.id);
  }, [toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      event.preventDefault();
      const region = regionRef.current;
      const first = region?.querySelector<HTMLElement>('[data-toast][data-visible="true"]');
      (first ?? region)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const isTop = position.startsWith('top');
  const shown = toasts.filter((toast) => toast.type !== 'custom');

  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${TOAST_HOTKEY_LABEL})`}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      tabIndex={-1}
      data-position={position}
      className={cn(
        'pointer-events-none fixed inset-x-4 z-[100] outline-none sm:inset-x-auto sm:w-(--toast-width)',
        // Top toasts start below the role apps' 4rem sticky header, so they never cover its breadcrumb.
        isTop ? 'top-20' : 'bottom-4',
        position.endsWith('right') && 'sm:right-6',
        position.endsWith('center') && 'sm:left-1/2 sm:-translate-x-1/2',
      )}
      style={{ ['--toast-width' as string]: `${TOAST_WIDTH_PX}px` }}
    >
      <ol
        className={cn('flex', isTop ? 'flex-col' : 'flex-col-reverse')}
        style={{ gap: TOAST_GAP_PX }}
        onMouseEnter={startPause}
        onMouseLeave={endPause}
        onFocus={startPause}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) endPause();
        }}
      >
        {shown.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
