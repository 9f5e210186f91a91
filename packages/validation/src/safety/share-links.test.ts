import { describe, expect, it } from 'vitest';
import { shareLinkResponseSchema, trackViewResponseSchema, trackViewSchema } from './share-links.ts';

const view = {
  status: 'in_transit',
  pickup: { address: 'Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  destination: { address: 'San Francisco City Hall', lat: 37.7793, lng: -122.4193 },
  route: [
    [37.7955, -122.3937],
    [37.7793, -122.4193],
  ],
  driver: {
    firstName: 'Dana',
    vehicleModel: 'Toyota Prius',
    vehiclePlate: 'RB-2048',
    vehicle: { make: 'Toyota', model: 'Prius', colour: 'Silver', plate: 'RB-2048' },
    hasPhoto: true,
  },
  position: { lat: 37.79, lng: -122.4, heading: 270, at: '2026-01-02T03:04:05.000Z' },
  etaSeconds: 240,
  updatedAt: '2026-01-02T03:00:00.000Z',
  endedAt: null,
};

describe('trackViewSchema', () => {
  it('reads a live view and an ended one without a position', () => {
    expect(trackViewResponseSchema.parse({ data: view })).toEqual({ data: view });
    const ended = {
      ...view,
      status: 'completed',
      position: null,
      etaSeconds: null,
      endedAt: '2026-01-02T03:20:00.000Z',
    };
    expect(trackViewSchema.parse(ended)).toEqual(ended);
  });

  it('drops anything that is not part of the public view (a phone, an e-mail, the rider)', () => {
    const leaky = {
      ...view,
      rider: { name: 'Ada Lovelace', phone: '+1 555 010 0001' },
      driver: { ...view.driver, name: 'Dana Scully', phone: '+1 555 010 0002', email: 'dana@example.com' },
    };
    const parsed = trackViewSchema.parse(leaky);
    expect(parsed).toEqual(view);
    expect(JSON.stringify(parsed)).not.toMatch(/phone|email|Lovelace|Scully/);
  });

  it('refuses a view without its status or with a malformed time', () => {
    expect(trackViewSchema.safeParse({ ...view, status: 'lost' }).success).toBe(false);
    expect(trackViewSchema.safeParse({ ...view, updatedAt: 'yesterday' }).success).toBe(false);
    expect(trackViewSchema.safeParse({ ...view, etaSeconds: 1.5 }).success).toBe(false);
  });
});

describe('shareLinkResponseSchema', () => {
  it('reads the link and its token', () => {
    const link = { url: 'https://ridebook.example/track/abc', token: 'abc' };
    expect(shareLinkResponseSchema.parse({ data: link })).toEqual({ data: link });
    expect(shareLinkResponseSchema.safeParse({ data: { url: 'x' } }).success).toBe(false);
  });
});
