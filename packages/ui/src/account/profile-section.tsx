import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../primitives/card.tsx';

/** One card of the profile page: a titled section (h2 under the page's h1) with its form. */
export function ProfileSection({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description: ReactNode;
  /** Something beside the title, such as a status badge. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-0">
        <div className="grid gap-1.5">
          <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {aside}
      </div>
      <CardContent className="pt-5">{children}</CardContent>
    </Card>
  );
}
