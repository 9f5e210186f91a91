import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableAxe } from '../test/accessibility.ts';
import { adminContext, registerPerson, startAdminServer, type AdminServer } from '../test/admin-app.ts';
import { launchBrowser, signIn, watchPageErrors } from '../test/browser.ts';
import { expectAccessible, expectToast } from '../test/driver-app.ts';
import { inYears, pdf, png } from '../test/driver-documents.ts';
import { bookRide, PLACES } from '../test/ride-server.ts';

const DRIVER = {
  name: 'Noor Onboarding',
  email: `noor.${Date.now()}@example.com`,
  password: 'Onboard123',
};
const CAR = { make: 'Kia', model: 'Niro', colour: 'Green', plate: 'KN-4521', year: '2022', seats: '4' };
const REJECTION = 'The plate is not readable: take the photo again in daylight';

describe('a new driver onboards with documents, and a rider sees their car and photo', () => {
  let server: AdminServer;
  let browser: Browser;
  let files: string;
  const contexts: BrowserContext[] = [];
  let driverPage: Page;
  let adminPage: Page;
  let driverErrors: string[];

  beforeAll(async () => {
    // A server of its own: no demo accounts and no simulated drivers, so the new driver is the only one.
    server = await startAdminServer();
    browser = await launchBrowser();
    files = mkdtempSync(path.join(tmpdir(), 'ridebook-e2e-documents-'));
    const write = (name: string, body: Buffer) => {
      writeFileSync(path.join(files, name), body);
      return path.join(files, name);
    };
    write('licence.pdf', pdf());
    write('registration.png', png(320, 200, [40, 90, 60]));
    write('registration-daylight.png', png(320, 200, [70, 140, 90]));
    write('insurance.pdf', pdf());
    write('portrait.png', png(240, 240, [180, 120, 90]));
  }, 180_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  const documentCard = (label: string) => driverPage.getByRole('region', { name: label });

  /** Fills a document's fields and uploads the file from disk, as the driver does on the Documents page. */
  async function upload(card: Locator, fields: Record<string, string>, file: string, submit: string) {
    for (const [label, value] of Object.entries(fields)) {
      await card.getByLabel(new RegExp(`^${label}`)).fill(value);
    }
    await card.getByLabel(/^Photo or PDF/).setInputFiles(path.join(files, file));
    await card.getByRole('button', { name: submit }).click();
    await expect.poll(() => card.getByText('In review', { exact: true }).isVisible()).toBe(true);
  }

  /** The admin opens a document of the queue and approves it or rejects it with a reason. */
  async function review(label: string, decision: 'approve' | { reject: string }) {
    const row = adminPage.getByRole('list', { name: 'Documents' }).getByRole('button', {
      name: new RegExp(`^${label} · ${DRIVER.name}`),
    });
    await row.click();
    const panel = adminPage.getByRole('region', { name: `${label} · ${DRIVER.name}` });
    await expect.poll(() => panel.isVisible()).toBe(true);
    if (decision === 'approve') {
      await panel.getByRole('button', { name: 'Approve' }).click();
    } else {
      await panel.getByRole('button', { name: 'Reject' }).click();
      const dialog = adminPage.getByRole('dialog', { name: `Reject the ${label.toLowerCase()}?` });
      await dialog.getByLabel('Reason').fill(decision.reject);
      await dialog.getByRole('button', { name: 'Reject' }).click();
    }
    // Reviewed: it leaves the queue of documents in review.
    await expect.poll(() => row.isVisible()).toBe(false);
  }

  it('registers on the site and uploads the licence, registration, insurance and a photo from files', async () => {
    const context = await browser.newContext({
      baseURL: server.origin,
      permissions: ['geolocation'],
      geolocation: { latitude: PLACES.embarcadero.lat, longitude: PLACES.embarcadero.lng, accuracy: 10 },
      reducedMotion: 'reduce',
    });
    await enableAxe(context);
    contexts.push(context);
    driverPage = await context.newPage();
    driverErrors = watchPageErrors(driverPage);

    await driverPage.goto('/driver-signup');
    const field = (label: RegExp) => driverPage.getByRole('main').getByLabel(label);
    await field(/^Full Name/).fill(DRIVER.name);
    await field(/^Email/).fill(DRIVER.email);
    await field(/^Phone/).fill('+1 (555) 010-0777');
    await field(/^Vehicle Model/).fill('Kia Niro');
    await field(/^License Plate/).fill(CAR.plate);
    await field(/^Password/).fill(DRIVER.password);
    await field(/^Confirm Password/).fill(DRIVER.password);
    await driverPage.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await driverPage.getByRole('button', { name: 'Create Account' }).click();
    await driverPage.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await field(/^Password/).fill(DRIVER.password);
    await driverPage.getByRole('button', { name: 'Sign In' }).click();
    await driverPage.waitForURL((url) => url.pathname === '/');

    await driverPage.goto('/driver/documents');
    await expect.poll(() => driverPage.getByText('Before you can go online').isVisible()).toBe(true);
    await upload(
      documentCard('Driving licence'),
      { 'Licence number': 'N4521-778', 'Expiry date': inYears(5) },
      'licence.pdf',
      'Upload driving licence',
    );
    await upload(
      documentCard('Vehicle registration'),
      {
        Plate: CAR.plate,
        Make: CAR.make,
        Model: CAR.model,
        Year: CAR.year,
        Colour: CAR.colour,
        'Passenger seats': CAR.seats,
      },
      'registration.png',
      'Upload vehicle registration',
    );
    await upload(
      documentCard('Insurance certificate'),
      { Insurer: 'Bay Mutual', 'Policy number': 'BM-4521', 'Expiry date': inYears(1) },
      'insurance.pdf',
      'Upload insurance certificate',
    );
    await upload(documentCard('Profile photo'), {}, 'portrait.png', 'Upload profile photo');
    await expectAccessible(driverPage, '/driver/documents (all in review)');
  });

  it('the admin rejects the registration with a reason; the driver reads it and uploads again', async () => {
    const context = await adminContext(browser, {
      baseURL: server.origin,
      email: server.admin.email,
      password: server.admin.password,
    });
    contexts.push(context);
    adminPage = await context.newPage();
    await adminPage.goto('/admin/documents');
    await expect
      .poll(() => adminPage.getByRole('heading', { name: 'Driver documents' }).isVisible())
      .toBe(true);
    await review('Vehicle registration', { reject: REJECTION });

    await driverPage.reload();
    const registration = documentCard('Vehicle registration');
    await expect.poll(() => registration.getByText(`Rejected: ${REJECTION}`).isVisible()).toBe(true);
    await upload(
      registration,
      {
        Plate: CAR.plate,
        Make: CAR.make,
        Model: CAR.model,
        Year: CAR.year,
        Colour: CAR.colour,
        'Passenger seats': CAR.seats,
      },
      'registration-daylight.png',
      'Upload again',
    );
  });

  it('the admin approves the four; the driver may go online and does', async () => {
    await adminPage.reload();
    for (const label of [
      'Driving licence',
      'Insurance certificate',
      'Profile photo',
      'Vehicle registration',
    ]) {
      await review(label, 'approve');
    }

    await driverPage.goto('/driver/documents');
    await expect.poll(() => driverPage.getByText('Your documents are approved').isVisible()).toBe(true);
    expect(await driverPage.getByText('You can go online.', { exact: true }).isVisible()).toBe(true);
    await driverPage.goto('/driver/availability');
    const online = driverPage.getByRole('switch', { name: 'Online' });
    await expect.poll(() => online.isEnabled()).toBe(true);
    await online.click();
    await expectToast(driverPage, "You're online. Ride requests will come to you.");
  });

  it('a rider’s booking shows the driver’s car (colour, make, model, plate) and photo', async () => {
    const rider = await registerPerson(server.origin, 'rider', 'Riley Bookswell');
    await rider.api.dispose();
    const context = await browser.newContext({ baseURL: server.origin, reducedMotion: 'reduce' });
    contexts.push(context);
    await signIn(context, rider.email, rider.password);
    const rideId = await bookRide(context.request);

    const driverApi = driverPage.context().request;
    await expect
      .poll(async () => {
        const offers = (await (await driverApi.get('/api/driver/offers')).json()) as {
          data: { rideId: string }[];
        };
        return offers.data.map((offer) => offer.rideId);
      })
      .toContain(rideId);
    const accepted = await driverApi.post(`/api/driver/rides/${rideId}/accept`);
    expect(accepted.ok(), await accepted.text()).toBe(true);

    const page = await context.newPage();
    await page.goto(`/rider/rides/${rideId}`);
    const card = page.getByRole('region', { name: 'Your driver' });
    await expect.poll(() => card.getByText(DRIVER.name).isVisible()).toBe(true);
    // The car and its plate stand beside the ETA, above the driver.
    expect(await page.getByTestId('ride-car').textContent()).toBe(`${CAR.colour} ${CAR.make} ${CAR.model}`);
    expect(await page.getByLabel(`Plate ${CAR.plate}`).textContent()).toBe(CAR.plate);
    const photo = card.getByRole('img', { name: `Photo of ${DRIVER.name}` });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    // Served through the API with the rider's session, never as a public path.
    expect(await photo.getAttribute('src')).toMatch(/^data:image\//);
    expect(driverErrors).toEqual([]);
  });
});
