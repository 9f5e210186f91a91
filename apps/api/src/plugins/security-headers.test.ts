import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';
import { contentSecurityPolicy, STRIPE_JS_SOURCES, inlineScriptHashes } from './security-headers.ts';

const THEME_SCRIPT = "(function(){document.documentElement.classList.add('dark')})()";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  const appsDir = mkdtempSync(path.join(tmpdir(), 'ridebook-csp-'));
  mkdirSync(path.join(appsDir, 'public-site', 'dist'), { recursive: true });
  writeFileSync(
    path.join(appsDir, 'public-site', 'dist', 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(appsDir, { recursive: true, force: true }));

  it('hashes inline scripts only, skipping missing files', () => {
    const file = path.join(appsDir, 'public-site', 'dist', 'index.html');
    expect(inlineScriptHashes([file, path.join(appsDir, 'nope.html')])).toEqual([sha256(THEME_SCRIPT)]);
  });

  it('allows same-origin scripts, the given hashes and image hosts, and nothing inline or framed', () => {
    const csp = contentSecurityPolicy({
      scriptSources: ["'sha256-abc='"],
      imgSources: ['https://tile.openstreetmap.org'],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows Stripe.js and its Payment Element frames only when asked (PAYMENT_PROVIDER=stripe)', () => {
    expect(contentSecurityPolicy({})).not.toContain('stripe');
    const csp = contentSecurityPolicy(STRIPE_JS_SOURCES);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets a served app’s inline theme bootstrap run', async () => {
    const app = await buildTestApp({ SERVE_APPS: true, APPS_DIR: appsDir });
    try {
      const response = await app.inject('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' ${sha256(THEME_SCRIPT)}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });

  it('lets the apps’ ride maps load OpenStreetMap tiles, and no other images from elsewhere', async () => {
    const app = await buildTestApp({ SERVE_APPS: true, APPS_DIR: appsDir });
    try {
      const csp = String((await app.inject('/')).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    } finally {
      await app.close();
    }
  });
});
