import { LocateOff, MapPinX, SatelliteDish, TriangleAlert } from 'lucide-react';
import { Notice } from '../../components/notice.tsx';
import { useDriverLocation, type LocationProblem } from './driver-location-provider.tsx';
import { LOCATION_MESSAGES } from './location-messages.ts';

const CONTENT: Record<LocationProblem, { title: string; text: string; icon: typeof TriangleAlert }> = {
  denied: { title: LOCATION_MESSAGES.deniedTitle, text: LOCATION_MESSAGES.denied, icon: LocateOff },
  unavailable: {
    title: LOCATION_MESSAGES.unavailableTitle,
    text: LOCATION_MESSAGES.unavailable,
    icon: MapPinX,
  },
  unsupported: {
    title: LOCATION_MESSAGES.unsupportedTitle,
    text: LOCATION_MESSAGES.unsupported,
    icon: MapPinX,
  },
  stale: { title: LOCATION_MESSAGES.staleTitle, text: LOCATION_MESSAGES.stale, icon: SatelliteDish },
  inaccurate: {
    title: LOCATION_MESSAGES.inaccurateTitle,
    text: LOCATION_MESSAGES.inaccurate,
    icon: TriangleAlert,
  },
};

/** A clear warning while the driver's location keeps them out of matching; nothing when all is well. */
export function LocationNotice({ className }: { className?: string }) {
  const { problem } = useDriverLocation();
  if (!problem) return null;
  const { title, text, icon } = CONTENT[problem];
  return (
    <Notice
      role="alert"
      tone={problem === 'denied' ? 'destructive' : 'warning'}
      icon={icon}
      title={title}
      className={className}
    >
      {text}
    </Notice>
  );
}
