import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApps } from './serve-apps.ts';

/**
 * A fake apps folder: each app's dist/index.html names the app; each has one hashed asset. The public site's build
 * is prerendered: its index.html is the home page, faq/index.html a page, spa.html the shell for other paths.
 */
function createAppsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridebook-apps-'));
  for (const name of ['public-site', 'rider', 'driver', 'admin']) {
    mkdirSync(path.join(dir, name, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, name, 'dist', 'index.html'), `<html>${name}</html>`);
    writeFileSync(path.join(dir, name, 'dist', 'assets', 'index-abc123.js'), `console.log('${name}')`);
    writeFileSync(
      path.join(dir, name, 'dist', 'assets', 'index-abc123.js.br'),
      brotliCompressSync(`console.log('${name}')`),
    );
    // The build keeps source maps on disk for error tracking; they must not be served.
    writeFileSync(path.join(dir, name, 'dist', 'assets', 'index-abc123.js.map'), '{"version":3}');
    writeFileSync(path.join(dir, name, 'dist', 'assets', 'index-abc123.js.map.gz'), '{"version":3}');
  }
  // Each build's route manifest (tooling/vite-config writes it from the app's route list).
  const routes: Record<string, string[]> = {
    'public-site': ['/', '/faq', '/riders-guide', '/track/:token'],
    rider: ['/rider', '/rider/dashboard', '/rider/rides/:rideId'],
    driver: ['/driver', '/driver/available-ride'],
    admin: ['/admin', '/admin/users'],
  };
  for (const [name, list] of Object.entries(routes)) {
    writeFileSync(path.join(dir, name, 'dist', 'routes.json'), JSON.stringify({ routes: list }));
  }
  const site = path.join(dir, 'public-site', 'dist');
  writeFileSync(path.join(site, 'index.html'), '<html>public-site home</html>');
  writeFileSync(path.join(site, 'index.html.br'), brotliCompressSync('<html>public-site home</html>'));
  writeFileSync(path.join(site, 'spa.html'), '<html>public-site</html>');
  mkdirSync(path.join(site, 'faq'));
  writeFileSync(path.join(site, 'faq', 'index.html'), '<html>public-site faq</html>');
  return dir;
}

describe('registerWebApps', () => {
  let appsDir: string;
  let app: FastifyInstance;
  let served: string[];

  beforeAll(async () => {
    appsDir = createAppsDir();
    app = Fastify({ logger: false });
    app.get('/api/health/live', () => ({ status: 'ok' }));
    served = await registerWebApps(app, appsDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('finds all four builds', () => {
    expect(served.sort()).toEqual(['admin', 'driver', 'public-site', 'rider']);
  });

  it.each([
    ['/', 'public-site home'],
    ['/faq', 'public-site faq'],
    ['/faq/', 'public-site faq'],
    ['/faq?q=sos', 'public-site faq'],
    ['/riders-guide', 'public-site'],
    ['/track/abc', 'public-site'],
    ['/rider', 'rider'],
    ['/rider/dashboard', 'rider'],
    ['/rider/rides/123', 'rider'],
    ['/driver/available-ride', 'driver'],
    ['/admin/users?page=2', 'admin'],
  ])('serves %s from the %s app, never cached', async (url, appName) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`<html>${appName}</html>`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/no-such-page', 'public-site'],
    ['/faq/extra', 'public-site'],
    ['/track', 'public-site'],
    ['/rider/no-such-page', 'rider'],
    ['/rider/ride', 'rider'],
    ['/rider/rides/1/2', 'rider'],
    ['/driver/nowhere', 'driver'],
    ['/admin/users/x/y', 'admin'],
  ])(
    'answers the unknown path %s with 404 and the %s app, which shows its not-found page',
    async (url, appName) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(`<html>${appName}</html>`);
    },
  );

  it('matches routes as the browser router does: in any case, with a trailing slash', async () => {
    expect((await app.inject('/rider/Dashboard/')).statusCode).toBe(200);
    expect((await app.inject('/rider/rides/a%20b')).statusCode).toBe(200);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject('/driver/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('driver')");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build-time brotli file to browsers that accept it', async () => {
    const response = await app.inject({
      url: '/rider/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/rider/'])('sends the brotli home page of %s to browsers that accept it', async (url) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    expect(body).toBe(url === '/' ? '<html>public-site home</html>' : '<html>rider</html>');
  });

  it('answers a missing asset with 404, not an index.html', async () => {
    const response = await app.inject('/rider/assets/missing.js');
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/rider/assets/index-abc123.js.map',
    '/assets/index-abc123.js.map',
    '/admin/assets/index-abc123.js.map?v=1',
    '/driver/assets/index-abc123.js.map.gz',
  ])('never serves the source map %s (kept on disk for error tracking)', async (url) => {
    for (const encoding of ['identity', 'br, gzip']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('version');
    }
  });

  it('keeps /api for the API: an unknown API path is JSON 404', async () => {
    expect((await app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const response = await app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves nothing but the JSON 404 when no apps folder is given', async () => {
    const apiOnly = Fastify({ logger: false });
    expect(await registerWebApps(apiOnly, undefined)).toEqual([]);
    const response = await apiOnly.inject('/rider/dashboard');
    expect(response.statusCode).toBe(404);
    await apiOnly.close();
  });
});
