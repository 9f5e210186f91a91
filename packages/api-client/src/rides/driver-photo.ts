import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { apiPath, sendRequest } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** Where a driver's approved photo is read: through their ride (its rider, driver, admins) or a live share link. */
export type DriverPhotoSource = { rideId: string } | { trackToken: string };

function photoPath(source: DriverPhotoSource): string {
  return 'rideId' in source
    ? apiPath`/rides/${source.rideId}/driver-photo`
    : apiPath`/track/${source.trackToken}/driver-photo`;
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * GET /rides/:id/driver-photo or /track/:token/driver-photo, as a data URL for an `<img>`. Read through the API
 * client (not an `<img src>` to the API), so an expired session is renewed like any other call.
 */
export async function getDriverPhoto(source: DriverPhotoSource, options?: RequestOptions): Promise<string> {
  const request = { path: photoPath(source), responseType: 'arraybuffer' } as const;
  const response = await sendRequest<ArrayBuffer>(request, options);
  const type = String(response.headers['content-type'] ?? 'image/jpeg');
  return toDataUrl(new Blob([response.data], { type }));
}

/**
 * The driver's photo as a data URL when they have one (`hasPhoto`); read once per ride (and driver, when the
 * caller knows their id) or link.
 */
export function useDriverPhoto(source: DriverPhotoSource, driver: { hasPhoto: boolean; id?: string }) {
  const [kind, id] =
    'rideId' in source ? (['ride', source.rideId] as const) : (['track', source.trackToken] as const);
  return useQuery(
    endpointQueryOptions(
      queryKeys.ride.driverPhoto(kind, id, driver.id ?? ''),
      (options) => getDriverPhoto(source, options),
      { enabled: driver.hasPhoto, staleTime: Infinity, retry: false },
    ),
  );
}
