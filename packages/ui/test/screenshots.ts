// Screenshots of the main stories at 390 and 1280 px in light and dark, for a designer's eye (not a test):
//   pnpm --filter @ridebook/ui build-storybook && node test/screenshots.ts [outDir] [name filter, e.g. map-sheet]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from './chromium.ts';
import { serveStatic } from './static-server.ts';

const SHOTS: [name: string, storyId: string][] = [
  ['navbar-signed-out', 'shell-navbar--signed-out'],
  ['navbar-loading', 'shell-navbar--loading'],
  ['navbar-rider', 'shell-navbar--rider'],
  ['navbar-mobile-menu', 'shell-navbar--mobile-menu-open'],
  ['navbar-user-menu', 'shell-navbar--user-menu-open'],
  ['footer', 'shell-footer--default'],
  ['role-layout-rider', 'shell-rolelayout--rider'],
  ['role-layout-driver', 'shell-rolelayout--driver'],
  ['role-layout-admin', 'shell-rolelayout--admin'],
  ['role-layout-collapsed', 'shell-rolelayout--collapsed'],
  ['role-layout-loading', 'shell-rolelayout--loading'],
  ['role-layout-mobile-sheet', 'shell-rolelayout--mobile-sidebar-open'],
  ['buttons', 'primitives-button--variants'],
  ['login-form', 'forms-formfield--login-example'],
  ['register-form', 'forms-formfield--register-example'],
  ['toasts', 'feedback-toasts--stack'],
  ['data-table', 'data-datatable--default'],
  ['charts-area', 'charts-charts--area'],
  ['map', 'map-ridemap--with-tiles'],
  ['map-offline', 'map-ridemap--tiles-unavailable'],
  ['map-sheet-phone', 'map-mapsheetlayout--phone-sheet'],
  ['map-sheet-peek', 'map-mapsheetlayout--phone-peek'],
  ['map-sheet-wide', 'map-mapsheetlayout--wide-side-panel'],
  ['live-car-moving', 'map-live-car--car-on-the-map'],
  ['live-car-approach', 'map-live-car--approach'],
  ['live-car-stale', 'map-live-car--stale-position'],
  ['tokens', 'foundations-tokens--colors'],
  // The apps' page panels (apps/rider and apps/driver, *.stories.tsx).
  ['rider-booking-form', 'rider-booking--booking-form'],
  ['rider-booking-loading', 'rider-booking--loading'],
  ['rider-booking-ride-in-progress', 'rider-booking--ride-in-progress'],
  ['rider-booking-quoted', 'rider-booking--fare-quoted'],
  ['rider-booking-pickup-point', 'rider-booking--choosing-a-pickup-point'],
  ['rider-ride-searching', 'rider-ride--searching-for-a-driver'],
  ['rider-ride-driver-on-the-way', 'rider-ride--driver-on-the-way'],
  ['rider-ride-in-ride', 'rider-ride--in-ride'],
  ['rider-ride-trip-summary', 'rider-ride--trip-summary'],
  ['rider-ride-loading', 'rider-ride--loading'],
  ['rider-ride-error', 'rider-ride--load-error'],
  ['driver-dashboard-offline', 'driver-dashboard--offline'],
  ['driver-dashboard-online', 'driver-dashboard--online-waiting'],
  ['driver-dashboard-offer', 'driver-dashboard--incoming-offer'],
  ['driver-ride-to-pickup', 'driver-current-ride--on-the-way-to-pickup'],
  ['driver-ride-in-ride', 'driver-current-ride--in-ride'],
  ['driver-ride-complete', 'driver-current-ride--trip-complete'],
  ['driver-ride-loading', 'driver-current-ride--loading'],
  ['driver-ride-error', 'driver-current-ride--load-error'],
];

const outDir = process.argv[2] ?? '/tmp/ui-shots';
const only = process.argv[3];
const shots = only ? SHOTS.filter(([name]) => name.includes(only)) : SHOTS;
await mkdir(outDir, { recursive: true });
const server = await serveStatic(join(import.meta.dirname, '..', 'storybook-static'));
const browser = await launchChromium();
try {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({
        viewport: { width, height: width === 390 ? 844 : 800 },
        reducedMotion: 'reduce',
      });
      for (const [name, id] of shots) {
        await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
        await page.waitForFunction(() => {
          const phase = (
            window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
          ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return phase === 'finished' || phase === 'completed' || phase === 'errored';
        });
        await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
        await page.screenshot({ path: join(outDir, `${name}-${width}-${theme}.png`), fullPage: true });
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Screenshots in ${outDir}`);
