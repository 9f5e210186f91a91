import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from '../cn.ts';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon (or any SVG component). */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Buttons or links: what the user can do next. */
  action?: ReactNode;
  tone?: 'default' | 'destructive';
  className?: string;
};

/** What a list, table or page shows when there is nothing yet, nothing matches, or loading failed. */
export function EmptyState({
  title,
  description,
  icon: Icon,
  action,
  tone = 'default',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <div
          className={cn(
            'flex size-12 items-center justify-center rounded-full',
            tone === 'destructive' ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <div className="grid max-w-sm gap-1">
        <p className="text-base font-semibold text-foreground">{title}</p>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}
