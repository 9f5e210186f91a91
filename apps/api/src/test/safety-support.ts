import type { EmergencyContactInput, Ride } from '@ridebook/validation';
import type { TestBrowser } from './browser.ts';
import { book, rideOf, signedInDriver, signedInRider, type RideTestContext } from './ride-support.ts';

/** A ride a driver has accepted (optionally moved on to later steps), with its signed-in rider and driver. */
export async function rideInProgress(
  context: RideTestContext,
  steps: ReadonlyArray<'arrive' | 'pick-up' | 'start' | 'complete'> = [],
) {
  const rider = await signedInRider(context.app);
  const driver = await signedInDriver(context.app, context.db);
  const booked = rideOf(await book(rider.browser));
  const accepted = await driver.browser.post(`/api/driver/rides/${booked.id}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  let ride: Ride = rideOf(accepted);
  for (const step of steps) ride = await driverStep(driver.browser, ride.id, step);
  return { rider, driver, ride };
}

export async function driverStep(
  driver: TestBrowser,
  rideId: string,
  step: 'arrive' | 'pick-up' | 'start' | 'complete',
): Promise<Ride> {
  const response = await driver.post(`/api/driver/rides/${rideId}/${step}`);
  if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.statusCode} ${response.body}`);
  return rideOf(response);
}

export async function addContacts(
  browser: TestBrowser,
  contacts: EmergencyContactInput[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const contact of contacts) {
    const response = await browser.post('/api/user/me/emergency-contacts', contact);
    if (response.statusCode !== 201)
      throw new Error(`contact failed: ${response.statusCode} ${response.body}`);
    ids.push(response.json<{ data: { id: string } }>().data.id);
  }
  return ids;
}
