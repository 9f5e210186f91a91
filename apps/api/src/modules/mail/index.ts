// The mail feature's public surface: what other features and the app import from it.
export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
