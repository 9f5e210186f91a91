import type { LatLng } from '@ridebook/validation';
import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../cn.ts';
import { Button } from '../primitives/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../primitives/dialog.tsx';
import { SosActions } from './sos-actions.tsx';
import { SOS_DESCRIPTION } from './sos-messages.ts';
import { useSosActions } from './use-sos-actions.ts';

export type SosButtonProps = {
  rideId: string;
  /** The dialog's opening words for this role. */
  description?: ReactNode;
  /** Where the person is now, sent with the alert (the driver's device); without it the API uses the driver's last known position. */
  getPosition?: () => LatLng | undefined;
  /** Where the person adds emergency contacts, offered when they have none. Without it (the driver's app) none is offered. */
  emergencyContactsPath?: string;
  /**
   * Whether the person has emergency contacts, when the app knows (the rider's): `false` shows a notice, with the way
   * to add them, before any action. Unknown (undefined): no notice.
   */
  hasEmergencyContacts?: boolean | undefined;
  /** Extra classes of the button; it sits in the flow of the page (the ride page's header). */
  className?: string;
};

/**
 * The SOS button of a ride under way, in the ride page's header (not floating: a fixed button covered "Cancel ride"
 * on phones and the map's notice on wide screens), and its dialog: call the police (the deployment's number from GET
 * /safety/config), notify the emergency contacts (an SOS alert to RideBook's safety team), share the live location.
 * The confirmations live here, outside the dialog's content, so they are still there when it is opened again.
 */
export function SosButton({
  rideId,
  description = SOS_DESCRIPTION,
  getPosition,
  emergencyContactsPath,
  hasEmergencyContacts,
  className,
}: SosButtonProps) {
  const actions = useSosActions(rideId, getPosition, emergencyContactsPath !== undefined);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="destructive"
          size="lg"
          aria-label="SOS: emergency help"
          className={cn('h-11 gap-2 rounded-full px-5 text-sm font-bold shadow-sm', className)}
        >
          <Siren aria-hidden="true" className="size-5" />
          SOS
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Emergency help</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <SosActions
          actions={actions}
          emergencyContactsPath={emergencyContactsPath}
          hasEmergencyContacts={hasEmergencyContacts}
        />
      </DialogContent>
    </Dialog>
  );
}
