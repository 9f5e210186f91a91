import type { App } from '../../app.ts';
import { seedApprovedDocuments } from '../documents/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * The demo driver has the four documents approved (far from expiry), so they can go online and the demo's rides
 * show their car (make, model, colour, plate) and photo. Does nothing when the driver is missing or already has
 * documents.
 */
export async function seedDemoDriverDocuments(app: App): Promise<boolean> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'driver');
  const { db } = app.rideEngine.context;
  const driver = account && (await findUserByEmail(db, account.email));
  if (!driver) return false;
  return seedApprovedDocuments({ db, storage: app.documents.storage }, driver, {
    make: 'Toyota',
    model: 'Prius',
    colour: 'Silver',
    plate: account.vehiclePlate,
  });
}
