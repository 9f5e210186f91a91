import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, launchBrowser, watchPageErrors } from '../test/browser.ts';
import { expectToast } from '../test/driver-app.ts';
import {
  nginxDeploymentMissing,
  startNginxDeployment,
  type ApiProcess,
  type NginxDeployment,
} from '../test/nginx-deployment.ts';
import { PLACES } from '../test/ride-server.ts';
import { chooseTripFromHereToUnionSquare, expectHeading } from '../test/rider-app.ts';

// The production deploy (deploy/nginx/ridebook.conf): nginx with TLS in front of two API processes on PostgreSQL
// and Redis, each app on its own host. Mid-ride, the API process holding the rider's live connection dies.
// A developer machine without nginx, PostgreSQL or Redis skips it with a warning; CI=true fails instead.
const missing = nginxDeploymentMissing();
if (missing !== null) console.warn(`Skipped: ${missing}`);

describe.skipIf(missing !== null)(
  'a rider and a driver finish a ride through nginx while an API process dies',
  () => {
    let deployment: NginxDeployment;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    beforeAll(async () => {
      deployment = await startNginxDeployment();
      browser = await launchBrowser(deployment.browserArgs);
      // Building two apps and starting nginx and two API processes takes a while on a busy machine.
    }, 240_000);
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await deployment?.stop();
    });

    /** A person's phone on the app's own host, signed in at the API host as the app itself would sign in. */
    async function personOn(app: 'rider' | 'driver', email: string, at: { lat: number; lng: number }) {
      const context = await browser.newContext({
        baseURL: deployment.urls[app],
        permissions: ['geolocation'],
        geolocation: { latitude: at.lat, longitude: at.lng, accuracy: 10 },
        reducedMotion: 'reduce',
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      // A file of the app's host, so the sign-in is a cross-site call from the app's origin (CORS, SameSite cookies).
      await page.goto(`/${app}/favicon.svg`);
      const status = await page.evaluate(
        async ({ api, email, password }) =>
          (
            await fetch(`${api}/api/auth/login`, {
              method: 'POST',
              credentials: 'include',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password }),
            })
          ).status,
        { api: deployment.urls.api, email, password: DEMO_PASSWORD },
      );
      expect(status, `${email} signs in`).toBe(200);
      // The API believes nginx's X-Forwarded-Proto (TRUST_PROXY), so the session cookies are Secure.
      const cookies = await context.cookies();
      expect(
        cookies.map(({ name, secure }) => ({ name, secure })).sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { name: 'rb_access', secure: true },
        { name: 'rb_refresh', secure: true },
      ]);
      return { context, page, errors };
    }

    /** Sockets of each role per API process, as the processes' metrics count them. */
    const socketsPerProcess = () => Promise.all(deployment.apis.map((api) => deployment.websocketsOf(api)));

    it('books, accepts, loses the API process holding the rider’s connection, and completes on the other', async () => {
      const driver = await personOn('driver', DEMO_EMAILS.driver, PLACES.embarcadero);
      const rider = await personOn('rider', DEMO_EMAILS.rider, PLACES.ferryBuilding);

      // The driver goes online on driver.; the rider books on rider.
      await driver.page.goto('/driver/availability');
      const online = driver.page.getByRole('switch', { name: 'Online' });
      await expect.poll(() => online.isVisible()).toBe(true);
      await online.click();
      await expectToast(driver.page, "You're online. Ride requests will come to you.");

      await chooseTripFromHereToUnionSquare(rider.page);
      await rider.page.getByRole('radio', { name: 'Cash' }).click();
      await rider.page.getByRole('button', { name: /^Book ride · \$/ }).click();
      await rider.page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
      await expectHeading(rider.page, 'Finding you a driver');

      // The offer reaches the driver's page live; the driver takes it and the rider sees who is coming.
      const offer = driver.page.getByRole('dialog', { name: 'New ride request' });
      await expect.poll(() => offer.isVisible()).toBe(true);
      await offer.getByRole('button', { name: 'Accept' }).click();
      await driver.page.waitForURL((url) => url.pathname === '/driver/active');
      await expect.poll(() => driver.page.getByText('Heading to the pickup').isVisible()).toBe(true);
      await expectHeading(rider.page, 'Dana is on the way');

      // Both pages hold a live connection through nginx; the process holding the rider's dies without a word.
      await expect
        .poll(async () => (await socketsPerProcess()).map((sockets) => sockets.rider ?? 0))
        .toSatisfy((riders: number[]) => riders.reduce((sum, count) => sum + count, 0) === 1);
      const riders = (await socketsPerProcess()).map((sockets) => sockets.rider ?? 0);
      const victim = riders.findIndex((count) => count === 1);
      const survivor: ApiProcess = deployment.apis[1 - victim]!;
      await deployment.apis[victim]!.kill();

      // Both pages reconnect through nginx to the process left.
      await expect
        .poll(() => deployment.websocketsOf(survivor))
        .toEqual(expect.objectContaining({ rider: 1, driver: 1 }));

      // The driver takes every step on the other process; the rider's page follows each without a reload.
      async function driverStep(
        button: string,
        toast: string,
        driverSees: string,
        riderSees: string | RegExp,
      ) {
        await driver.page.getByRole('button', { name: button }).click();
        await expectToast(driver.page, toast);
        await expect
          .poll(() => driver.page.getByText(driverSees, { exact: true }).first().isVisible())
          .toBe(true);
        await expectHeading(rider.page, riderSees);
      }
      await driver.context.setGeolocation({
        latitude: PLACES.ferryBuilding.lat,
        longitude: PLACES.ferryBuilding.lng,
      });
      await driverStep(
        'Mark as Arrived',
        'The rider knows you have arrived.',
        'Waiting for the rider',
        'Dana has arrived',
      );
      await driverStep('Mark as Picked Up', 'Rider picked up.', 'Rider on board', "You're in the car");
      await driverStep(
        'Mark as In Transit',
        'Trip started. Drive safely.',
        'On the way to the destination',
        'On the way to your destination',
      );
      await driver.context.setGeolocation({
        latitude: PLACES.unionSquare.lat,
        longitude: PLACES.unionSquare.lng,
      });
      await driverStep('Mark as Completed', 'Ride completed.', 'Ride completed', "You've arrived");
      await expect
        .poll(() => rider.page.getByText(/^Fare \$\d+\.\d\d\. Paid in cash to your driver\.$/).isVisible())
        .toBe(true);

      expect(rider.errors, deployment.logs()).toEqual([]);
      expect(driver.errors, deployment.logs()).toEqual([]);
    });
  },
);
