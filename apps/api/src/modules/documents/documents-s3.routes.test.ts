import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLinkResponseSchema, driverDocumentResponseSchema } from '@ridebook/validation';
import { signedInBrowser } from '../../test/accounts.ts';
import type { TestBrowser } from '../../test/browser.ts';
import {
  pdfDocument,
  phonePhoto,
  uploadDocument,
  uploadWithDocumentRowsRefused,
} from '../../test/document-support.ts';
import { startS3StandIn } from '../../test/s3-stand-in.ts';
import { createS3DocumentStorage } from './document-storage.ts';
import { buildRideTestContext, signedInAdmin, type RideTestContext } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

// The same rules with the S3-compatible adapter, against a local stand-in answering S3's REST format.
describe.skipIf(isTestDatabaseMissing)('driver documents in S3-compatible storage', () => {
  let context: RideTestContext;
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let admin: TestBrowser;

  beforeAll(async () => {
    s3 = await startS3StandIn({
      bucket: 'rb-documents',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'test-secret-key',
    });
    context = await buildRideTestContext({
      DOCUMENTS_S3_BUCKET: 'rb-documents',
      DOCUMENTS_S3_ENDPOINT: s3.endpoint,
      DOCUMENTS_S3_REGION: 'us-east-1',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'TESTKEY',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'test-secret-key',
      DOCUMENTS_S3_FORCE_PATH_STYLE: true,
    });
    admin = (await signedInAdmin(context.app, context.db)).browser;
  });
  afterAll(async () => {
    await context.app.close();
    await s3.close();
  });

  it('stores the cleaned file as a signed PutObject, reads it back, and links to it with a presigned GET', async () => {
    const { browser, account } = await signedInBrowser(context.app, { role: 'driver' });
    const uploaded = await uploadDocument(browser, 'photo', {
      name: 'me.jpg',
      contentType: 'image/jpeg',
      body: await phonePhoto(),
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = driverDocumentResponseSchema.parse(uploaded.json()).data;
    const key = `${account.id}/${id}.jpg`;
    const stored = s3.objects.get(key);
    expect(stored?.contentType).toBe('image/jpeg');
    expect((await sharp(stored!.body).metadata()).exif).toBeUndefined();
    expect(s3.requests).toContainEqual({ method: 'PUT', key, presigned: false });

    const file = await admin.get(`/api/documents/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(stored!.body)).toBe(true);

    const link = documentLinkResponseSchema.parse(
      (await browser.get(`/api/documents/${id}/link`)).json(),
    ).data;
    expect(link.url.startsWith(`${s3.endpoint}/rb-documents/${account.id}/`)).toBe(true);
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await fetch(link.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(stored!.body)).toBe(true);
    const unsigned = await fetch(`${s3.endpoint}/rb-documents/${key}`);
    expect(unsigned.status).toBe(403);
    // The signature covers the path: the same link cannot open another driver's file.
    const otherKey = new URL(link.url);
    otherKey.pathname = otherKey.pathname.replace(account.id, randomUUID());
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it('is refused by the bucket when the secret key is wrong, as S3 refuses a bad signature', async () => {
    const storage = createS3DocumentStorage({
      bucket: 'rb-documents',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'not-the-secret-key',
      forcePathStyle: true,
    });
    const key = `${randomUUID()}/${randomUUID()}.pdf`;
    await expect(storage.put(key, pdfDocument(), 'application/pdf')).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    expect(s3.objects.has(key)).toBe(false);
  });

  it('keeps PDFs as sent and deletes the object when the row cannot be written', async () => {
    const { browser, account } = await signedInBrowser(context.app, { role: 'driver' });
    const pdf = await uploadDocument(browser, 'registration', {
      name: 'registration.pdf',
      contentType: 'application/pdf',
      body: pdfDocument(),
    });
    expect(pdf.statusCode).toBe(201);
    const { id } = driverDocumentResponseSchema.parse(pdf.json()).data;
    expect(s3.objects.get(`${account.id}/${id}.pdf`)?.body.equals(pdfDocument())).toBe(true);

    const failed = await uploadWithDocumentRowsRefused(context.db, browser);
    expect(failed.statusCode).toBe(500);
    const put = s3.requests.filter((request) => request.method === 'PUT' && request.key.endsWith('.png'));
    expect(put).toHaveLength(1);
    expect(s3.requests).toContainEqual({ method: 'DELETE', key: put[0]!.key, presigned: false });
    expect([...s3.objects.keys()].filter((key) => key.startsWith(account.id))).toEqual([
      `${account.id}/${id}.pdf`,
    ]);
  });
});
