import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One card below a finished ride (receipt, rating, tip): an icon, a titled section and its content. */
export function AfterRideCard({
  icon: Icon,
  title,
  headingId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        {title}
      </h2>
      {children}
    </section>
  );
}
