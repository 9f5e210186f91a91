import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = {
  /** CSP sources of the inline scripts the served apps carry, e.g. `'sha256-...'` (see `inlineScriptHashes`). */
  scriptSources?: readonly string[];
  /** Extra image origins for the CSP, e.g. the map tile server (`https://tile.openstreetmap.org`). */
  imgSources?: readonly string[];
  /** Extra origins the apps may call (fetch, WebSocket) besides their own. */
  connectSources?: readonly string[];
  /** Origins whose pages the apps may frame (none by default). */
  frameSources?: readonly string[];
};

/** What Stripe.js and its Payment Element need (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_JS_SOURCES = {
  scriptSources: ['https://js.stripe.com'],
  frameSources: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSources: ['https://api.stripe.com'],
} satisfies SecurityHeaderOptions;

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash sources (`'sha256-...'`) of the inline scripts in the given HTML files, such as the theme bootstrap
 * the shared Vite config inlines in every app's <head> so the first paint has the right theme. Hashing them keeps
 * `script-src` free of 'unsafe-inline'. Missing files are skipped.
 */
export function inlineScriptHashes(htmlFiles: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    if (!existsSync(file)) continue;
    for (const [, script] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (!script?.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The Content Security Policy of the four SPAs as Vite builds them: scripts are files of the same origin plus the
 * hashed inline bootstrap (no 'unsafe-inline', no eval). Styles allow 'unsafe-inline' because UI libraries set style
 * attributes and inject <style> at run time (Radix, toasts); scripts never do.
 */
export function contentSecurityPolicy({
  scriptSources = [],
  imgSources = [],
  connectSources = [],
  frameSources = [],
}: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imgSources].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    ...(frameSources.length > 0 ? [["frame-src 'self'", ...frameSources].join(' ')] : []),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every response (API answers, app pages and files alike), set before anything else runs so
 * that errors and refusals carry them too. That includes the caching default: an answer is someone's own data or
 * live state, never stored by a browser or a proxy (`no-store`), unless its route says otherwise (the apps' files,
 * and the public reads of places, cities and the map style, set their own cache-control).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const csp = contentSecurityPolicy(options);
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers({
      'cache-control': 'no-store',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      // The driver app shares its position and the rider app may ask for it; nothing needs camera or microphone.
      'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    });
    // Only over HTTPS: browsers ignore it on plain HTTP, and it must never pin a local http:// setup.
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
