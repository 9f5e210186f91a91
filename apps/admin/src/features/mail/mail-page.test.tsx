import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok, okPage } from '@ridebook/api-client/testing';
import { MESSAGES, type OutboxMail } from '@ridebook/validation';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { MailPage } from './mail-page.tsx';

const resetMail: OutboxMail = {
  id: '00000000-0000-4000-8000-0000000000a1',
  to: 'ada@example.com',
  subject: 'Reset your RideBook password',
  text: 'We received a request to reset your password.\n\nhttp://localhost:3000/reset-password?token=abc123\n',
  html: null,
  createdAt: '2026-11-26T09:30:00.000Z',
};
const sosMail: OutboxMail = {
  ...resetMail,
  id: '00000000-0000-4000-8000-0000000000b2',
  to: 'grace@example.com',
  subject: 'RideBook SOS: Ada Lovelace needs help',
  text: 'Follow the ride live: http://localhost:3000/track/xyz',
};

describe('the Mail page', () => {
  it('lists the kept e-mail newest first, and opens a message to follow its link', async () => {
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/mail': okPage([resetMail, sosMail], { delivery: 'outbox' }),
    });
    const { user } = renderPage(<MailPage />, { path: '/admin/mail' });

    const table = await screen.findByRole('table', { name: 'Mail' });
    await within(table).findByText('ada@example.com');
    expect(
      within(table)
        .getAllByText(/@example\.com$/)
        .map((cell) => cell.textContent),
    ).toEqual(['ada@example.com', 'grace@example.com']);
    expect(screen.getByText(/only administrators can read them/)).toBeTruthy();

    const subject = within(table).getByText('Reset your RideBook password');
    await user.click(subject);
    expect(
      within(table)
        .getByText(/reset-password\?token=abc123/)
        .closest('details')?.open,
    ).toBe(true);
  });

  it('narrows the list to one address, asking only once it is a whole address', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/mail': okPage([resetMail], { delivery: 'outbox' }),
    });
    const { user, router } = renderPage(<MailPage />, { path: '/admin/mail' });
    await screen.findByRole('table', { name: 'Mail' });

    const to = screen.getByLabelText('To');
    await user.type(to, 'ada@');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(api.lastParams('GET /admin/mail')?.to).toBeUndefined();

    await user.type(to, 'example.com');
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
    await screen.findByRole('table', { name: 'Mail' });
    expect(api.lastParams('GET /admin/mail')).toMatchObject({ to: 'ada@example.com' });
    expect(router.state.location.search).toBe('?to=ada%40example.com');
  });

  it('says when e-mail goes through SMTP and nothing is kept', async () => {
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/mail': okPage([], { delivery: 'smtp' }),
    });
    renderPage(<MailPage />, { path: '/admin/mail' });

    expect(
      await screen.findByText('E-mail is sent through the SMTP server (SMTP_URL): none is kept here.'),
    ).toBeTruthy();
    expect(screen.getByText('E-mail goes to the SMTP server.')).toBeTruthy();
  });
});
