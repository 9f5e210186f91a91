import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { insertOutboxMail } from './mail.repository.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** How an e-mail leaves: the database outbox (default, readable by admins) or SMTP. */
type MailAdapter = {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

/** Sends e-mail, now or in the background, through one of the two adapters. */
export type Mailer = MailAdapter & {
  /**
   * Composes and sends an e-mail without holding up the caller, e.g. a route that must answer in the same time
   * whatever the e-mail depends on (does the account exist?). `compose` returns null when there is nothing to
   * send. A failure of either step goes to `onFailure` (which must not throw), never to the caller.
   */
  sendInBackground(compose: () => Promise<MailMessage | null>, onFailure: (error: unknown) => void): void;
  /** Resolves once every e-mail started in the background so far is sent or has failed. */
  idle(): Promise<void>;
  /** Waits for the background e-mails, then closes the adapter (so nothing runs after the app has closed). */
  close(): Promise<void>;
};

/** Adds background sending to an adapter, keeping each piece of work until it settles so it can be awaited. */
function withBackgroundSending(adapter: MailAdapter): Mailer {
  const pending = new Set<Promise<void>>();
  const idle = async () => {
    // Work started while waiting is waited for as well.
    while (pending.size > 0) await Promise.all(pending);
  };
  const mailer: Mailer = {
    ...adapter,
    sendInBackground: (compose, onFailure) => {
      const work = (async () => {
        const message = await compose();
        // Through the mailer, not the adapter: a replaced `send` (a test's failing one) is the one used.
        if (message !== null) await mailer.send(message);
      })()
        .catch(onFailure)
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    idle,
    close: async () => {
      await idle();
      await adapter.close();
    },
  };
  return mailer;
}

/** Keeps each message in the `mail_outbox` table; admins read them at GET /api/admin/mail (the Mail page). */
export function createOutboxMailer(db: Database): Mailer {
  return withBackgroundSending({
    kind: 'outbox',
    send: (message) => insertOutboxMail(db, { html: null, ...message }),
    close: async () => undefined,
  });
}

/** Sends through an SMTP server (nodemailer), e.g. smtps://user:password@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return withBackgroundSending({
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: async () => transport.close(),
  });
}

/** SMTP when SMTP_URL is set, the database outbox otherwise. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Database): Mailer {
  return env.SMTP_URL === undefined
    ? createOutboxMailer(db)
    : createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
}
