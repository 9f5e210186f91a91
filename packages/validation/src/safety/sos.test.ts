import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { RIDE_MESSAGES } from '../rides/ride-messages.ts';
import { serverMessageSchema } from '../rides/realtime.ts';
import { fieldErrors } from '../test/field-errors.ts';
import { SAFETY_MESSAGES } from './safety-messages.ts';
import {
  SOS_STATUSES,
  adminSosAlertSchema,
  adminSosPageResponseSchema,
  adminSosQuerySchema,
  raiseSosSchema,
  resolveSosSchema,
  safetyConfigResponseSchema,
  sosIdParamsSchema,
  sosResponseSchema,
} from './sos.ts';

const alert = {
  id: '0b9d7c2e-6f4a-4d3b-9a1c-2e3f4a5b6c7d',
  rideId: 'c0a8012e-5b7d-4f3a-9e21-7d4b8c6a1f00',
  role: 'rider',
  status: 'open',
  position: { lat: 37.79, lng: -122.4 },
  message: 'The driver left the route',
  actions: {
    positionSource: 'device',
    shareLinkCreated: true,
    contacts: [
      { contactId: 'c1', name: 'Grace Hopper', email: 'grace@example.com', outcome: 'sent' },
      { contactId: 'c2', name: 'Alan Turing', email: 'alan@example.com', outcome: 'failed' },
    ],
    contactsNotified: 1,
  },
  createdAt: '2026-01-02T03:04:05.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
};
const adminAlert = {
  ...alert,
  user: { id: 'u1', name: 'Ada Lovelace', phone: '+1 555 010 0001' },
  acknowledgedBy: null,
  resolvedBy: null,
};

describe('raiseSosSchema', () => {
  it('works with no body at all, an empty one, a position and a message', () => {
    expect(raiseSosSchema.parse(undefined)).toBeUndefined();
    expect(raiseSosSchema.parse(null)).toBeNull();
    expect(raiseSosSchema.parse({})).toEqual({});
    expect(raiseSosSchema.parse({ position: { lat: 37.79, lng: -122.4 }, message: '  Help  ' })).toEqual({
      position: { lat: 37.79, lng: -122.4 },
      message: 'Help',
    });
    expect(raiseSosSchema.parse({ message: '   ' })).toEqual({});
  });

  it('keeps the message to 280 characters', () => {
    expect(fieldErrors(raiseSosSchema, { message: 'a'.repeat(280) })).toEqual({});
    expect(fieldErrors(raiseSosSchema, { message: 'a'.repeat(281) })).toEqual({
      message: SAFETY_MESSAGES.sosMessageTooLong,
    });
    expect(fieldErrors(raiseSosSchema, { message: 42 })).toEqual({
      message: SAFETY_MESSAGES.sosMessageTooLong,
    });
  });

  it('refuses a position that is not a coordinate', () => {
    expect(fieldErrors(raiseSosSchema, { position: { lat: 91, lng: 0 } })).toEqual({
      'position.lat': RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(fieldErrors(raiseSosSchema, { position: { lat: 0, lng: -180.5 } })).toEqual({
      'position.lng': RIDE_MESSAGES.coordinatesInvalid,
    });
  });
});

describe('SOS answers', () => {
  it('reads the SOS result, with or without a share link', () => {
    const result = {
      alert,
      alreadyRaised: false,
      contactsNotified: 1,
      shareUrl: 'https://ridebook.example/track/abc',
      policeNumber: '911',
    };
    expect(sosResponseSchema.parse({ data: result })).toEqual({ data: result });
    expect(sosResponseSchema.parse({ data: { ...result, shareUrl: null } }).data.shareUrl).toBeNull();
    expect(
      sosResponseSchema.safeParse({ data: { ...result, alert: { ...alert, status: 'closed' } } }).success,
    ).toBe(false);
  });

  it('records each contact’s outcome as sent or failed', () => {
    const withUnknownOutcome = {
      ...alert,
      actions: {
        ...alert.actions,
        contacts: [{ contactId: 'c1', name: 'G', email: 'g@example.com', outcome: 'bounced' }],
      },
    };
    expect(adminSosAlertSchema.safeParse({ ...adminAlert, ...withUnknownOutcome }).success).toBe(false);
  });

  it('reads the police number of the apps’ safety screens', () => {
    expect(safetyConfigResponseSchema.parse({ data: { policeNumber: '112' } })).toEqual({
      data: { policeNumber: '112' },
    });
  });

  it('carries the admin’s alert in the sos.raised and sos.updated messages', () => {
    expect(serverMessageSchema.parse({ type: 'sos.raised', alert: adminAlert })).toEqual({
      type: 'sos.raised',
      alert: adminAlert,
    });
    const resolved = {
      ...adminAlert,
      status: 'resolved',
      resolvedAt: '2026-01-02T03:10:00.000Z',
      resolvedBy: 'admin-1',
      resolution: 'Called the rider; all fine',
    };
    expect(serverMessageSchema.parse({ type: 'sos.updated', alert: resolved })).toEqual({
      type: 'sos.updated',
      alert: resolved,
    });
    expect(serverMessageSchema.safeParse({ type: 'sos.raised', alert: { id: 'x' } }).success).toBe(false);
  });
});

describe('admin SOS contracts', () => {
  it('lists by status, newest first, one page at a time', () => {
    expect(SOS_STATUSES).toEqual(['open', 'acknowledged', 'resolved']);
    expect(adminSosQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(adminSosQuerySchema.parse({ status: 'acknowledged', page: '2', pageSize: '5' })).toEqual({
      status: 'acknowledged',
      page: 2,
      pageSize: 5,
    });
    expect(fieldErrors(adminSosQuerySchema, { status: 'closed' })).toEqual({
      status: SAFETY_MESSAGES.sosStatusInvalid,
    });
    expect(fieldErrors(adminSosQuerySchema, { page: '0', pageSize: '101' })).toEqual({
      page: PAGINATION_MESSAGES.pageInvalid,
      pageSize: PAGINATION_MESSAGES.pageSizeInvalid,
    });
    const page = { data: [adminAlert], page: { page: 1, pageSize: 20, total: 1, totalPages: 1 } };
    expect(adminSosPageResponseSchema.parse(page)).toEqual(page);
  });

  it('needs a resolution of at most 500 characters', () => {
    expect(resolveSosSchema.parse({ resolution: '  Called the rider  ' })).toEqual({
      resolution: 'Called the rider',
    });
    expect(fieldErrors(resolveSosSchema, {})).toEqual({ resolution: SAFETY_MESSAGES.resolutionRequired });
    expect(fieldErrors(resolveSosSchema, { resolution: '   ' })).toEqual({
      resolution: SAFETY_MESSAGES.resolutionRequired,
    });
    expect(fieldErrors(resolveSosSchema, { resolution: 'a'.repeat(500) })).toEqual({});
    expect(fieldErrors(resolveSosSchema, { resolution: 'a'.repeat(501) })).toEqual({
      resolution: SAFETY_MESSAGES.resolutionTooLong,
    });
  });

  it('refuses an alert id that is not a uuid', () => {
    expect(fieldErrors(sosIdParamsSchema, { id: '42' })).toEqual({ id: SAFETY_MESSAGES.sosNotFound });
    expect(fieldErrors(sosIdParamsSchema, { id: alert.id })).toEqual({});
  });
});
