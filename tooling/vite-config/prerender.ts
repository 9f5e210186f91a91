import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ResolvedConfig } from 'vite';

/**
 * What a built app with prerendered pages serves for every other path: the page shell the browser renders itself
 * (its index.html is the prerendered home page). Static hosts fall back to it; the API's app server does too.
 */
export const SPA_FALLBACK_FILE = 'spa.html';

/** The module a prerendering app names: its page list and how to render one page. */
type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  renderPage(pathname: string): Promise<{ html: string; title: string; description: string }>;
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The shell with one page's markup in #root (marked with its path, see the app's main.tsx), title and description. */
export function fillShell(
  shell: string,
  pathname: string,
  page: { html: string; title: string; description: string },
): string {
  let html = replaceOnce(
    shell,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(pathname)}">${page.html}</div>`,
    'empty <div id="root">',
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  return replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
}

/**
 * The page template for prerendered pages: the shell with its stylesheet inlined and its scripts loaded after the
 * first paint. The text is then on screen as soon as the HTML has arrived: no stylesheet to wait for, and no script
 * competing with the page for the network or the main thread before it is drawn. The stylesheet is inlined rather
 * than linked because the public pages are mostly one-page visits; hydration starts a frame later.
 */
export function contentFirstTemplate(shell: string, readAsset: (href: string) => string): string {
  let html = shell.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    return `<style>${readAsset(href)}</style>`;
  });
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  // The same for every page, so the content security policy's hash of index.html's inline scripts covers it.
  const loader = `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry[1])})))</script>`;
  return html.replace(entry[0], () => loader);
}

/** Where a page's HTML goes: / is index.html, /faq is faq/index.html (what static hosts serve for /faq). */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : path.join(pathname.slice(1), 'index.html');
}

/**
 * Renders the app's pages into the build (after Vite wrote it): the entry module runs in Vite's SSR module loader,
 * with the app's own config, so it sees the same code and build-time variables as the browser bundle.
 * Returns the files written.
 */
export async function prerenderPages(
  config: ResolvedConfig,
  entry: string,
  outDir: string,
): Promise<string[]> {
  const server = await createServer({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { PRERENDERED_PATHS, renderPage } = (await server.ssrLoadModule(entry)) as PrerenderModule;
    const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    writeFileSync(path.join(outDir, SPA_FALLBACK_FILE), shell);
    const base = config.base;
    const template = contentFirstTemplate(shell, (href) =>
      readFileSync(path.join(outDir, href.startsWith(base) ? href.slice(base.length) : href), 'utf8'),
    );
    const written = [SPA_FALLBACK_FILE];
    for (const pathname of PRERENDERED_PATHS) {
      const file = prerenderedFile(pathname);
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), fillShell(template, pathname, await renderPage(pathname)));
      written.push(file);
    }
    return written;
  } finally {
    await server.close();
  }
}
