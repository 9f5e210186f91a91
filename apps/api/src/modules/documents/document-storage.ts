import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Env } from '../../config/env.ts';

/** How long a signed link to a document's file works. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

/**
 * Where drivers' document files live (docs/decisions/020): a private folder under DATA_DIR, never served as a
 * path, or an S3-compatible bucket. Neither is public: files are read through the API or a short-lived signed link.
 */
export type DocumentStorage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** A link that works for DOCUMENT_LINK_TTL_SECONDS without a session. */
  signedUrl(key: string, contentType: string, now: Date): Promise<{ url: string; expiresAt: Date }>;
};

/** The API path that serves a local file by a signed link; the routes check `verifyLocalLink` first. */
export const SIGNED_FILE_PATH = '/api/document-files';

/** Keys are made by the API only (`<driver id>/<document id>.<ext>`); anything else is refused, never resolved. */
const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid document storage key');
  return key;
}

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** Files in `<DATA_DIR>/documents`, links signed with an HMAC of the key and the expiry. */
export function createLocalDocumentStorage(options: { root: string; secret: string }): DocumentStorage {
  const fileOf = (key: string) => path.join(options.root, checkedKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, body, { mode: 0o600 });
    },
    get: (key) => readFile(fileOf(key)),
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async signedUrl(key, _contentType, now) {
      const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
      const query = new URLSearchParams({
        key,
        expires: String(expires),
        signature: signature(options.secret, key, expires),
      });
      return { url: `${SIGNED_FILE_PATH}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
    },
  };
}

/** Whether a local signed link is genuine and unexpired; the key it names, or null. */
export function verifyLocalLink(
  secret: string,
  query: { key: string; expires: number; signature: string },
  now: Date,
): string | null {
  if (!KEY_PATTERN.test(query.key) || query.expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, query.key, query.expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? query.key : null;
}

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

/** An S3-compatible bucket through the official SDK; links are presigned GETs. */
export function createS3DocumentStorage(options: S3StorageOptions): DocumentStorage {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    ...(options.accessKeyId === undefined || options.secretAccessKey === undefined
      ? {}
      : {
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
  };
  const client = new S3Client(config);
  const { bucket } = options;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      if (answer.Body === undefined) throw new Error('document storage returned no body');
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    async signedUrl(key, contentType, now) {
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), ResponseContentType: contentType }),
        { expiresIn: DOCUMENT_LINK_TTL_SECONDS, signingDate: now },
      );
      return { url, expiresAt: new Date(now.getTime() + DOCUMENT_LINK_TTL_SECONDS * 1000) };
    },
  };
}

/** S3 when DOCUMENTS_S3_BUCKET is set, the private folder `<DATA_DIR>/documents` otherwise. */
export function createDocumentStorage(env: Env, linkSecret: string): DocumentStorage {
  if (env.DOCUMENTS_S3_BUCKET !== undefined) {
    return createS3DocumentStorage({
      bucket: env.DOCUMENTS_S3_BUCKET,
      region: env.DOCUMENTS_S3_REGION,
      endpoint: env.DOCUMENTS_S3_ENDPOINT,
      accessKeyId: env.DOCUMENTS_S3_ACCESS_KEY_ID,
      secretAccessKey: env.DOCUMENTS_S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.DOCUMENTS_S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalDocumentStorage({ root: path.resolve(env.DATA_DIR, 'documents'), secret: linkSecret });
}
