import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DOCUMENT_MESSAGES, DOCUMENT_UPLOAD, type DocumentType } from '@ridebook/validation';

/** A file as it is kept: re-encoded (images) or as sent (PDFs), with the type read from its content. */
export type CleanFile = { body: Buffer; contentType: string; extension: 'jpg' | 'png' | 'webp' | 'pdf' };

/** Why a file was refused: the message for the `file` field. */
export class RefusedFile extends Error {
  override name = 'RefusedFile';
}

/** Large phone photos are scaled down to this many pixels on their longer side. */
const MAX_IMAGE_SIDE = 2400;

/**
 * Reads the type from the bytes (never the name or the declared type): JPEG, PNG, WebP or PDF. Images are decoded
 * and re-encoded, which drops EXIF and every other metadata (a phone photo carries where it was taken) and proves
 * the image is whole; a PDF must start and end like one. A profile photo must be an image.
 */
export async function cleanUpload(type: DocumentType, bytes: Buffer): Promise<CleanFile> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  if (mime === undefined || !(DOCUMENT_UPLOAD.mimeTypes as readonly string[]).includes(mime)) {
    throw new RefusedFile(DOCUMENT_MESSAGES.fileTypeRefused);
  }
  if (mime === 'application/pdf') {
    if (type === 'photo') throw new RefusedFile(DOCUMENT_MESSAGES.photoMustBeImage);
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
    if (!tail.includes('%%EOF')) throw new RefusedFile(DOCUMENT_MESSAGES.fileCorrupt);
    return { body: bytes, contentType: mime, extension: 'pdf' };
  }
  try {
    // rotate() applies the EXIF orientation before the metadata goes; sharp keeps no metadata unless asked.
    const image = sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    if (mime === 'image/png') {
      return { body: await image.png().toBuffer(), contentType: mime, extension: 'png' };
    }
    if (mime === 'image/webp') {
      return { body: await image.webp({ quality: 85 }).toBuffer(), contentType: mime, extension: 'webp' };
    }
    return {
      body: await image.jpeg({ quality: 85 }).toBuffer(),
      contentType: 'image/jpeg',
      extension: 'jpg',
    };
  } catch {
    throw new RefusedFile(DOCUMENT_MESSAGES.fileCorrupt);
  }
}
