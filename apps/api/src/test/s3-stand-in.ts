import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** RFC 3986 encoding as AWS Signature Version 4 wants it (encodeURIComponent leaves !'()* alone). */
function awsEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The parts of a Signature Version 4 signature, from the Authorization header or a presigned URL's query. */
type SignedRequest = {
  accessKeyId: string;
  /** <yyyymmdd>/<region>/<service>/aws4_request */
  scope: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  presigned: boolean;
};

function readSignature(request: IncomingMessage, url: URL): SignedRequest | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    const amzDate = request.headers['x-amz-date'];
    if (!match || typeof amzDate !== 'string') return null;
    return {
      accessKeyId: match[1]!,
      scope: match[2]!,
      amzDate,
      signedHeaders: match[3]!.split(';'),
      signature: match[4]!,
      payloadHash: String(request.headers['x-amz-content-sha256'] ?? sha256Hex('')),
      presigned: false,
    };
  }
  const query = url.searchParams;
  const credential = query.get('X-Amz-Credential') ?? '';
  const slash = credential.indexOf('/');
  const [amzDate, expires, signedHeaders, signature] = ['Date', 'Expires', 'SignedHeaders', 'Signature'].map(
    (name) => query.get(`X-Amz-${name}`),
  );
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || slash < 0 || !amzDate || !signedHeaders)
    return null;
  if (!signature || !/^\d+$/.test(expires ?? '')) return null;
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!(signedAt + Number(expires) * 1000 > Date.now())) return null;
  return {
    accessKeyId: credential.slice(0, slash),
    scope: credential.slice(slash + 1),
    amzDate,
    signedHeaders: signedHeaders.split(';'),
    signature,
    payloadHash: 'UNSIGNED-PAYLOAD',
    presigned: true,
  };
}

/**
 * Recomputes the request's Signature Version 4 with the secret key, as S3 does
 * (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the canonical request, the string to
 * sign, the signing key derived from the date, region and service. A signed payload hash must match the body.
 */
function isGenuine(
  signed: SignedRequest,
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  secret: string,
): boolean {
  if (/^[0-9a-f]{64}$/.test(signed.payloadHash) && signed.payloadHash !== sha256Hex(body)) return false;
  const query = [...url.searchParams.entries()]
    .filter(([name]) => !(signed.presigned && name === 'X-Amz-Signature'))
    .map(([name, value]) => `${awsEncode(name)}=${awsEncode(value)}`)
    .sort()
    .join('&');
  const headers = signed.signedHeaders.map((name) => {
    const value = request.headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers.join(''),
    signed.signedHeaders.join(';'),
    signed.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', signed.amzDate, signed.scope, sha256Hex(canonical)].join('\n');
  const key = signed.scope
    .split('/')
    .reduce<string | Buffer>((previous, part) => hmac(previous, part), `AWS4${secret}`);
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(signed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A local stand-in for S3-compatible object storage, answering the documented REST format of PutObject,
 * GetObject and DeleteObject on path-style URLs (`/<bucket>/<key>`). Like S3, it refuses (403) a request whose AWS
 * Signature Version 4 is missing, made with another key, wrong, or (a presigned URL) expired.
 */
export async function startS3StandIn(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string; presigned: boolean }[] = [];

  function errorXml(response: ServerResponse, status: number, code: string, message: string): void {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
  }

  function signing(request: IncomingMessage, url: URL, body: Buffer): 'header' | 'presigned' | null {
    const signed = readSignature(request, url);
    if (signed === null || signed.accessKeyId !== options.accessKeyId) return null;
    if (!isGenuine(signed, request, url, body, options.secretAccessKey)) return null;
    return signed.presigned ? 'presigned' : 'header';
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const how = signing(request, url, Buffer.concat(chunks));
      if (how === null) {
        errorXml(response, 403, 'AccessDenied', 'Access Denied');
        return;
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== options.bucket) {
        errorXml(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        return;
      }
      requests.push({ method: request.method ?? '', key, presigned: how === 'presigned' });
      if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        });
        response.writeHead(200, { etag: '"stand-in"' });
        response.end();
        return;
      }
      const object = objects.get(key);
      if (request.method === 'GET') {
        if (!object) {
          errorXml(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          return;
        }
        response.writeHead(200, {
          'content-type': url.searchParams.get('response-content-type') ?? object.contentType,
          'content-length': object.body.length,
        });
        response.end(object.body);
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      errorXml(response, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
