import { describe, expect, it } from 'vitest';
import { mapLink, shareLocationEmail, sosEmail } from './safety-emails.ts';

const trip = {
  userName: 'Ada Lovelace',
  contactName: 'Grace',
  pickup: 'Ferry Building, San Francisco',
  destination: 'San Francisco City Hall',
  shareUrl: 'https://ridebook.example/track/abc',
};

describe('safety e-mails', () => {
  it('pins a position on OpenStreetMap', () => {
    expect(mapLink({ lat: 37.7955, lng: -122.3937 })).toBe(
      'https://www.openstreetmap.org/?mlat=37.795500&mlon=-122.393700#map=17/37.795500/-122.393700',
    );
  });

  it('says who needs help, where, how to follow the ride and whom to call', () => {
    const { subject, text } = sosEmail({
      ...trip,
      position: { lat: 37.79, lng: -122.4 },
      message: 'The driver left the route',
      policeNumber: '112',
    });
    expect(subject).toBe('RideBook SOS: Ada Lovelace needs help');
    expect(text).toContain('Hello Grace,');
    expect(text).toContain('Ada Lovelace pressed the SOS button');
    expect(text).toContain('Pickup: Ferry Building, San Francisco');
    expect(text).toContain('Destination: San Francisco City Hall');
    expect(text).toContain(
      'Last known position: https://www.openstreetmap.org/?mlat=37.790000&mlon=-122.400000',
    );
    expect(text).toContain('Follow the ride live: https://ridebook.example/track/abc');
    expect(text).toContain('Ada Lovelace wrote: "The driver left the route"');
    expect(text).toContain('call the emergency number 112');
  });

  it('still helps without a live link or a message, and keeps the subject on one line', () => {
    const { subject, text } = sosEmail({
      ...trip,
      userName: 'Ada\r\nBcc: someone@example.com',
      shareUrl: null,
      position: { lat: 1, lng: 2 },
      message: null,
      policeNumber: '911',
    });
    expect(subject).toBe('RideBook SOS: Ada Bcc: someone@example.com needs help');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain('The live location of the ride is not available.');
    expect(text).not.toContain('wrote:');
  });

  it('shares the live link without an alarm', () => {
    const { subject, text } = shareLocationEmail(trip);
    expect(subject).toBe('Ada Lovelace is sharing a RideBook ride with you');
    expect(text).toContain('https://ridebook.example/track/abc');
    expect(text).toContain('Pickup: Ferry Building, San Francisco');
    expect(text).not.toContain('SOS');
  });
});
