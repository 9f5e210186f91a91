import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DocumentType } from '@ridebook/validation';
import type { App } from '../../app.ts';
import { findUserByEmail } from '../users/index.ts';
import { DEMO_ACCOUNTS } from '../demo/index.ts';
import { findDriverDocuments, insertDocument, showApprovedDocument } from './documents.repository.ts';

/** A plain card-like image with a caption, standing in for a scanned document or a portrait. */
function demoImage(caption: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
    <rect width="480" height="300" rx="18" fill="${background}"/>
    <text x="24" y="60" font-family="sans-serif" font-size="28" fill="#fff">${caption}</text>
    <text x="24" y="270" font-family="sans-serif" font-size="16" fill="#fff">RideBook demo document</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The demo driver starts with the four documents approved (far from expiry), so the demo's rides show their car
 * (make, model, colour, plate) and photo. Does nothing when the driver is missing or already has documents.
 */
export async function seedDemoDriverDocuments(app: App): Promise<boolean> {
  const { db } = app.rideEngine.context;
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'driver');
  const driver = account && (await findUserByEmail(db, account.email));
  if (!driver || (await findDriverDocuments(db, driver.id)).length > 0) return false;
  const now = new Date();
  const inYears = (years: number) => `${now.getUTCFullYear() + years}-12-31`;
  const documents: {
    type: DocumentType;
    details: Record<string, string | number>;
    image: Promise<Buffer>;
  }[] = [
    {
      type: 'licence',
      details: { number: 'D7654321', expiresOn: inYears(4) },
      image: demoImage('Driving licence D7654321', '#2f5d8a'),
    },
    {
      type: 'registration',
      details: { plate: 'RB-2048', make: 'Toyota', model: 'Prius', year: 2021, colour: 'Silver', seats: 4 },
      image: demoImage('Registration RB-2048', '#4a6b3a'),
    },
    {
      type: 'insurance',
      details: { insurer: 'Golden Gate Mutual', policyNumber: 'GGM-2048', expiresOn: inYears(1) },
      image: demoImage('Insurance GGM-2048', '#7a4a2f'),
    },
    { type: 'photo', details: {}, image: demoImage(driver.name, '#555b66') },
  ];
  for (const document of documents) {
    const id = randomUUID();
    const storageKey = `${driver.id}/${id}.jpg`;
    const body = await document.image;
    await app.documents.storage.put(storageKey, body, 'image/jpeg');
    const row = await insertDocument(db, {
      id,
      driverId: driver.id,
      type: document.type,
      status: 'approved',
      details: document.details,
      expiresOn: typeof document.details.expiresOn === 'string' ? document.details.expiresOn : null,
      storageKey,
      contentType: 'image/jpeg',
      sizeBytes: body.length,
      reviewedAt: now,
      uploadedAt: now,
    });
    await showApprovedDocument(db, row, now);
  }
  return true;
}
