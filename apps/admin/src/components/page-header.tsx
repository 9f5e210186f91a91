import type { ReactNode } from 'react';

/** A page's heading, a line on what it is for, and its main actions at the end of the row. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  /** Text, or a heading's parts when they need their own layout (a ride's two addresses). */
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
