import { Car, Clock, CreditCard, Star } from 'lucide-react';
import { figures } from '../../config/marketing.ts';
import { InitialsAvatar } from '../page-kit/index.ts';

/** A stylised street map with the route of the sample ride: inline, so the page loads no image. */
function RouteIllustration() {
  return (
    <svg
      viewBox="0 0 320 150"
      className="h-auto w-full"
      role="img"
      aria-label="Map of the route from pickup to destination"
    >
      <rect width="320" height="150" rx="14" className="fill-muted" />
      <g className="stroke-border" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M-10 40 H330" />
        <path d="M-10 112 H330" />
        <path d="M70 -10 V160" />
        <path d="M190 -10 V160" />
        <path d="M262 -10 V160" />
      </g>
      <g className="fill-background/70">
        <rect x="84" y="52" width="92" height="46" rx="6" />
        <rect x="204" y="52" width="44" height="46" rx="6" />
        <rect x="8" y="52" width="48" height="46" rx="6" />
      </g>
      <path
        d="M40 112 H190 V40 H270"
        fill="none"
        className="stroke-primary"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="1 0"
      />
      <circle cx="40" cy="112" r="9" className="fill-background stroke-primary" strokeWidth="5" />
      <circle cx="270" cy="40" r="10" className="fill-primary" />
      <circle cx="270" cy="40" r="4" className="fill-primary-foreground" />
      <g transform="translate(178 76)">
        <rect x="-13" y="-9" width="26" height="18" rx="5" className="fill-foreground" />
        <rect x="-8" y="-5" width="16" height="6" rx="2" className="fill-background" />
      </g>
    </svg>
  );
}

/** A sample ride as a rider sees it after booking (seed spec section 2: "a sample ride card"). */
export function SampleRideCard() {
  return (
    <article
      aria-label="Sample ride"
      className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-lg"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">Driver on the way</p>
        <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-success/15 px-2.5 py-1 text-xs font-semibold text-success">
          <Clock aria-hidden="true" className="size-3.5" />
          Arriving in {figures.waitMinutes - 1} min
        </span>
      </div>
      <div className="mt-3">
        <RouteIllustration />
      </div>
      <ol className="mt-3 grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full border-2 border-primary" />
          <span className="text-muted-foreground">Pickup</span>
          <span className="ml-auto truncate font-medium">Central Station, North Entrance</span>
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
          <span className="text-muted-foreground">Drop-off</span>
          <span className="ml-auto truncate font-medium">Riverside Park, Gate 3</span>
        </li>
      </ol>
      <div className="mt-4 flex items-center gap-3 border-t border-border pt-4">
        <InitialsAvatar name="Daniel Kim" />
        <div className="min-w-0">
          <p className="font-semibold">Daniel Kim</p>
          <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
            <Star aria-hidden="true" className="size-3.5 fill-warning text-warning" />
            <span>{figures.rating}</span>
            <span aria-hidden="true">·</span>
            <Car aria-hidden="true" className="size-3.5" />
            <span>Toyota Corolla, grey</span>
          </p>
        </div>
        <span className="ml-auto shrink-0 whitespace-nowrap rounded-md border border-border px-2 py-1 font-mono text-xs font-semibold tracking-wider">
          KXR-482
        </span>
      </div>
      <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
        <CreditCard aria-hidden="true" className="size-3.5" />
        Paying by card · cash and digital wallet also accepted
      </p>
    </article>
  );
}
