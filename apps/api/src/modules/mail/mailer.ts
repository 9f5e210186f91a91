import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { insertOutboxMail } from './mail.repository.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends e-mail. Two adapters: the database outbox (default, readable in development) and SMTP. */
export type Mailer = {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

/** Keeps each message in the `mail_outbox` table; GET /api/dev/outbox shows them outside production. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    send: (message) => insertOutboxMail(db, { html: null, ...message }),
    close: async () => undefined,
  };
}

/** Sends through an SMTP server (nodemailer), e.g. smtps://user:password@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: async () => transport.close(),
  };
}

/** SMTP when SMTP_URL is set, the database outbox otherwise. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Database): Mailer {
  return env.SMTP_URL === undefined
    ? createOutboxMailer(db)
    : createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
}
