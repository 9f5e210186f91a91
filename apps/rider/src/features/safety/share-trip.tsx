import { useShareRide } from '@ridebook/api-client';
import { Button, Input, notify } from '@ridebook/ui';
import { Copy, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toastError } from '../../lib/toast-error.ts';
import { absoluteShareUrl } from './share-url.ts';

export const SHARE_TRIP_MESSAGES = {
  shared: 'Trip link shared.',
  copied: 'Trip link copied. Anyone with it can follow your ride.',
  copyFailed: "We couldn't copy the link. Copy it from the box below.",
  failed: "We couldn't create a trip link. Please try again.",
} as const;

/** Hands the link on: the phone's share sheet when there is one, else the clipboard. Returns the toast to show. */
async function handOn(url: string): Promise<{ kind: 'success' | 'error'; message: string } | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Follow my RideBook trip', url });
      return { kind: 'success', message: SHARE_TRIP_MESSAGES.shared };
    } catch (error) {
      // The rider closed the share sheet: the link stays on screen to copy.
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { kind: 'success', message: SHARE_TRIP_MESSAGES.copied };
  } catch {
    return { kind: 'error', message: SHARE_TRIP_MESSAGES.copyFailed };
  }
}

/**
 * Share trip: a new secret read-only link to this ride (POST /rides/:id/share) for friends and family to follow it
 * on the public site's /track/:token page, handed to the share sheet or copied, and shown to copy again.
 */
export function ShareTrip({ rideId }: { rideId: string }) {
  const linkId = useId();
  const [link, setLink] = useState<string | null>(null);
  const share = useShareRide({
    onSuccess: async ({ url }) => {
      const absolute = absoluteShareUrl(url);
      setLink(absolute);
      const outcome = await handOn(absolute);
      if (outcome) notify[outcome.kind](outcome.message, { id: 'share-trip' });
    },
    onError: (error) => void toastError(error, SHARE_TRIP_MESSAGES.failed, { id: 'share-trip' }),
  });

  return (
    <div className="grid gap-2">
      <Button variant="outline" onClick={() => share.mutate(rideId)} loading={share.isPending}>
        {!share.isPending && <Share2 aria-hidden="true" />}
        Share trip
      </Button>
      {link && (
        <div className="grid gap-1.5">
          <label htmlFor={linkId} className="text-sm text-muted-foreground">
            Trip link: anyone with it can follow this ride until an hour after it ends
          </label>
          <div className="flex gap-2">
            <Input id={linkId} readOnly value={link} onFocus={(event) => event.target.select()} />
            <Button
              variant="outline"
              size="icon"
              aria-label="Copy trip link"
              onClick={() =>
                void navigator.clipboard.writeText(link).then(
                  () => notify.success(SHARE_TRIP_MESSAGES.copied, { id: 'share-trip' }),
                  () => notify.error(SHARE_TRIP_MESSAGES.copyFailed, { id: 'share-trip' }),
                )
              }
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
