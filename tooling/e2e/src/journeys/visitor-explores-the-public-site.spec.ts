import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, enableAxe } from '../test/accessibility.ts';
import { launchBrowser, newContext, openPublicPage, watchPageErrors } from '../test/browser.ts';

const FOOTER_PATHS = [
  '/about',
  '/team',
  '/careers',
  '/press',
  '/blog',
  '/book',
  '/fare-estimate',
  '/driver-signup',
  '/safety',
  '/lost-found',
  '/help',
  '/contact',
  '/faq',
  '/accessibility',
  '/feedback',
  '/terms',
  '/privacy',
  '/cookies',
  '/guidelines',
];

describe('a visitor explores the public site', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterEach(async () => {
    await context.close();
  });

  it('switches the feature tabs between riders and drivers', async () => {
    await openPublicPage(page, '/');
    const features = page.locator('#features');
    await features.getByRole('tab', { name: 'Drivers' }).click();
    await expect
      .poll(() => features.getByText('Earnings dashboard', { exact: false }).first().isVisible())
      .toBe(true);
    await features.getByRole('tab', { name: 'Riders' }).click();
    await expect
      .poll(() => features.getByText('One-tap booking', { exact: false }).first().isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('sees the testimonials rotate on their own', async () => {
    await openPublicPage(page, '/');
    const carousel = page.getByRole('region', { name: 'What riders and drivers say' });
    const first = await carousel.locator('blockquote').first().textContent();
    await expect
      .poll(() => carousel.locator('blockquote').first().textContent(), { timeout: 12_000 })
      .not.toBe(first);
  });

  it('finds a ride only with both pickup and destination filled in', async () => {
    await openPublicPage(page, '/');
    await page.getByPlaceholder('Pickup location').fill('Central Station');
    await page.getByRole('button', { name: 'Find Your Ride' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByPlaceholder('Where to?').fill('City Airport');
    await page.getByRole('button', { name: 'Find Your Ride' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
  });

  it('scrolls smoothly to #features from an in-page link', async () => {
    await openPublicPage(page, '/');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('a[href$="#features"]').first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('features')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
  });

  it('searches and filters the FAQ, with an empty state', async () => {
    await enableAxe(context);
    await openPublicPage(page, '/faq');
    // The questions are headings one level below the page's (axe: heading-order).
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: /payment/i })
      .click();
    const questions = page.locator('main button[aria-expanded]');
    await expect.poll(() => questions.count()).toBeGreaterThan(0);
    await page.getByPlaceholder('Search questions, e.g. SOS').fill('zzqx no such question');
    await expect.poll(() => page.getByText('No results found').isVisible()).toBe(true);
    await page.getByPlaceholder('Search questions, e.g. SOS').fill('');
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: /all/i })
      .click();
    const first = questions.first();
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends the contact form after fixing what it points out', async () => {
    await enableAxe(context);
    await openPublicPage(page, '/contact-us');
    // The contact details are a well-formed description list (axe: definition-list, dlitem).
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Subject is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Message is required').isVisible()).toBe(true);

    await page.locator('main').getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.locator('main').getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.locator('main').getByLabel('Subject', { exact: true }).fill('Lost umbrella');
    await expect.poll(() => page.getByText('Subject is required').count()).toBe(0);
    await page
      .locator('main')
      .getByLabel('Message', { exact: true })
      .fill('I left a blue umbrella in a ride this morning.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sending...' }).count()).toBe(1);
    await expect
      .poll(() =>
        page.getByText("Thank you for contacting us! We'll get back to you within 24 hours.").isVisible(),
      )
      .toBe(true);
    expect(await page.locator('main').getByLabel('Subject', { exact: true }).inputValue()).toBe('');
  });

  it('opens the mobile menu and it closes when a link is chosen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPublicPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'))
      .toBe('false');
  });

  it('reads each page before any script has run: its text, its own title and description', async () => {
    const noScript = await newContext(browser, { javaScriptEnabled: false });
    const reader = await noScript.newPage();
    for (const [path, heading, title] of [
      ['/', 'Your ride, on time', 'RideBook: safe, affordable rides in minutes'],
      ['/login', 'Welcome back', 'Login | RideBook'],
      ['/faq', 'Frequently asked questions', 'Frequently asked questions | RideBook'],
      ['/terms', 'Terms of service', 'Terms of service | RideBook'],
    ] as const) {
      await reader.goto(path);
      expect(await reader.getByRole('heading', { level: 1 }).textContent()).toContain(heading);
      expect(await reader.title()).toBe(title);
      expect(await reader.locator('meta[name="description"]').getAttribute('content')).toMatch(/^.{40,}$/);
      expect(await reader.getByRole('contentinfo').isVisible()).toBe(true);
    }
    await noScript.close();
  });

  it('types into the quick booking as soon as the page lets it, and keeps every letter', async () => {
    // Hold the app's script back: the prerendered page is on screen, its boxes disabled until React takes over.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const pickup = page.getByRole('textbox', { name: 'Pickup location' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Your ride, on time');
    expect(await pickup.isDisabled()).toBe(true);

    releaseScript();
    await pickup.fill('Union Square'); // waits until the box is enabled
    await page.getByRole('textbox', { name: 'Destination' }).fill('SFO');
    expect(await pickup.inputValue()).toBe('Union Square');
    await page.getByRole('button', { name: 'Find Your Ride' }).click();
    await page.waitForURL('**/register');
    expect(errors).toEqual([]);
  });

  it('opens a page in the dark theme it chose, with no flash of the light one', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      window.localStorage.setItem('ridebook-theme', 'dark');
      // Record every class the document's root takes while the page loads and hydrates: each change's old value.
      const seen: string[] = [];
      (window as unknown as { themeClasses: string[] }).themeClasses = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement) seen.push(record.oldValue ?? '');
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
        attributeOldValue: true,
      });
    });
    await openPublicPage(page, '/faq');
    await page.getByRole('button', { name: 'Switch to light theme' }).first().waitFor();
    const classes = await page.evaluate(() => [
      ...(window as unknown as { themeClasses: string[] }).themeClasses,
      document.documentElement.className,
    ]);
    expect(classes.at(-1)).toContain('dark');
    expect(classes.filter((value) => value.includes('light'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('flips the theme with the toggle and keeps it after a reload', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPublicPage(page, '/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('estimates a fare without an account: chooses two places and sees the price, the route and the way to book', async () => {
    await enableAxe(context);
    await openPublicPage(page, '/fare-estimate');
    await page.getByRole('heading', { level: 1, name: 'Fare estimate' }).waitFor();
    expect(await page.title()).toBe('Fare estimate | RideBook');

    await page.getByRole('button', { name: 'Estimate fare' }).click();
    await page.getByText('Pickup location is required').waitFor();

    for (const [box, typed, place] of [
      ['Pickup', 'ferry', /Ferry Building/],
      ['Destination', 'city hall', /City Hall/],
    ] as const) {
      await page.getByRole('combobox', { name: box }).fill(typed);
      await page.getByRole('option', { name: place }).first().click();
    }
    await page.getByRole('button', { name: 'Estimate fare' }).click();

    await expect.poll(() => page.getByTestId('fare-estimate').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    await page.getByRole('list', { name: 'Fare breakdown' }).getByText('Base fare').waitFor();
    await page.getByRole('region', { name: 'Estimated route' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Book this ride' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);
  });

  it.each(FOOTER_PATHS)('follows the footer link %s to a real page', async (href) => {
    await openPublicPage(page, '/');
    const link = page.getByRole('navigation', { name: 'Footer' }).locator(`a[href$="${href}"]`).first();
    await link.click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('');
    expect(await page.locator('h1').first().textContent()).not.toContain('Page not found');
  });
});
