import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  auditLogResponseSchema,
  availabilityResponseSchema,
  documentChecklistResponseSchema,
  documentLinkResponseSchema,
  documentQueueResponseSchema,
  driverDocumentResponseSchema,
} from '@ridebook/validation';
import { createBrowser, type TestBrowser } from '../../test/browser.ts';
import { signedInBrowser } from '../../test/accounts.ts';
import {
  DOCUMENT_DETAILS,
  pdfDocument,
  phonePhoto,
  pngImage,
  uploadAllDocuments,
  uploadDocument,
  uploadWithDocumentRowsRefused,
} from '../../test/document-support.ts';
import { outboxFor } from '../../test/mail-support.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  buildRideTestContext,
  signedInAdmin,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { updateDriverProfile } from '../users/index.ts';
import { utcDay } from './document-standing.ts';
import { DEMO_CITY } from '../places/index.ts';
import { createLondon } from '../../test/city-support.ts';

const DAY_MS = 86_400_000;
const documentsDir = path.join(os.tmpdir(), 'ridebook-api-tests', 'documents');

async function storedFiles(driverId: string): Promise<string[]> {
  return readdir(path.join(documentsDir, driverId)).catch(() => []);
}

describe.skipIf(isTestDatabaseMissing)('driver documents', () => {
  let context: RideTestContext;
  let admin: TestBrowser;

  beforeAll(async () => {
    context = await buildRideTestContext();
    admin = (await signedInAdmin(context.app, context.db)).browser;
  });
  afterAll(async () => {
    await context.app.close();
  });

  async function newDriver() {
    return signedInBrowser(context.app, { role: 'driver' });
  }

  async function checklistOf(browser: TestBrowser) {
    const response = await browser.get('/api/driver/documents');
    expect(response.statusCode).toBe(200);
    return documentChecklistResponseSchema.parse(response.json()).data;
  }

  it('shows a new driver every document missing and keeps them offline', async () => {
    const { browser } = await newDriver();
    const checklist = await checklistOf(browser);
    expect(checklist.items.map((item) => [item.type, item.state])).toEqual([
      ['licence', 'missing'],
      ['registration', 'missing'],
      ['insurance', 'missing'],
      ['photo', 'missing'],
    ]);
    expect(checklist).toMatchObject({
      remaining: ['licence', 'registration', 'insurance', 'photo'],
      canGoOnline: false,
    });
  });

  it('takes JPEG, PNG, WebP and PDF by their content, re-encodes photos without their EXIF', async () => {
    const { browser } = await newDriver();
    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    const checklist = await checklistOf(browser);
    expect(checklist.items.map((item) => item.state)).toEqual([
      'in_review',
      'in_review',
      'in_review',
      'in_review',
    ]);
    expect(checklist.items[1]?.latest).toMatchObject({
      contentType: 'application/pdf',
      details: { plate: 'RB-7777', make: 'Honda', model: 'Civic', year: 2021, colour: 'Blue', seats: 4 },
    });
    expect(checklist.items[0]?.latest).toMatchObject({ contentType: 'image/png', expiresOn: '2035-06-30' });
    expect(checklist.items[2]?.latest?.contentType).toBe('image/webp');

    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const file = await browser.get(`/api/documents/${ids.photo}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const kept = file.rawPayload;
    const metadata = await sharp(kept).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('home-location-secret'))).toBe(false);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('refuses a disguised, corrupt or misplaced file and wrong details with 400 naming the field, saving nothing', async () => {
    const { browser, account } = await newDriver();
    const disguised = await uploadDocument(browser, 'licence', {
      name: 'licence.jpg',
      contentType: 'image/jpeg',
      body: Buffer.from('#!/bin/sh\necho this is not a photo\n'),
    });
    expect(disguised.statusCode).toBe(400);
    expect(errorOf(disguised).errors).toEqual([{ path: 'file', message: DOCUMENT_MESSAGES.fileTypeRefused }]);

    const png = await pngImage();
    const corrupt = await uploadDocument(browser, 'licence', {
      name: 'licence.png',
      contentType: 'image/png',
      body: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]),
    });
    expect(corrupt.statusCode).toBe(400);
    expect(errorOf(corrupt).errors).toEqual([{ path: 'file', message: DOCUMENT_MESSAGES.fileCorrupt }]);

    const pdfPhoto = await uploadDocument(browser, 'photo', {
      name: 'me.pdf',
      contentType: 'application/pdf',
      body: pdfDocument(),
    });
    expect(errorOf(pdfPhoto).errors).toEqual([{ path: 'file', message: DOCUMENT_MESSAGES.photoMustBeImage }]);

    const noFile = await uploadDocument(browser, 'insurance', undefined);
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).errors).toEqual([{ path: 'file', message: DOCUMENT_MESSAGES.fileRequired }]);

    const badDetails = await uploadDocument(
      browser,
      'registration',
      { name: 'r.png', contentType: 'image/png', body: png },
      { ...DOCUMENT_DETAILS.registration, make: ' ', seats: '12', year: 'old' },
    );
    expect(badDetails.statusCode).toBe(400);
    expect(errorOf(badDetails).errors).toEqual([
      { path: 'make', message: DOCUMENT_MESSAGES.makeRequired },
      { path: 'year', message: DOCUMENT_MESSAGES.yearInvalid },
      { path: 'seats', message: DOCUMENT_MESSAGES.seatsInvalid },
    ]);

    const expired = await uploadDocument(
      browser,
      'licence',
      { name: 'l.png', contentType: 'image/png', body: png },
      { number: 'D1', expiresOn: utcDay(new Date(context.clock.now().getTime() - DAY_MS)) },
    );
    expect(errorOf(expired).errors).toEqual([
      { path: 'expiresOn', message: DOCUMENT_MESSAGES.expiresOnPast },
    ]);

    const unknownType = await uploadDocument(browser, 'passport' as 'photo', undefined, {});
    expect(unknownType.statusCode).toBe(400);
    expect(errorOf(unknownType).errors?.[0]?.path).toBe('type');

    expect((await checklistOf(browser)).items.every((item) => item.state === 'missing')).toBe(true);
    expect(await storedFiles(account.id)).toEqual([]);
  });

  it('answers a file over 10 MB with 413 naming the file', async () => {
    const { browser, account } = await newDriver();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await uploadDocument(browser, 'licence', {
      name: 'big.png',
      contentType: 'image/png',
      body: big,
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      errors: [{ path: 'file', message: DOCUMENT_MESSAGES.fileTooLarge }],
    });
    expect(await storedFiles(account.id)).toEqual([]);
  });

  it('removes the stored file when its row cannot be written', async () => {
    const { browser, account } = await newDriver();
    const response = await uploadWithDocumentRowsRefused(context.db, browser);
    expect(response.statusCode).toBe(500);
    expect(await storedFiles(account.id)).toEqual([]);
    expect((await checklistOf(browser)).items[0]?.state).toBe('missing');
  });

  it('lets only the driver and admins read a file, through the API or a short-lived signed link', async () => {
    const { browser } = await newDriver();
    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    const other = (await newDriver()).browser;
    const rider = (await signedInRider(context.app)).browser;
    const visitor = createBrowser(context.app);

    expect((await other.get(`/api/documents/${ids.licence}/file`)).statusCode).toBe(404);
    expect((await other.get(`/api/documents/${ids.licence}/link`)).statusCode).toBe(404);
    expect((await rider.get(`/api/documents/${ids.licence}/file`)).statusCode).toBe(403);
    expect((await visitor.get(`/api/documents/${ids.licence}/file`)).statusCode).toBe(401);
    expect((await admin.get(`/api/documents/${ids.licence}/file`)).statusCode).toBe(200);

    const link = documentLinkResponseSchema.parse(
      (await browser.get(`/api/documents/${ids.licence}/link`)).json(),
    ).data;
    expect(link.url.startsWith('/api/document-files?')).toBe(true);
    const byLink = await visitor.get(link.url);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toBe('image/png');
    expect((await sharp(byLink.rawPayload).metadata()).format).toBe('png');

    const url = new URL(link.url, 'http://localhost');
    url.searchParams.set('key', url.searchParams.get('key')!.replace(/\.png$/, '.pdf'));
    expect((await visitor.get(`${url.pathname}${url.search}`)).statusCode).toBe(403);
    context.clock.advance(301_000);
    expect((await visitor.get(link.url)).statusCode).toBe(403);
  });

  it('queues documents oldest first; a rejection shows its reason, a new upload goes back to review', async () => {
    const { browser, account } = await newDriver();
    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    const rider = (await signedInRider(context.app)).browser;
    expect((await rider.get('/api/admin/documents')).statusCode).toBe(403);

    const queue = documentQueueResponseSchema.parse(
      (await admin.get('/api/admin/documents?pageSize=100')).json(),
    );
    const mine = queue.data.filter((item) => item.driver.id === account.id);
    expect(mine.map((item) => item.type)).toEqual(['licence', 'registration', 'insurance', 'photo']);
    const uploadedTimes = queue.data.map((item) => item.uploadedAt);
    expect(uploadedTimes).toEqual([...uploadedTimes].sort());
    expect(mine[0]?.driver).toMatchObject({ name: account.name, email: account.email });
    // Filtered by the driver's city (#23): this driver is in the demo city, none of theirs is in another.
    const inCity = async (cityId: string) =>
      documentQueueResponseSchema
        .parse((await admin.get(`/api/admin/documents?pageSize=100&cityId=${cityId}`)).json())
        .data.filter((item) => item.driver.id === account.id);
    expect(await inCity(DEMO_CITY.id)).toHaveLength(4);
    const londonId = await createLondon(admin);
    expect(await inCity(londonId)).toEqual([]);

    const tooShort = await admin.post(`/api/admin/documents/${ids.insurance}/reject`, { reason: 'no' });
    expect(tooShort.statusCode).toBe(400);
    expect(errorOf(tooShort).errors?.[0]?.path).toBe('reason');
    const rejected = await admin.post(`/api/admin/documents/${ids.insurance}/reject`, {
      reason: 'The policy number is unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    expect(driverDocumentResponseSchema.parse(rejected.json()).data).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The policy number is unreadable',
    });
    expect((await admin.post(`/api/admin/documents/${ids.insurance}/approve`)).statusCode).toBe(409);
    const seen = (await checklistOf(browser)).items.find((item) => item.type === 'insurance');
    expect(seen).toMatchObject({
      state: 'rejected',
      latest: { rejectionReason: 'The policy number is unreadable' },
    });

    const rejectedQueue = documentQueueResponseSchema.parse(
      (await admin.get('/api/admin/documents?state=rejected&pageSize=100')).json(),
    );
    expect(rejectedQueue.data.some((item) => item.id === ids.insurance)).toBe(true);

    const again = await uploadDocument(browser, 'insurance', {
      name: 'insurance.png',
      contentType: 'image/png',
      body: await pngImage(),
    });
    expect(again.statusCode).toBe(201);
    expect((await checklistOf(browser)).items.find((item) => item.type === 'insurance')?.state).toBe(
      'in_review',
    );
  });

  it('approving the last required document approves the driver, shows their car, and is audited', async () => {
    const { browser, account } = await newDriver();
    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    for (const type of ['licence', 'registration', 'insurance'] as const) {
      expect((await admin.post(`/api/admin/documents/${ids[type]}/approve`)).statusCode).toBe(200);
    }
    const before = availabilityResponseSchema.parse(
      (await browser.get('/api/driver/availability')).json(),
    ).data;
    expect(before.canGoOnline).toBe(false);
    expect((await admin.post(`/api/admin/documents/${ids.photo}/approve`)).statusCode).toBe(200);

    const checklist = await checklistOf(browser);
    expect(checklist).toMatchObject({ remaining: [], canGoOnline: true });
    const online = await browser.put('/api/driver/availability', {
      online: true,
      position: PLACES.embarcadero,
    });
    expect(online.statusCode).toBe(200);

    const detail = await admin.get(`/api/admin/users/${account.id}`);
    expect(detail.json()).toMatchObject({
      data: { driver: { approvalStatus: 'approved', vehicleModel: 'Honda Civic', vehiclePlate: 'RB-7777' } },
    });
    // The driver's own account shows the car at once, though their session's state was cached a moment ago.
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      data: { driver: { approvalStatus: 'approved', vehicleModel: 'Honda Civic', vehiclePlate: 'RB-7777' } },
    });
    const audit = auditLogResponseSchema.parse(
      (await admin.get(`/api/admin/audit-log?targetId=${account.id}&pageSize=100`)).json(),
    ).data;
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'document.approve',
      'document.approve',
      'document.approve',
      'document.approve',
      'driver.approve',
    ]);
    expect(audit.find((entry) => entry.action === 'driver.approve')?.details).toMatchObject({
      byDocuments: true,
    });
  });

  it('shows an approved driver the car of their newly approved registration at their next read', async () => {
    const { browser } = await newDriver();
    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    for (const id of Object.values(ids)) {
      expect((await admin.post(`/api/admin/documents/${id}/approve`)).statusCode).toBe(200);
    }
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      data: { driver: { approvalStatus: 'approved', vehicleModel: 'Honda Civic' } },
    });

    context.clock.advance(1_000);
    const renewed = await uploadDocument(
      browser,
      'registration',
      { name: 'registration.pdf', contentType: 'application/pdf', body: pdfDocument() },
      { ...DOCUMENT_DETAILS.registration, make: 'Toyota', model: 'Prius', plate: 'RB-8888' },
    );
    expect(renewed.statusCode).toBe(201);
    const renewedId = renewed.json<{ data: { id: string } }>().data.id;
    expect((await admin.post(`/api/admin/documents/${renewedId}/approve`)).statusCode).toBe(200);

    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      data: { driver: { approvalStatus: 'approved', vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-8888' } },
    });
  });

  it('reminds 30 and 7 days before expiry, once each; once expired the driver stays offline until a new one is approved', async () => {
    const { browser, account } = await newDriver();
    const start = context.clock.now();
    const expiresOn = utcDay(new Date(start.getTime() + 40 * DAY_MS));
    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    await browser.put('/api/driver/availability', { online: false });
    context.clock.advance(1_000);
    const licence = await uploadDocument(
      browser,
      'licence',
      { name: 'l.png', contentType: 'image/png', body: await pngImage() },
      { number: 'D-EXP-1', expiresOn },
    );
    const licenceId = driverDocumentResponseSchema.parse(licence.json()).data.id;
    // The first licence stays in review: the one that counts is the approved one expiring in 40 days.
    for (const id of [ids.registration, ids.insurance, ids.photo, licenceId]) {
      expect((await admin.post(`/api/admin/documents/${id}/approve`)).statusCode).toBe(200);
    }
    const remindersTo = async () =>
      (await outboxFor(context, account.email)).filter((mail) => mail.subject.includes('expires on'));

    context.clock.set(new Date(start.getTime() + 5 * DAY_MS));
    await context.app.documents.sendExpiryReminders();
    expect(await remindersTo()).toHaveLength(0);

    context.clock.set(new Date(start.getTime() + 10 * DAY_MS));
    await context.app.documents.sendExpiryReminders();
    await context.app.documents.sendExpiryReminders();
    const first = await remindersTo();
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`Your driving licence expires on ${expiresOn}`);
    expect(first[0]?.text).toContain('in 30 days');
    expect((await checklistOf(browser)).items[0]?.state).toBe('expiring_soon');

    context.clock.set(new Date(start.getTime() + 33 * DAY_MS));
    await context.app.documents.sendExpiryReminders();
    await context.app.documents.sendExpiryReminders();
    const both = await remindersTo();
    expect(both).toHaveLength(2);
    expect(both[0]?.text).toContain('in 7 days');

    context.clock.set(new Date(start.getTime() + 41 * DAY_MS));
    expect((await checklistOf(browser)).items[0]).toMatchObject({ state: 'expired' });
    const refused = await browser.put('/api/driver/availability', {
      online: true,
      position: PLACES.embarcadero,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'DOCUMENT_EXPIRED',
      message: DOCUMENT_MESSAGES.documentExpired,
    });
    const expiredQueue = documentQueueResponseSchema.parse(
      (await admin.get('/api/admin/documents?state=expired&pageSize=100')).json(),
    );
    expect(expiredQueue.data.some((item) => item.id === licenceId)).toBe(true);

    const renewed = await uploadDocument(
      browser,
      'licence',
      { name: 'l2.png', contentType: 'image/png', body: await pngImage() },
      { number: 'D-EXP-2', expiresOn: utcDay(new Date(start.getTime() + 800 * DAY_MS)) },
    );
    expect(
      (await browser.put('/api/driver/availability', { online: true, position: PLACES.embarcadero }))
        .statusCode,
    ).toBe(403);
    await admin.post(
      `/api/admin/documents/${driverDocumentResponseSchema.parse(renewed.json()).data.id}/approve`,
    );
    expect(
      (await browser.put('/api/driver/availability', { online: true, position: PLACES.embarcadero }))
        .statusCode,
    ).toBe(200);
    context.clock.set(new Date());
  });

  it('keeps a driver an admin approved offline until every required document is approved', async () => {
    const { browser, account } = await newDriver();
    await updateDriverProfile(context.db, account.id, { approvalStatus: 'approved' }, context.clock.now());
    const refusal = {
      code: 'DOCUMENTS_INCOMPLETE',
      message: DOCUMENT_MESSAGES.documentsIncomplete,
    };
    const goOnline = () =>
      browser.put('/api/driver/availability', { online: true, position: PLACES.embarcadero });
    expect(await checklistOf(browser)).toMatchObject({ canGoOnline: false });
    expect(
      availabilityResponseSchema.parse((await browser.get('/api/driver/availability')).json()).data,
    ).toMatchObject({ canGoOnline: false, blockedReason: refusal.message });
    const refused = await goOnline();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject(refusal);

    const ids = await uploadAllDocuments(browser, () => context.clock.advance(1_000));
    for (const type of ['licence', 'registration', 'insurance'] as const) {
      expect((await admin.post(`/api/admin/documents/${ids[type]}/approve`)).statusCode).toBe(200);
    }
    expect(errorOf(await goOnline())).toMatchObject(refusal);
    expect((await admin.post(`/api/admin/documents/${ids.photo}/approve`)).statusCode).toBe(200);
    expect((await goOnline()).statusCode).toBe(200);
  });
});
