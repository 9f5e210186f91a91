import { cn } from '@ridebook/ui';
import type { ComponentType, ReactNode, SVGProps } from 'react';

const TONES = {
  warning: { box: 'border-warning/40 bg-warning/10', icon: 'text-warning' },
  destructive: { box: 'border-destructive/40 bg-destructive/10', icon: 'text-destructive' },
  info: { box: 'border-info/30 bg-info/10', icon: 'text-info' },
} as const;

export type NoticeProps = {
  title: ReactNode;
  children?: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone?: keyof typeof TONES;
  /** Buttons or links: what the driver can do about it. */
  action?: ReactNode;
  /** `alert` for something that just went wrong (announced at once), `status` for a standing state. */
  role?: 'alert' | 'status';
  className?: string;
};

/** A boxed message across the page: a warning to act on, or a state that explains why something is missing. */
export function Notice({
  title,
  children,
  icon: Icon,
  tone = 'warning',
  action,
  role = 'status',
  className,
}: NoticeProps) {
  const colours = TONES[tone];
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center',
        colours.box,
        className,
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', colours.icon)} />
        <div className="grid gap-1">
          <p className="font-semibold text-foreground">{title}</p>
          {children && <div className="text-sm text-foreground/80">{children}</div>}
        </div>
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-2 pl-8 sm:justify-end sm:pl-0">{action}</div>}
    </div>
  );
}
