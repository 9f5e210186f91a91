import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sosResponseSchema, trackViewResponseSchema } from '@ridebook/validation';
import { buildRideTestContext, type RideTestContext } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { addContacts, rideInProgress } from '../../test/safety-support.ts';

type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that refuses mail to `refused` and keeps the rest. */
async function startSmtpServer(refused: string) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a quoted-printable message, decoded enough to read links and sentences. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.skipIf(isTestDatabaseMissing)('SOS e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let context: RideTestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer('bounce@example.com');
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    await context.app.close();
  });

  it('delivers the SOS with the live link to each contact, and records a refused one without failing the SOS', async () => {
    context = await buildRideTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'RideBook <no-reply@ridebook.demo>',
      PUBLIC_SITE_URL: 'https://ridebook.example',
      // The rider app of the tests' card setups (CARD_SETUP_RETURN_URL) is on this origin.
      CORS_ORIGINS: ['http://localhost'],
    });
    const { rider, ride } = await rideInProgress(context);
    const [graceId, bounceId] = await addContacts(rider.browser, [
      { name: 'Grace Hopper', email: 'grace@example.com' },
      { name: 'Nobody Home', email: 'bounce@example.com' },
    ]);

    const response = await rider.browser.post(`/api/rides/${ride.id}/sos`, {
      position: { lat: 37.7901, lng: -122.4012 },
    });
    expect(response.statusCode).toBe(201);
    const result = sosResponseSchema.parse(response.json()).data;
    expect(result.contactsNotified).toBe(1);
    expect(result.alert.actions.contacts).toEqual(
      expect.arrayContaining([
        { contactId: graceId, name: 'Grace Hopper', email: 'grace@example.com', outcome: 'sent' },
        { contactId: bounceId, name: 'Nobody Home', email: 'bounce@example.com', outcome: 'failed' },
      ]),
    );
    expect(result.shareUrl).toMatch(/^https:\/\/ridebook\.example\/track\/[\w-]{43}$/);

    const mail = smtp.received.find((received) => received.to.includes('grace@example.com'));
    expect(mail?.raw).toContain(`Subject: RideBook SOS: ${rider.account.name} needs help`);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain(`Follow the ride live: ${result.shareUrl}`);
    expect(text).toContain('https://www.openstreetmap.org/?mlat=37.790100&mlon=-122.401200');
    expect(smtp.received.some((received) => received.to.includes('bounce@example.com'))).toBe(false);

    const token = result.shareUrl?.split('/track/')[1] ?? '';
    const view = await context.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(trackViewResponseSchema.parse(view.json()).data.status).toBe('accepted');
  });
});
