import { DEMO_CITY } from '../places/index.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES,
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  PAGINATION_MESSAGES,
  auditLogResponseSchema,
  type AuditAction,
  type AuditTargetType,
} from '@ridebook/validation';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { recordAudit } from './audit.repository.ts';

describe.skipIf(isTestDatabaseMissing)('the audit log', () => {
  const context = rideTestContextPerTest();

  it('records every settings change with the values before and after', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const cheaper = { ...DEFAULT_PRICING_SETTINGS, perKm: 90 };
    const dearer = { ...DEFAULT_PRICING_SETTINGS, perKm: 220, bookingFee: 200 };
    expect((await admin.browser.put('/api/admin/settings/pricing', cheaper)).statusCode).toBe(200);
    expect((await admin.browser.put('/api/admin/settings/pricing', dearer)).statusCode).toBe(200);
    const quicker = { ...DEFAULT_DISPATCH_SETTINGS, offerTimeoutSeconds: 10 };
    expect((await admin.browser.put('/api/admin/settings/dispatch', quicker)).statusCode).toBe(200);
    const refused = await admin.browser.put('/api/admin/settings/pricing', { ...dearer, perKm: -1 });
    expect(refused.statusCode).toBe(400);

    const log = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log')).json());
    const actor = { id: admin.account.id, name: admin.account.name, email: admin.account.email };
    expect(log.page.total).toBe(3);
    expect(
      log.data.map(({ action, actor, targetType, targetId, targetName, reason, details }) => ({
        action,
        actor,
        targetType,
        targetId,
        targetName,
        reason,
        details,
      })),
    ).toEqual([
      {
        action: 'settings.dispatch.update',
        actor,
        targetType: 'settings',
        targetId: 'dispatch',
        targetName: null,
        reason: null,
        details: { cityId: DEMO_CITY.id, before: DEFAULT_DISPATCH_SETTINGS, after: quicker },
      },
      {
        action: 'settings.pricing.update',
        actor,
        targetType: 'settings',
        targetId: 'pricing',
        targetName: null,
        reason: null,
        details: { cityId: DEMO_CITY.id, before: cheaper, after: dearer },
      },
      {
        action: 'settings.pricing.update',
        actor,
        targetType: 'settings',
        targetId: 'pricing',
        targetName: null,
        reason: null,
        details: { cityId: DEMO_CITY.id, before: DEFAULT_PRICING_SETTINGS, after: cheaper },
      },
    ]);
  });

  it('filters by action, actor, target and an inclusive date range, newest first, a page at a time', async () => {
    const first = await signedInAdmin(context.app, context.db);
    const second = await signedInAdmin(context.app, context.db);
    const departed = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    const rideId = randomUUID();
    const entries: Array<{
      actorId: string;
      action: AuditAction;
      targetType: AuditTargetType;
      targetId: string;
      at: string;
    }> = [
      {
        actorId: first.account.id,
        action: 'user.block',
        targetType: 'user',
        targetId: rider.account.id,
        at: '2026-01-10T10:00:00.000Z',
      },
      {
        actorId: second.account.id,
        action: 'driver.approve',
        targetType: 'driver',
        targetId: driver.account.id,
        at: '2026-01-11T10:00:00.000Z',
      },
      {
        actorId: first.account.id,
        action: 'settings.pricing.update',
        targetType: 'settings',
        targetId: 'pricing',
        at: '2026-01-12T23:59:00.000Z',
      },
      {
        actorId: second.account.id,
        action: 'ride.cancel',
        targetType: 'ride',
        targetId: rideId,
        at: '2026-01-13T00:00:00.000Z',
      },
      {
        actorId: departed.account.id,
        action: 'user.block',
        targetType: 'user',
        targetId: driver.account.id,
        at: '2026-01-14T08:00:00.000Z',
      },
    ];
    for (const entry of entries) {
      await recordAudit(context.db, { ...entry, reason: `Because ${entry.action}`, at: new Date(entry.at) });
    }
    // An admin whose account is gone: their rows stay, without an actor.
    await context.db.delete(users).where(eq(users.id, departed.account.id));
    const newestFirst = [...entries].reverse();
    const list = async (query: string) => {
      const response = await first.browser.get(`/api/admin/audit-log?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return auditLogResponseSchema.parse(response.json());
    };
    const keys = (rows: Array<{ action: string; at: string; targetId: string | null }>) =>
      rows.map((row) => `${row.action}@${row.at}:${row.targetId}`);

    const all = await list('');
    expect(keys(all.data)).toEqual(keys(newestFirst));
    expect(all.data.map((row) => [row.actor?.email ?? null, row.targetName])).toEqual([
      [null, driver.account.name],
      [second.account.email, null],
      [first.account.email, null],
      [second.account.email, driver.account.name],
      [first.account.email, rider.account.name],
    ]);

    const cases: Array<[string, (entry: (typeof entries)[number]) => boolean]> = [
      ['action=user.block', (entry) => entry.action === 'user.block'],
      [`actorId=${first.account.id}`, (entry) => entry.actorId === first.account.id],
      ['targetType=driver', (entry) => entry.targetType === 'driver'],
      [`targetId=${driver.account.id}`, (entry) => entry.targetId === driver.account.id],
      ['from=2026-01-11', (entry) => entry.at >= '2026-01-11'],
      ['to=2026-01-12', (entry) => entry.at < '2026-01-13'],
      [
        'from=2026-01-12T23:59:00Z&to=2026-01-13T00:00:00Z',
        (entry) => entry.at >= '2026-01-12T23:59' && entry.at <= '2026-01-13T00:00:00.000Z',
      ],
      ['from=2026-01-13T01:00:00%2B01:00', (entry) => entry.at >= '2026-01-13T00:00:00.000Z'],
      [`action=user.block&targetId=${rider.account.id}`, (entry) => entry.targetId === rider.account.id],
      ['action=user.unblock', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = newestFirst.filter(keep);
      const page = await list(query);
      expect(keys(page.data), query).toEqual(keys(expected));
      expect(page.page.total, query).toBe(expected.length);
    }

    const pages = [
      await list('pageSize=2&page=1'),
      await list('pageSize=2&page=2'),
      await list('pageSize=2&page=3'),
    ];
    expect(pages.map((page) => page.page)).toEqual(
      [1, 2, 3].map((page) => ({ page, pageSize: 2, total: 5, totalPages: 3 })),
    );
    expect(keys(pages.flatMap((page) => page.data))).toEqual(keys(newestFirst));
  });

  it('names the field of a bad filter', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const cases: Array<[string, string, string]> = [
      ['from=2026-02-02&to=2026-02-01', 'to', PAGINATION_MESSAGES.dateRangeInvalid],
      ['from=yesterday', 'from', PAGINATION_MESSAGES.dateInvalid],
      ['to=2026-02-30', 'to', PAGINATION_MESSAGES.dateInvalid],
      ['actorId=someone', 'actorId', ADMIN_USER_MESSAGES.actorInvalid],
      ['targetType=planet', 'targetType', ADMIN_USER_MESSAGES.targetTypeInvalid],
      [`action=${'x'.repeat(101)}`, 'action', ADMIN_USER_MESSAGES.actionInvalid],
      ['action=ride.refnd', 'action', ADMIN_USER_MESSAGES.actionInvalid],
      ['page=0', 'page', PAGINATION_MESSAGES.pageInvalid],
      ['pageSize=500', 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
    ];
    for (const [query, field, message] of cases) {
      const response = await admin.browser.get(`/api/admin/audit-log?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).errors, query).toEqual([{ path: field, message }]);
    }
  });

  it('is for admins only: 403 for riders and drivers, 401 signed out', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    expect((await rider.browser.get('/api/admin/audit-log')).statusCode).toBe(403);
    expect((await driver.browser.get('/api/admin/audit-log')).statusCode).toBe(403);
    expect((await createBrowser(context.app).get('/api/admin/audit-log')).statusCode).toBe(401);
  });
});
