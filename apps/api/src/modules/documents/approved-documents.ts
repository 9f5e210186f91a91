import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ApprovedVehicle, DocumentType } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { DocumentStorage } from './document-storage.ts';
import { findDriverDocuments, insertDocument, showApprovedDocument } from './documents.repository.ts';

/**
 * The JPEG of an SVG, drawn once per process: seeding draws the same few (the tests' drivers share a car and a
 * name's initials), and each drawing costs about 12 ms of CPU. At most DRAWN_LIMIT are kept (a few MB).
 */
const DRAWN_LIMIT = 64;
const drawn = new Map<string, Promise<Buffer>>();
function jpegOf(svg: string, quality: number): Promise<Buffer> {
  const key = `${quality}:${svg}`;
  let image = drawn.get(key);
  if (!image) {
    image = sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
    if (drawn.size >= DRAWN_LIMIT) drawn.clear();
    drawn.set(key, image);
    image.catch(() => drawn.delete(key));
  }
  return image;
}

/** A plain card-like image with a caption, standing in for a scanned document or a portrait. */
function placeholderImage(caption: string, background: string): Promise<Buffer> {
  const text = caption.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
    <rect width="480" height="300" rx="18" fill="${background}"/>
    <text x="24" y="60" font-family="sans-serif" font-size="28" fill="#fff">${text}</text>
    <text x="24" y="270" font-family="sans-serif" font-size="16" fill="#fff">RideBook demo document</text>
  </svg>`;
  return jpegOf(svg, 80);
}

/** A square portrait: the driver's initials on a coloured ground, which reads well in a round avatar. */
function placeholderPortrait(name: string, background: string): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="${background}"/>
    <text x="160" y="160" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="120"
      font-weight="bold" fill="#fff">${initials}</text>
  </svg>`;
  return jpegOf(svg, 85);
}

/**
 * Gives a driver the four required documents, approved and far from expiry, as if an admin had reviewed them: the
 * demo's drivers (and tests' drivers) can go online and riders see their car and photo (docs/decisions/020). Does
 * nothing when the driver already has documents; true when it added them.
 */
export async function seedApprovedDocuments(
  deps: { db: Database; storage: DocumentStorage },
  driver: { id: string; name: string },
  vehicle: ApprovedVehicle,
  now = new Date(),
): Promise<boolean> {
  const { db, storage } = deps;
  if ((await findDriverDocuments(db, driver.id)).length > 0) return false;
  const inYears = (years: number) => `${now.getUTCFullYear() + years}-12-31`;
  const documents: {
    type: DocumentType;
    details: Record<string, string | number>;
    image: Promise<Buffer>;
  }[] = [
    {
      type: 'licence',
      details: { number: 'D7654321', expiresOn: inYears(4) },
      image: placeholderImage('Driving licence D7654321', '#2f5d8a'),
    },
    {
      type: 'registration',
      details: { ...vehicle, year: 2021, seats: 4 },
      image: placeholderImage(`Registration ${vehicle.plate}`, '#4a6b3a'),
    },
    {
      type: 'insurance',
      details: { insurer: 'Golden Gate Mutual', policyNumber: `GGM-${vehicle.plate}`, expiresOn: inYears(1) },
      image: placeholderImage(`Insurance GGM-${vehicle.plate}`, '#7a4a2f'),
    },
    { type: 'photo', details: {}, image: placeholderPortrait(driver.name, '#3f6f8f') },
  ];
  for (const document of documents) {
    const id = randomUUID();
    const storageKey = `${driver.id}/${id}.jpg`;
    const body = await document.image;
    await storage.put(storageKey, body, 'image/jpeg');
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
