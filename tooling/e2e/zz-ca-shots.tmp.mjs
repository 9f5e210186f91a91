import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3099';
const LONDON = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  { name: 'admin-all-cities', email: 'admin@ridebook.demo', path: '/admin/dashboard?days=7' },
  { name: 'admin-london', email: 'admin@ridebook.demo', path: `/admin/dashboard?days=7&city=${LONDON}` },
  { name: 'driver-earnings', email: 'driver@ridebook.demo', path: '/driver/earnings' },
];
for (const shot of shots) {
  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const login = await context.request.post(`${BASE}/api/auth/login`, {
        data: { email: shot.email, password: 'RideBook123' },
        headers: { origin: BASE },
      });
      if (!login.ok()) throw new Error(`login ${login.status()}`);
      const page = await context.newPage();
      await page.goto(BASE + shot.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/ca-shots/${shot.name}-${width}-${scheme}.png`, fullPage: true });
      await context.close();
    }
  }
}
await browser.close();
console.log('shots done');
