import { DATE_MESSAGES } from '../dates.ts';
import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { fieldErrors } from '../test/field-errors.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from './audit-log.ts';

describe('auditLogQuerySchema', () => {
  it('defaults to the first page with no filters', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      action: undefined,
      actorId: undefined,
      targetType: undefined,
      targetId: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('takes a date as a whole UTC day and an instant with its offset as that instant', () => {
    expect(auditLogQuerySchema.parse({ from: '2026-11-21', to: '2026-11-21' })).toMatchObject({
      from: '2026-11-21T00:00:00.000Z',
      to: '2026-11-21T23:59:59.999Z',
    });
    expect(
      auditLogQuerySchema.parse({ from: '2026-11-21T10:00:00+02:00', to: '2026-11-21T09:00:00Z' }),
    ).toMatchObject({ from: '2026-11-21T08:00:00.000Z', to: '2026-11-21T09:00:00.000Z' });
  });

  it('accepts a range of one instant and refuses one that ends before it starts, on `to`', () => {
    expect(
      fieldErrors(auditLogQuerySchema, { from: '2026-11-21T09:00:00Z', to: '2026-11-21T09:00:00Z' }),
    ).toEqual({});
    expect(fieldErrors(auditLogQuerySchema, { from: '2026-11-22', to: '2026-11-21' })).toEqual({
      to: PAGINATION_MESSAGES.dateRangeInvalid,
    });
    expect(
      fieldErrors(auditLogQuerySchema, { from: '2026-11-21T09:00:00.001Z', to: '2026-11-21T09:00:00Z' }),
    ).toEqual({ to: PAGINATION_MESSAGES.dateRangeInvalid });
  });

  it.each([
    [{ from: 'yesterday' }, 'from', PAGINATION_MESSAGES.dateInvalid],
    [{ to: '2026-02-30' }, 'to', PAGINATION_MESSAGES.dateInvalid],
    [{ from: '2026-11-21T09:00:00' }, 'from', PAGINATION_MESSAGES.dateInvalid],
    [{ to: '9999-12-31' }, 'to', DATE_MESSAGES.dateOutOfRange],
    [{ from: '0000-01-01' }, 'from', DATE_MESSAGES.dateOutOfRange],
    [{ actorId: 'admin' }, 'actorId', ADMIN_USER_MESSAGES.actorInvalid],
    [{ targetType: 'planet' }, 'targetType', ADMIN_USER_MESSAGES.targetTypeInvalid],
    [{ action: 'x'.repeat(101) }, 'action', ADMIN_USER_MESSAGES.actionInvalid],
    [{ action: 'ride.refnd' }, 'action', ADMIN_USER_MESSAGES.actionInvalid],
    [{ targetId: 'x'.repeat(101) }, 'targetId', ADMIN_USER_MESSAGES.targetIdInvalid],
    [{ page: '0' }, 'page', PAGINATION_MESSAGES.pageInvalid],
  ])('refuses %j', (query, field, message) => {
    expect(fieldErrors(auditLogQuerySchema, query)).toEqual({ [field]: message });
  });

  it('filters by every action the API records, refunds included, each with its label', () => {
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(['ride.cancel', 'ride.refund', 'sos.resolve']));
    for (const action of AUDIT_ACTIONS) {
      expect(auditLogQuerySchema.parse({ action }).action).toBe(action);
      expect(auditActionLabel(action)).not.toBe(action);
    }
    expect(auditActionLabel('ride.refund')).toBe('Refunded a ride');
    expect(auditActionLabel('some.future.action')).toBe('some.future.action');
  });

  it('trims text filters and accepts every target type', () => {
    expect(auditLogQuerySchema.parse({ action: ' user.block ', targetId: '' })).toMatchObject({
      action: 'user.block',
      targetId: undefined,
    });
    expect(AUDIT_TARGET_TYPES).toEqual([
      'user',
      'driver',
      'ride',
      'settings',
      'sos',
      'city',
      'payout',
      'reconciliation',
    ]);
    for (const targetType of AUDIT_TARGET_TYPES) {
      expect(fieldErrors(auditLogQuerySchema, { targetType })).toEqual({});
    }
  });
});

describe('auditLogResponseSchema', () => {
  it('reads entries with and without an actor or a named target', () => {
    const page = {
      data: [
        {
          id: 2,
          at: '2026-11-21T09:00:00.000Z',
          action: 'user.block',
          actor: { id: 'a', name: 'Ops Lead', email: 'ops@example.com' },
          targetType: 'user',
          targetId: 'u',
          targetName: 'Ada Rider',
          reason: 'Spam',
          details: { role: 'rider', openRideIds: [] },
        },
        {
          id: 1,
          at: '2026-11-20T09:00:00.000Z',
          action: 'settings.pricing.update',
          actor: null,
          targetType: 'settings',
          targetId: 'pricing',
          targetName: null,
          reason: null,
          details: {},
        },
      ],
      page: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
    };
    expect(auditLogResponseSchema.parse(page)).toEqual(page);
  });
});
