import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DocumentType } from '@ridebook/validation';
import type { Database } from '../db/database.ts';
import type { TestBrowser } from './browser.ts';

/** A JPEG "phone photo" carrying EXIF (camera and a GPS position), as a phone would send it. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'home-location-secret' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 9/1',
      },
    })
    .toBuffer();
}

export function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();
}

export function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa55' } })
    .webp()
    .toBuffer();
}

/** A small, well-formed one-page PDF. */
export function pdfDocument(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The details each type asks for, valid far from any expiry. */
export const DOCUMENT_DETAILS: Record<DocumentType, Record<string, string>> = {
  licence: { number: 'D1234567', expiresOn: '2035-06-30' },
  registration: {
    plate: 'RB-7777',
    make: 'Honda',
    model: 'Civic',
    year: '2021',
    colour: 'Blue',
    seats: '4',
  },
  insurance: { insurer: 'Golden Gate Mutual', policyNumber: 'GGM-55-1024', expiresOn: '2035-01-31' },
  photo: {},
};

/** A multipart/form-data body of text fields and (optionally) one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; contentType: string; body: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ridebook${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads one document as the driver's browser does. */
export function uploadDocument(
  browser: TestBrowser,
  type: DocumentType,
  file: { name: string; contentType: string; body: Buffer } | undefined,
  fields: Record<string, string> = DOCUMENT_DETAILS[type],
) {
  const { payload, headers } = multipartBody(fields, file);
  return browser.request({ method: 'POST', url: `/api/driver/documents/${type}`, payload, headers });
}

/** Uploads a licence while the database refuses every new document row (a trigger), then lifts the refusal. */
export async function uploadWithDocumentRowsRefused(db: Database, browser: TestBrowser) {
  await db.execute(
    sql.raw(`create function refuse_documents() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_documents before insert on driver_documents
      for each row execute function refuse_documents()`),
  );
  try {
    return await uploadDocument(browser, 'licence', {
      name: 'l.png',
      contentType: 'image/png',
      body: await pngImage(),
    });
  } finally {
    await db.execute(sql.raw('drop trigger refuse_documents on driver_documents'));
    await db.execute(sql.raw('drop function refuse_documents()'));
  }
}

/**
 * The four required documents, each a valid file (the photo a JPEG, the rest PNG, PDF, WebP); `between` runs
 * before each upload (a test's clock moves on, so the uploads have an order).
 */
export async function uploadAllDocuments(
  browser: TestBrowser,
  between: () => void = () => undefined,
): Promise<Record<DocumentType, string>> {
  const files: Record<DocumentType, { name: string; contentType: string; body: Buffer }> = {
    licence: { name: 'licence.png', contentType: 'image/png', body: await pngImage() },
    registration: { name: 'registration.pdf', contentType: 'application/pdf', body: pdfDocument() },
    insurance: { name: 'insurance.webp', contentType: 'image/webp', body: await webpImage() },
    photo: { name: 'me.jpg', contentType: 'image/jpeg', body: await phonePhoto() },
  };
  const ids = {} as Record<DocumentType, string>;
  for (const type of Object.keys(files) as DocumentType[]) {
    between();
    const response = await uploadDocument(browser, type, files[type]);
    if (response.statusCode !== 201)
      throw new Error(`upload of ${type} failed: ${response.statusCode} ${response.body}`);
    ids[type] = response.json<{ data: { id: string } }>().data.id;
  }
  return ids;
}
