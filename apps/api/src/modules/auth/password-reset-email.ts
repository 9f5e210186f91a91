import type { MailMessage } from '../mail/index.ts';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The password reset e-mail, in plain text and HTML. */
export function passwordResetEmail(options: {
  to: string;
  name: string;
  link: string;
  ttlMinutes: number;
}): MailMessage {
  const { to, name, link, ttlMinutes } = options;
  const text = [
    `Hi ${name},`,
    '',
    'We received a request to reset the password of your RideBook account.',
    `Open this link to choose a new password (it works once and expires in ${ttlMinutes} minutes):`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
    'The RideBook team',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    '<p>We received a request to reset the password of your RideBook account.</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>The link works once and expires in ${ttlMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays the same.</p>`,
    '<p>The RideBook team</p>',
  ].join('\n');
  return { to, subject: 'Reset your RideBook password', text, html };
}
