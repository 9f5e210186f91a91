import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { Siren } from 'lucide-react';
import { useState } from 'react';
import { SosActions } from './sos-actions.tsx';

/**
 * The floating SOS button of a ride with a driver on it (the ride page shows it only then): a dialog with a call to
 * the police, an alert to the rider's emergency contacts and RideBook's safety team, and a live-location share.
 */
export function SosButton({ ride }: { ride: Ride }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant="destructive"
          size="lg"
          aria-label="SOS: emergency help"
          className="fixed right-4 bottom-4 z-40 size-16 flex-col gap-0.5 rounded-full text-sm font-bold shadow-lg lg:top-24 lg:right-8 lg:bottom-auto"
        >
          <Siren aria-hidden="true" className="size-5" />
          SOS
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Emergency help</DialogTitle>
          <DialogDescription>
            If you are in danger, call the police. You can also alert your emergency contacts and RideBook's
            safety team, or send them your live location.
          </DialogDescription>
        </DialogHeader>
        <SosActions rideId={ride.id} />
      </DialogContent>
    </Dialog>
  );
}
