import { useSafetyConfig } from '@ridebook/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  useAppHref,
} from '@ridebook/ui';
import { BellRing, MapPinned, Phone, Siren } from 'lucide-react';
import { useSosActions } from './use-sos-actions.ts';

// A twin of this dialog may appear in apps/rider: the two should move to packages/ui as one component.

/** The emergency number as a dialable link: "911", "+44 999" -> "tel:911", "tel:+44999". */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The live link the contacts got, for the driver to pass on too (relative links belong to the public site). */
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

/**
 * The SOS button floating over an active ride, and its dialog: call the police (the deployment's number from GET
 * /safety/config), notify the emergency contacts (an SOS alert), share the live location.
 */
export function SosButton({ rideId }: { rideId: string }) {
  const config = useSafetyConfig();
  const actions = useSosActions(rideId);
  const policeNumber = config.data?.policeNumber;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="destructive"
          size="lg"
          className="fixed right-4 bottom-4 z-40 rounded-full px-5 shadow-lg sm:right-6 sm:bottom-6"
        >
          <Siren aria-hidden="true" />
          SOS
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Emergency help</DialogTitle>
          <DialogDescription>
            Use these if you or your rider are in danger. RideBook&apos;s safety team sees every alert.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {policeNumber ? (
            <Button asChild variant="destructive" size="lg">
              <a href={telHref(policeNumber)}>
                <Phone aria-hidden="true" />
                Call police ({policeNumber})
              </a>
            </Button>
          ) : (
            <Button variant="destructive" size="lg" disabled loading={config.isPending}>
              {!config.isPending && <Phone aria-hidden="true" />}
              Call police
            </Button>
          )}
          <Button variant="outline" size="lg" onClick={actions.notifyContact} loading={actions.isNotifying}>
            {!actions.isNotifying && <BellRing aria-hidden="true" />}
            Notify emergency contact
          </Button>
          <Button variant="outline" size="lg" onClick={actions.shareLocation} loading={actions.isSharing}>
            {!actions.isSharing && <MapPinned aria-hidden="true" />}
            Share live location
          </Button>
          {actions.shareUrl && <LiveLink url={actions.shareUrl} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
