import { afterEach, describe, expect, it } from 'vitest';
import { adminSystemResponseSchema } from '@ridebook/validation';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { signedInBrowser } from '../../test/accounts.ts';
import { signedInAdmin } from '../../test/ride-support.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';

describe.skipIf(isTestDatabaseMissing)('the System page (GET /api/admin/system)', () => {
  let context: { app: App; db: Database };
  afterEach(async () => {
    await context.app.close();
  });

  it('is refused to visitors (401), riders and drivers (403)', async () => {
    context = await buildTestContext();
    const anonymous = await context.app.inject('/api/admin/system');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(String(process.pid));
    for (const role of ['rider', 'driver'] as const) {
      const { browser } = await signedInBrowser(context.app, { role });
      const refused = await browser.get('/api/admin/system');
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(String(process.pid));
    }
  });

  it('shows admins the dependencies, the adapters in use, this process and its first sample', async () => {
    context = await buildTestContext();
    const { browser: admin } = await signedInAdmin(context.app, context.db);
    const response = await admin.get('/api/admin/system');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const system = adminSystemResponseSchema.parse(response.json());
    // No REDIS_URL in the test environment: one process, with the in-memory event bus.
    expect(system.checks).toEqual({ database: 'ok', redis: 'not-configured', migrations: 'ok' });
    expect(system.adapters).toEqual({
      database: testDatabaseKind,
      events: 'memory',
      mail: 'outbox',
      storage: 'local',
      payments: 'sandbox',
    });
    expect(system.processes).toHaveLength(1);
    expect(system.processes[0]).toMatchObject({ pid: process.pid, isCurrent: true });
    expect(system.processes[0]?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(system.samples).toHaveLength(1);
    expect(system.sampleSeconds).toBe(5);
  });
});
