import { sosActionsSchema, type AdminSosAlert, type SosAlert } from '@ridebook/validation';
import type { SosAlertRow, SosAlertWithUser } from './sos.repository.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** An alert as the person who raised it sees it. */
export function toSosAlert(row: SosAlertRow): SosAlert {
  return {
    id: row.id,
    rideId: row.rideId,
    role: row.role,
    status: row.status,
    position: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    message: row.message,
    // Written only through SosActions; parsed so a hand-edited row cannot break the answer's contract silently.
    actions: sosActionsSchema.parse(row.actions),
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    resolution: row.resolution,
  };
}

/** An alert as admins see it (the list, `sos.raised`, `sos.updated`). */
export function toAdminSosAlert({ alert, user }: SosAlertWithUser): AdminSosAlert {
  return {
    ...toSosAlert(alert),
    user,
    acknowledgedBy: alert.acknowledgedBy,
    resolvedBy: alert.resolvedBy,
  };
}
