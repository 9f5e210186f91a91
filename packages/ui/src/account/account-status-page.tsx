import type { CurrentUser } from '@ridebook/validation';
import {
  Ban,
  CarFront,
  Clock,
  FileCheck,
  Mail,
  MessageSquare,
  Phone,
  RefreshCw,
  ShieldX,
} from 'lucide-react';
import { useId } from 'react';
import { cn } from '../cn.ts';
import { Badge } from '../primitives/badge.tsx';
import { Button } from '../primitives/button.tsx';
import { Card, CardContent } from '../primitives/card.tsx';
import { Separator } from '../primitives/separator.tsx';
import { AppLink } from '../shell/app-links.tsx';
import { DEFAULT_FOOTER_CONTACT } from '../shell/footer.tsx';
import type { FooterContact } from '../shell/footer.tsx';
import { getDocumentsPath, getProfilePath } from '../shell/roles.ts';
import type { AccountStatusReason } from './account-access.ts';
import { AccountFrame } from './account-frame.tsx';
import { ACCOUNT_STATUS_CONTENT } from './account-status-content.ts';

/** The public site's contact page. */
const CONTACT_US_PATH = '/contact-us';

const SUPPORT_LINK_CLASSES =
  'flex items-center gap-2 rounded-lg border px-3 py-2.5 font-medium transition-colors hover:bg-accent ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const REASON_ICONS = {
  'driver-pending': Clock,
  'driver-rejected': ShieldX,
  'driver-suspended': Ban,
  'account-blocked': Ban,
} as const;

export type AccountStatusCardProps = {
  reason: AccountStatusReason;
  /** The account, when the API still describes it (pending and rejected drivers); null for blocked or suspended. */
  user?: CurrentUser | null;
  /** Asks the API again (an approval or an unblock takes effect at once). */
  onCheckAgain?: () => void;
  isChecking?: boolean;
  /** Where support can be reached; the footer's contact block by default. */
  contact?: FooterContact;
};

export type AccountStatusPageProps = AccountStatusCardProps & {
  onSignOut: () => void;
  isSigningOut?: boolean;
};

/**
 * What a signed-in person sees when their account cannot use its area: a driver waiting for approval, a rejected or
 * suspended driver, a blocked account. It says what happened, what happens next or what to do, how to reach support,
 * and offers Sign Out.
 */
export function AccountStatusPage({ onSignOut, isSigningOut = false, ...card }: AccountStatusPageProps) {
  return (
    <AccountFrame onSignOut={onSignOut} isSigningOut={isSigningOut}>
      <AccountStatusCard {...card} />
    </AccountFrame>
  );
}

/**
 * The account-status card on its own: inside the account frame of a role app, or on the public site, where a blocked
 * account or a suspended driver who typed the right password is sent instead of a sign-in (no session is made).
 */
export function AccountStatusCard({
  reason,
  user = null,
  onCheckAgain,
  isChecking = false,
  contact = DEFAULT_FOOTER_CONTACT,
}: AccountStatusCardProps) {
  const content = ACCOUNT_STATUS_CONTENT[reason];
  const Icon = REASON_ICONS[reason];
  const headingId = useId();
  const vehicle = user?.driver;
  const canEditVehicle = content.canEditVehicle && user !== null;
  return (
    <Card aria-labelledby={headingId} role="region" className="overflow-hidden">
      <CardContent className="grid gap-6 p-6 sm:p-8">
        <div className="grid gap-4">
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'flex size-12 shrink-0 items-center justify-center rounded-full',
                content.tone === 'warning'
                  ? 'bg-warning/15 text-warning'
                  : 'bg-destructive/10 text-destructive',
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <Badge variant={content.tone}>{content.label}</Badge>
          </div>
          <div className="grid gap-2">
            <h1 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {content.title}
            </h1>
            <p className="text-muted-foreground text-pretty">{content.summary}</p>
            {user && (
              <p className="text-sm text-muted-foreground">
                Signed in as <span className="font-medium text-foreground">{user.email}</span>
              </p>
            )}
          </div>
        </div>

        {vehicle && (
          <div className="flex items-center gap-3 rounded-lg border bg-muted/50 p-3 text-sm">
            <CarFront aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <p>
              <span className="text-muted-foreground">Vehicle on file: </span>
              <span className="font-medium">{vehicle.vehicleModel}</span>
              <span aria-hidden="true" className="text-muted-foreground">
                {' · '}
              </span>
              <span className="sr-only">, license plate </span>
              <span className="font-medium whitespace-nowrap">{vehicle.vehiclePlate}</span>
            </p>
          </div>
        )}

        <section aria-labelledby={`${headingId}-steps`} className="grid gap-3">
          <h2 id={`${headingId}-steps`} className="text-base font-semibold">
            {content.stepsTitle}
          </h2>
          <ol className="grid gap-3">
            {content.steps.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </section>

        {(canEditVehicle || onCheckAgain) && (
          <div className="flex flex-wrap gap-2">
            {canEditVehicle && (
              <Button asChild className="max-sm:w-full">
                <AppLink to={getDocumentsPath('driver')}>
                  <FileCheck aria-hidden="true" />
                  Upload Your Documents
                </AppLink>
              </Button>
            )}
            {canEditVehicle && (
              <Button asChild variant="outline" className="max-sm:w-full">
                <AppLink to={getProfilePath('driver')}>
                  <CarFront aria-hidden="true" />
                  Update Vehicle Details
                </AppLink>
              </Button>
            )}
            {onCheckAgain && (
              <Button variant="outline" onClick={onCheckAgain} loading={isChecking} className="max-sm:w-full">
                {!isChecking && <RefreshCw aria-hidden="true" />}
                Check Again
              </Button>
            )}
          </div>
        )}

        <Separator />

        <section aria-labelledby={`${headingId}-support`} className="grid gap-3">
          <div className="grid gap-1">
            <h2 id={`${headingId}-support`} className="text-base font-semibold">
              Need help?
            </h2>
            <p className="text-sm text-muted-foreground">
              Our support team is available 24/7 and replies to messages within 24 hours.
            </p>
          </div>
          <ul className="flex flex-wrap gap-2 text-sm">
            <li className="max-sm:w-full">
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={SUPPORT_LINK_CLASSES}>
                <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 break-all">{contact.phone}</span>
              </a>
            </li>
            <li className="max-sm:w-full">
              <a href={`mailto:${contact.email}`} className={SUPPORT_LINK_CLASSES}>
                <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 break-all">{contact.email}</span>
              </a>
            </li>
            <li className="max-sm:w-full">
              <AppLink to={CONTACT_US_PATH} className={SUPPORT_LINK_CLASSES}>
                <MessageSquare aria-hidden="true" className="size-4 shrink-0 text-primary" />
                Contact Us
              </AppLink>
            </li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
