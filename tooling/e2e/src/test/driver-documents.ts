import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/** A PNG of one colour, as a phone or a scanner would save it. */
export function png(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF, as a scanner saves a certificate. */
export function pdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const offset = body.length;
    body += `${object}\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A date `years` from now, as the documents' expiry fields take it. */
export const inYears = (years: number): string => `${new Date().getUTCFullYear() + years}-06-30`;

export type Car = { make: string; model: string; colour: string; plate: string; year: string; seats: string };

/**
 * The four documents a driver needs, uploaded through the API (POST /api/driver/documents/:type, multipart) as the
 * Documents page sends them, then approved by an administrator through the API (the last approval approves the
 * driver). With `cityId`, the queue is read for that city only. The same steps in the apps are walked by driver-onboards-with-documents-and-a-rider-sees-their-car.
 */
export async function uploadDocumentsAndApproveThem(
  driver: APIRequestContext,
  admin: APIRequestContext,
  { driverEmail, car, cityId }: { driverEmail: string; car: Car; cityId?: string },
): Promise<void> {
  const uploads = {
    licence: {
      file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf() },
      fields: { number: 'L-2026-0417', expiresOn: inYears(5) },
    },
    registration: {
      file: { name: 'registration.png', mimeType: 'image/png', buffer: png(320, 200, [40, 90, 60]) },
      fields: {
        plate: car.plate,
        make: car.make,
        model: car.model,
        year: car.year,
        colour: car.colour,
        seats: car.seats,
      },
    },
    insurance: {
      file: { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: pdf() },
      fields: { insurer: 'Tejo Seguros', policyNumber: 'TS-4417', expiresOn: inYears(1) },
    },
    photo: {
      file: { name: 'portrait.png', mimeType: 'image/png', buffer: png(240, 240, [180, 120, 90]) },
      fields: {},
    },
  };
  for (const [type, { file, fields }] of Object.entries(uploads)) {
    const uploaded = await driver.post(`/api/driver/documents/${type}`, { multipart: { ...fields, file } });
    expect(uploaded.status(), `${type}: ${await uploaded.text()}`).toBe(201);
  }
  const query = new URLSearchParams({ state: 'in_review', pageSize: '100', ...(cityId ? { cityId } : {}) });
  const queue = await admin.get(`/api/admin/documents?${query}`);
  expect(queue.ok(), await queue.text()).toBe(true);
  const documents = (
    (await queue.json()) as { data: { id: string; driver: { email: string } }[] }
  ).data.filter((document) => document.driver.email === driverEmail);
  expect(documents).toHaveLength(4);
  for (const document of documents) {
    const approved = await admin.post(`/api/admin/documents/${document.id}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);
  }
}
