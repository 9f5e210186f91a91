import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

type IndexEntry = { type: 'story' | 'docs'; id: string; title: string; name: string; tags?: string[] };
type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

const STATIC_DIR = join(import.meta.dirname, '..', 'storybook-static');
const INDEX_FILE = join(STATIC_DIR, 'index.json');
if (!existsSync(INDEX_FILE)) {
  throw new Error(
    'storybook-static/index.json is missing: run `pnpm --filter @ridebook/ui build-storybook` first.',
  );
}
const index = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
type Theme = 'light' | 'dark';

let server: StaticServer;
let browser: Browser;

/** One static server and one Chromium per spec file (the two files run at once, one per core). */
function startServerAndBrowser() {
  beforeAll(async () => {
    server = await serveStatic(STATIC_DIR);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}

/** Whether Storybook's preview has finished rendering story `id` (and its play function), whatever the outcome. */
function hasRendered(id: string): boolean {
  const preview = (
    window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
  ).__STORYBOOK_PREVIEW__;
  const render = preview?.currentRender;
  return render?.id === id && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '');
}

/**
 * Shows one story and waits until Storybook has finished rendering it (and its play function). With `fresh`, the
 * preview is loaded anew for it; otherwise the page's preview switches to it over Storybook's channel, as
 * Storybook's own test runner does (a third of a load's time: the preview's scripts and axe stay parsed). A story
 * that stalls (the machine is shared and busy) is loaded anew once before it counts as broken.
 */
async function openStory(page: Page, story: IndexEntry, theme: Theme, fresh: boolean) {
  const url = `${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme}`;
  for (let attempt = 1; ; attempt += 1) {
    if (fresh || attempt > 1) await page.goto(url, { waitUntil: 'load' });
    else
      await page.evaluate((storyId) => {
        const channel = (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(...args: unknown[]): void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, story.id);
    try {
      await page.waitForFunction(hasRendered, story.id, { timeout: 20_000 });
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
  // Let effects settle for two frames (toasts mount, Leaflet lays out, Radix positions popovers).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return page.evaluate(() => ({
    phase: (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string } } })
      .__STORYBOOK_PREVIEW__.currentRender.phase,
    showsError: document.body.classList.contains('sb-show-errordisplay'),
    errorText: document.querySelector('#error-message')?.textContent ?? '',
    htmlClass: document.documentElement.className,
  }));
}

async function runAxe(page: Page, story: IndexEntry): Promise<AxeViolation[]> {
  // Once per load of the preview: switching stories keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const isModal = story.tags?.includes('axe-modal') ?? false;
  return page.evaluate(async (isModal) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: {
        // Component stories are fragments of a page: landmarks and page headings belong to the app.
        region: { enabled: false },
        'landmark-one-main': { enabled: false },
        'page-has-heading-one': { enabled: false },
        'heading-order': { enabled: false },
        // Stories tagged axe-modal show an open Radix menu or select: modal by design, it hides the rest of the
        // page (its own trigger too) from assistive technology while focus stays inside, which this rule reports.
        'aria-hidden-focus': { enabled: !isModal },
      },
    });
    return result.violations as AxeViolation[];
  }, isModal);
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** Every story in one theme, checked as above; each theme has a spec file of its own (stories-*.spec.ts). */
export function describeEveryStory(theme: Theme) {
  startServerAndBrowser();
  describeStoriesIn(theme);
}

function describeStoriesIn(theme: Theme) {
  describe(`every story in the ${theme} theme`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[] = [];
    // The next story loads the preview anew: the first one, and any after a failed story or one whose requests
    // fail on purpose (offline-tiles: a late failure must not be taken for the next story's).
    let needsFreshLoad = true;

    beforeAll(async () => {
      context = await browser.newContext({ reducedMotion: 'reduce' });
      page = await context.newPage();
      // Stories must not need the network: anything outside the local server is refused (and reported).
      await page.route('**/*', (route) =>
        route.request().url().startsWith(server.url) || route.request().url().startsWith('data:')
          ? route.continue()
          : route.abort('blockedbyclient'),
      );
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
    });

    afterAll(async () => {
      await context?.close();
    });

    it.each(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))(
      '%s',
      async (_, story) => {
        errors = [];
        await page.setViewportSize(story.tags?.includes('mobile') ? MOBILE : DESKTOP);
        const fresh = needsFreshLoad;
        needsFreshLoad = true;
        const state = await openStory(page, story, theme, fresh);

        expect(state.showsError, state.errorText).toBe(false);
        expect(['finished', 'completed']).toContain(state.phase);
        expect(state.htmlClass).toContain(theme);

        const expectsOfflineTiles = story.tags?.includes('offline-tiles') ?? false;
        const unexpected = errors.filter(
          (error) => !(expectsOfflineTiles && error.includes('Failed to load resource')),
        );
        expect(unexpected, unexpected.join('\n')).toEqual([]);

        const violations = await runAxe(page, story);
        expect(violations, describeViolations(violations)).toEqual([]);
        needsFreshLoad = expectsOfflineTiles;
      },
    );
  });
}

/** Every docs page renders (run with the dark theme's stories, in stories-dark.spec.ts). */
export function describeEveryDocsPage() {
  describe('every docs page', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[] = [];

    beforeAll(async () => {
      context = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
      page = await context.newPage();
      await page.route('**/*', (route) =>
        route.request().url().startsWith(server.url) ? route.continue() : route.abort('blockedbyclient'),
      );
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
    });

    afterAll(async () => {
      await context?.close();
    });

    it.each(docsPages.map((entry) => [entry.title, entry] as const))('%s renders', async (_, entry) => {
      errors = [];
      await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`);
      await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 30_000 });
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      expect(await page.locator('#storybook-docs h1').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
}
