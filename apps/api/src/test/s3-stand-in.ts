import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for S3-compatible object storage, answering the documented REST format of PutObject,
 * GetObject and DeleteObject on path-style URLs (`/<bucket>/<key>`). It refuses a request that is not signed
 * with AWS Signature Version 4 (an `Authorization: AWS4-HMAC-SHA256 Credential=<key id>/...` header, or a
 * presigned URL's X-Amz-* query with an unexpired X-Amz-Expires); it checks the signature's presence and access
 * key, not its value.
 */
export async function startS3StandIn(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string; presigned: boolean }[] = [];

  function errorXml(response: ServerResponse, status: number, code: string, message: string): void {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
  }

  function signing(request: IncomingMessage, url: URL): 'header' | 'presigned' | null {
    const authorization = request.headers.authorization ?? '';
    if (authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
      return authorization.includes('Signature=') && request.headers['x-amz-date'] !== undefined
        ? 'header'
        : null;
    }
    const query = url.searchParams;
    if (
      query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' &&
      (query.get('X-Amz-Credential') ?? '').startsWith(`${options.accessKeyId}/`) &&
      query.get('X-Amz-Signature') !== null
    ) {
      return 'presigned';
    }
    return null;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const how = signing(request, url);
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
