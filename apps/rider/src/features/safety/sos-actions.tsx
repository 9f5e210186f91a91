import { useRaiseSos, useSafetyConfig, useShareLocation } from '@ridebook/api-client';
import { Button, notify, Skeleton } from '@ridebook/ui';
import { BellRing, CircleCheck, MapPinned, Phone, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { toastError } from '../../lib/toast-error.ts';

export const SOS_MESSAGES = {
  contactNotified: 'Emergency contact notified',
  locationShared: 'Location shared successfully',
  noContacts: 'RideBook’s safety team was alerted. You have no emergency contacts to notify yet.',
  noContactsToShare: 'You have no emergency contacts to send your location to yet.',
  notifyFailed: "We couldn't notify your emergency contact. Call the police if you are in danger.",
  shareFailed: "We couldn't share your location. Call the police if you are in danger.",
  policeNumberFailed: "We couldn't load the emergency number. Dial your local emergency number.",
} as const;

type Confirmation = { tone: 'success' | 'warning'; message: string; detail?: string };

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The three things the SOS dialog does, each with its confirmation shown beside it (and toasted). */
export function SosActions({ rideId }: { rideId: string }) {
  const config = useSafetyConfig();
  const [notified, setNotified] = useState<Confirmation | null>(null);
  const [shared, setShared] = useState<Confirmation | null>(null);

  const sos = useRaiseSos({
    onSuccess: ({ contactsNotified }) => {
      const confirmation: Confirmation =
        contactsNotified > 0
          ? {
              tone: 'success',
              message: SOS_MESSAGES.contactNotified,
              detail: `${plural(contactsNotified, 'contact')} and RideBook’s safety team were alerted.`,
            }
          : { tone: 'warning', message: SOS_MESSAGES.noContacts };
      setNotified(confirmation);
      notify[contactsNotified > 0 ? 'success' : 'info'](confirmation.message, { id: 'sos' });
    },
    onError: (error) => void toastError(error, SOS_MESSAGES.notifyFailed, { id: 'sos' }),
  });
  const share = useShareLocation({
    onSuccess: ({ contactsNotified }) => {
      const confirmation: Confirmation =
        contactsNotified > 0
          ? {
              tone: 'success',
              message: SOS_MESSAGES.locationShared,
              detail: `Sent to ${plural(contactsNotified, 'emergency contact')}.`,
            }
          : { tone: 'warning', message: SOS_MESSAGES.noContactsToShare };
      setShared(confirmation);
      notify[contactsNotified > 0 ? 'success' : 'info'](confirmation.message, { id: 'share-location' });
    },
    onError: (error) => void toastError(error, SOS_MESSAGES.shareFailed, { id: 'share-location' }),
  });

  return (
    <div className="grid gap-3">
      <SosAction>
        {config.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : config.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {SOS_MESSAGES.policeNumberFailed}
          </p>
        ) : (
          <Button asChild variant="destructive" size="lg" className="w-full">
            <a href={`tel:${config.data.policeNumber}`}>
              <Phone aria-hidden="true" />
              Call police ({config.data.policeNumber})
            </a>
          </Button>
        )}
      </SosAction>

      <SosAction confirmation={notified}>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          loading={sos.isPending}
          onClick={() => sos.mutate({ rideId })}
        >
          {!sos.isPending && <BellRing aria-hidden="true" />}
          Notify emergency contact
        </Button>
      </SosAction>

      <SosAction confirmation={shared}>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          loading={share.isPending}
          onClick={() => share.mutate(rideId)}
        >
          {!share.isPending && <MapPinned aria-hidden="true" />}
          Share live location
        </Button>
      </SosAction>

      {(notified?.tone === 'warning' || shared?.tone === 'warning') && (
        <p className="text-sm text-muted-foreground">
          <Link to={paths.profile} className="font-medium text-primary underline underline-offset-4">
            Add emergency contacts
          </Link>{' '}
          in your profile so we can tell them next time.
        </p>
      )}
    </div>
  );
}

function SosAction({ confirmation, children }: { confirmation?: Confirmation | null; children: ReactNode }) {
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
