import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApprovedVehicle } from '@ridebook/validation';
import { qualified } from '../../db/qualified.ts';
import { driverDocuments } from '../../db/schema.ts';

type RegistrationDetails = Record<string, string | number>;

/**
 * The details of the driver's most recently approved vehicle registration (null without one): a scalar subquery
 * over `driver_documents_driver_type_idx` for use inside another query (`driverId` is that query's column).
 */
export function approvedRegistration(driverId: AnyColumn): SQL<RegistrationDetails | null> {
  return sql<RegistrationDetails | null>`(select ${qualified(driverDocuments.details)} from ${driverDocuments}
    where ${qualified(driverDocuments.driverId)} = ${qualified(driverId)}
      and ${qualified(driverDocuments.type)} = 'registration'
      and ${qualified(driverDocuments.status)} = 'approved'
    order by ${qualified(driverDocuments.reviewedAt)} desc limit 1)`;
}

/** The car riders look for, from what `approvedRegistration` read. */
export function toApprovedVehicle(details: RegistrationDetails | null): ApprovedVehicle | null {
  if (details === null) return null;
  const text = (key: string) => String(details[key] ?? '');
  return { make: text('make'), model: text('model'), colour: text('colour'), plate: text('plate') };
}
