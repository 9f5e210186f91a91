import { Avatar, AvatarFallback, getInitials } from '@ridebook/ui';
import { Star } from 'lucide-react';
import { formatRating } from '../../lib/format.ts';

/** The rider as a driver sees them before and during a ride: initials, name, and their rating when they have one. */
export function RiderIdentity({ name, rating }: { name: string; rating: number | null }) {
  const shownRating = formatRating(rating);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="size-10">
        <AvatarFallback className="text-sm">{getInitials(name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          {shownRating ? (
            <>
              <Star aria-hidden="true" className="size-3.5 fill-current text-brand-accent" />
              <span className="font-medium text-foreground">{shownRating}</span>
              <span className="sr-only">out of 5, rider rating</span>
            </>
          ) : (
            'New rider, no ratings yet'
          )}
        </p>
      </div>
    </div>
  );
}
