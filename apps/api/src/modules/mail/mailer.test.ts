import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ridebook/validation';
import { registerAccount } from '../../test/accounts.ts';
import { signedInAdmin } from '../../test/ride-support.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createMailer, createSmtpMailer } from './mailer.ts';

type ReceivedMail = { from: string; to: string[]; raw: string; user: string | undefined };

/** A real SMTP server on 127.0.0.1 that accepts user "ridebook" / "mail-secret" and keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'ridebook' && auth.password === 'mail-secret')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://ridebook:mail-secret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a quoted-printable message, decoded enough to read links and sentences. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail adapters', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends through a real SMTP server, signing in with the URL’s credentials', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'RideBook <no-reply@ridebook.demo>' });
    try {
      await mailer.send({ to: 'ada@example.com', subject: 'Hello from RideBook', text: 'A plain message.' });
    } finally {
      await mailer.close();
    }
    const mail = smtp.received.at(-1);
    expect(mail).toMatchObject({ from: 'no-reply@ridebook.demo', to: ['ada@example.com'], user: 'ridebook' });
    expect(mail?.raw).toContain('Subject: Hello from RideBook');
    expect(mail?.raw).toContain('A plain message.');
  });

  it('fails loudly when the SMTP server refuses the credentials', async () => {
    const mailer = createSmtpMailer({
      url: smtp.url.replace('mail-secret', 'wrong'),
      from: 'no-reply@ridebook.demo',
    });
    try {
      await expect(mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
        /Invalid/,
      );
    } finally {
      await mailer.close();
    }
  });

  it('chooses SMTP when SMTP_URL is set and the database outbox otherwise', async () => {
    const database = await openTestDatabase();
    try {
      expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: 'x@y.z' }, database.db).kind).toBe('outbox');
      const smtpMailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'x@y.z' }, database.db);
      expect(smtpMailer.kind).toBe('smtp');
      await smtpMailer.close();
    } finally {
      await database.close();
    }
  });

  it('delivers the password reset link over SMTP, and keeps nothing in the outbox', async () => {
    const { app, db } = await buildTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'RideBook <no-reply@ridebook.demo>',
    });
    try {
      const account = await registerAccount(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.forgotPasswordSent });
      // The route answers first; the e-mail follows in the background.
      await app.mailer.idle();

      const mail = smtp.received.find((received) => received.to.includes(account.email));
      expect(mail?.raw).toContain('Subject: Reset your RideBook password');
      const token = /reset-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(mail?.raw ?? ''))?.[1] ?? '';
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'ViaSmtp123', confirmPassword: 'ViaSmtp123' },
      });
      expect(reset.statusCode).toBe(200);

      const { browser: admin } = await signedInAdmin(app, db);
      expect((await admin.get('/api/admin/mail')).json()).toMatchObject({ delivery: 'smtp', data: [] });
    } finally {
      await app.close();
    }
  });
});
