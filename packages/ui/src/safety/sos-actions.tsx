import { useSafetyConfig } from '@ridebook/api-client';
import { BellRing, CircleCheck, MapPinned, Phone, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../primitives/button.tsx';
import { useAppHref } from '../shell/app-links.tsx';
import { SOS_MESSAGES, telHref, type SosConfirmation } from './sos-messages.ts';
import type { SosActionsState } from './use-sos-actions.ts';

export type SosActionsProps = {
  actions: SosActionsState;
  /** Where the person adds emergency contacts; offered when they have none. */
  emergencyContactsPath?: string | undefined;
  /** `false`: the person has no emergency contacts (said before any action, when there is a page to add them). */
  hasEmergencyContacts?: boolean | undefined;
};

/**
 * The three things the SOS dialog does: call the police, notify the emergency contacts, share the live location.
 * Without contacts (and with a page to add them) a notice says so first, linking there; else the link shows once
 * an action found nobody to tell.
 */
export function SosActions({ actions, emergencyContactsPath, hasEmergencyContacts }: SosActionsProps) {
  const showsNotice = hasEmergencyContacts === false && emergencyContactsPath !== undefined;
  const hasNobodyToTell = actions.notified?.tone === 'warning' || actions.shared?.tone === 'warning';
  return (
    <div className="grid gap-3">
      {showsNotice && <NoContactsNotice emergencyContactsPath={emergencyContactsPath} />}
      <SosAction>
        <CallPolice />
      </SosAction>

      <SosRequest
        icon={BellRing}
        label="Notify emergency contact"
        isPending={actions.isNotifying}
        onRequest={actions.notifyContacts}
        confirmation={actions.notified}
      />
      <SosRequest
        icon={MapPinned}
        label="Share live location"
        isPending={actions.isSharing}
        onRequest={actions.shareLocation}
        confirmation={actions.shared}
      />

      {actions.shareUrl && <LiveLink url={actions.shareUrl} />}

      {hasNobodyToTell && !showsNotice && emergencyContactsPath && (
        <p className="text-sm text-muted-foreground">
          <Link to={emergencyContactsPath} className="font-medium text-primary underline underline-offset-4">
            Add emergency contacts
          </Link>{' '}
          in your profile so we can tell them next time.
        </p>
      )}
    </div>
  );
}

/** Before any action: nobody will be e-mailed, and where to add emergency contacts. */
function NoContactsNotice({ emergencyContactsPath }: { emergencyContactsPath: string }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-warning/30 bg-warning/10 p-3 text-sm text-foreground"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <span className="block font-semibold">{SOS_MESSAGES.noContactsYet}</span>
        {SOS_MESSAGES.noContactsYetDetail}{' '}
        <Link to={emergencyContactsPath} className="font-medium text-primary underline underline-offset-4">
          Add emergency contacts
        </Link>
      </p>
    </div>
  );
}

/** The deployment's emergency number (GET /safety/config) as a call link. */
function CallPolice() {
  const config = useSafetyConfig();
  if (config.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {SOS_MESSAGES.policeNumberFailed}
      </p>
    );
  }
  if (config.isPending) {
    return (
      <Button variant="destructive" size="lg" className="w-full" disabled loading>
        Call police
      </Button>
    );
  }
  const { policeNumber } = config.data;
  return (
    <Button asChild variant="destructive" size="lg" className="w-full">
      <a href={telHref(policeNumber)}>
        <Phone aria-hidden="true" />
        Call police ({policeNumber})
      </a>
    </Button>
  );
}

/** The live link the contacts got, to pass on too (a relative link belongs to the public site). */
function LiveLink({ url }: { url: string }) {
  const href = new URL(useAppHref(url), window.location.origin).href;
  return (
    <p className="text-sm break-all text-muted-foreground">
      Live link, valid until an hour after the ride:{' '}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {href}
      </a>
    </p>
  );
}

type SosRequestProps = {
  icon: LucideIcon;
  label: string;
  isPending: boolean;
  onRequest: () => void;
  confirmation: SosConfirmation | null;
};

/** A request the dialog sends to the API (notify, share): its button, busy while it runs, and its confirmation. */
function SosRequest({ icon: Icon, label, isPending, onRequest, confirmation }: SosRequestProps) {
  return (
    <SosAction confirmation={confirmation}>
      <Button variant="outline" size="lg" className="w-full" loading={isPending} onClick={onRequest}>
        {!isPending && <Icon aria-hidden="true" />}
        {label}
      </Button>
    </SosAction>
  );
}

/** An action and, below it, what it achieved (announced to screen readers as it appears). */
function SosAction({
  confirmation,
  children,
}: {
  confirmation?: SosConfirmation | null;
  children: ReactNode;
}) {
  const Icon = confirmation?.tone === 'warning' ? TriangleAlert : CircleCheck;
  return (
    <div className="grid gap-1.5">
      {children}
      <div role="status">
        {confirmation && (
          <p
            className={
              confirmation.tone === 'success'
                ? 'flex items-start gap-2 text-sm text-success'
                : 'flex items-start gap-2 text-sm [&>svg]:text-warning'
            }
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-semibold">{confirmation.message}</span>
              {confirmation.detail && (
                <span className="block text-muted-foreground">{confirmation.detail}</span>
              )}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
