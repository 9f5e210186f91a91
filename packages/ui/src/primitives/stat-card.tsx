import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from '../cn.ts';
import { Card } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

export type StatTrend = 'up' | 'down' | 'neutral';

export type StatCardProps = {
  label: ReactNode;
  value: ReactNode;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** A change against the previous period, e.g. { value: '+12%', trend: 'up' }. */
  change?: { value: ReactNode; trend: StatTrend; label?: ReactNode };
  /** Whether "up" is good (earnings) or bad (cancellations). Default: up is good. */
  upIsGood?: boolean;
  description?: ReactNode;
  isLoading?: boolean;
  className?: string;
};

const TREND_ICON = { up: ArrowUpRight, down: ArrowDownRight, neutral: Minus } as const;

/** One headline figure on a dashboard: earnings today, rides this week, drivers online. */
export function StatCard({
  label,
  value,
  icon: Icon,
  change,
  upIsGood = true,
  description,
  isLoading = false,
  className,
}: StatCardProps) {
  const TrendIcon = change ? TREND_ICON[change.trend] : null;
  const isGood = change && change.trend !== 'neutral' ? (change.trend === 'up') === upIsGood : null;
  return (
    <Card className={cn('p-5', className)} aria-busy={isLoading || undefined}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {Icon && (
          <div className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-4.5" />
          </div>
        )}
      </div>
      {isLoading ? (
        <div className="mt-2 grid gap-2">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-36" />
          <span className="sr-only">Loading</span>
        </div>
      ) : (
        <>
          <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">{value}</p>
          {(change || description) && (
            <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
              {change && TrendIcon && (
                <span
                  className={cn(
                    'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-semibold',
                    isGood === null && 'bg-muted text-muted-foreground',
                    isGood === true && 'bg-success/10 text-success',
                    isGood === false && 'bg-destructive/10 text-destructive',
                  )}
                >
                  <TrendIcon aria-hidden="true" className="size-3.5" />
                  {change.value}
                </span>
              )}
              {(change?.label ?? description) && (
                <span className="text-muted-foreground">{change?.label ?? description}</span>
              )}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
