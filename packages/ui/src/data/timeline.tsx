import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../cn.ts';

export type TimelineTone = 'default' | 'primary' | 'success' | 'warning' | 'destructive';

export type TimelineItem = {
  id: string;
  /** What happened: "Driver accepted", "Ride completed". */
  title: ReactNode;
  /** When; a Date or an ISO string. Leave out for a step that has not happened yet. */
  at?: Date | string;
  description?: ReactNode;
  /** Who did it: "Driver · Sam Lee". */
  actor?: ReactNode;
  tone?: TimelineTone;
};

export type TimelineProps = {
  items: readonly TimelineItem[];
  /**
   * The id of the step in progress; later items are shown as upcoming. Left out: the last item is in progress.
   * `null`: nothing is in progress (a finished ride), every item is drawn done.
   */
  currentId?: string | null;
  /** How times read; default: the browser's locale, e.g. "Mar 4, 2:05 PM". */
  formatTime?: (date: Date) => string;
  className?: string;
  'aria-label'?: string;
};

const DOT_TONES: Record<TimelineTone, string> = {
  default: 'bg-muted-foreground',
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  destructive: 'bg-destructive',
};

const defaultFormat = (date: Date) =>
  new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);

/** A ride's status history, oldest first: who changed what, when. */
export function Timeline({
  items,
  currentId,
  formatTime = defaultFormat,
  className,
  'aria-label': ariaLabel = 'Status history',
}: TimelineProps) {
  const currentIndex =
    currentId === null
      ? items.length
      : currentId === undefined
        ? items.length - 1
        : items.findIndex((item) => item.id === currentId);
  return (
    <ol aria-label={ariaLabel} className={cn('relative grid', className)}>
      {items.map((item, index) => {
        const date = typeof item.at === 'string' ? new Date(item.at) : item.at;
        const isDone = index < currentIndex;
        const isCurrent = index === currentIndex;
        const isUpcoming = currentIndex >= 0 && index > currentIndex;
        const tone = item.tone ?? (isCurrent ? 'primary' : 'success');
        return (
          <li
            key={item.id}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative grid grid-cols-[1.75rem_1fr] gap-x-3 pb-6 last:pb-0"
          >
            {index < items.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-1 left-[0.8125rem] w-0.5 rounded-full',
                  isDone ? 'bg-success/50' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 mt-0.5 flex size-7 items-center justify-center rounded-full border-2 bg-card',
                isUpcoming ? 'border-border' : 'border-transparent',
                isCurrent && 'ring-4 ring-primary/15',
              )}
            >
              {isDone && !item.tone ? (
                <span className="flex size-full items-center justify-center rounded-full bg-success text-success-foreground">
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              ) : (
                <span className={cn('size-2.5 rounded-full', isUpcoming ? 'bg-border' : DOT_TONES[tone])} />
              )}
            </span>
            <div className="min-w-0">
              {/* The time keeps its column and a long title wraps beside it, so every step reads alike. */}
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3">
                <p className={cn('text-sm font-semibold', isUpcoming && 'text-muted-foreground')}>
                  {item.title}
                </p>
                {date && (
                  <time dateTime={date.toISOString()} className="text-xs text-muted-foreground tabular-nums">
                    {formatTime(date)}
                  </time>
                )}
              </div>
              {item.actor && <p className="text-xs text-muted-foreground">{item.actor}</p>}
              {item.description && <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
