import { MESSAGES } from '@ridebook/validation';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS } from '../../config/marketing.ts';
import { ContactForm } from './contact-form.tsx';
import type { SendContactMessage } from './send-contact-message.ts';

afterEach(() => {
  act(() => toast.remove());
});

function renderForm(send?: SendContactMessage) {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm {...(send ? { send } : {})} />
      <Toaster />
    </>,
  );
  return user;
}

/** The form's own live region (the toast has role="status" too). */
const formStatus = () => within(screen.getByRole('form', { name: 'Send us a message' })).getByRole('status');

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Priya Raman');
  await user.type(field('Email'), 'priya@example.com');
  await user.type(field('Subject'), 'Lost umbrella');
  await user.selectOptions(field('Category'), 'rider');
  await user.type(field('Message'), 'I left a blue umbrella in the car this morning.');
}

describe('contact form', () => {
  it('shows a visible Name field along with email, subject, category and message', () => {
    renderForm();
    for (const label of ['Name', 'Email', 'Subject', 'Category', 'Message'])
      expect(field(label)).toBeTruthy();
    const categories = Array.from((field('Category') as unknown as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(categories).toEqual(['general', 'rider', 'driver', 'technical', 'billing', 'partnership']);
  });

  it('shows no message before the first submit', async () => {
    const user = renderForm();
    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
  });

  it('shows the spec messages for every empty required field on submit', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.subjectRequired,
      MESSAGES.messageRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(MESSAGES.nameRequired).toBe('Name is required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').getAttribute('aria-describedby')).toBe(screen.getByText('Name is required').id);
    expect(document.activeElement).toBe(field('Name'));
  });

  it('checks the email format and the message length after trimming', async () => {
    const user = renderForm();
    await user.type(field('Email'), 'priya@');
    await user.type(field('Message'), '   too short   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
  });

  it('clears a field’s error as soon as that field is edited, and only that one', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();

    await user.type(field('Subject'), 'H');
    expect(screen.queryByText('Subject is required')).toBeNull();
    expect(field('Subject').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
  });

  it('says "Sending..." for 1.5 s, then clears the form and shows the success alert', async () => {
    vi.useFakeTimers();
    renderForm();
    // fireEvent rather than user-event: Testing Library's async wrapper waits on a real timer it cannot see faked.
    fireEvent.change(field('Name'), { target: { value: 'Priya Raman' } });
    fireEvent.change(field('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'Lost umbrella' } });
    fireEvent.change(field('Category'), { target: { value: 'rider' } });
    fireEvent.change(field('Message'), {
      target: { value: 'I left a blue umbrella in the car this morning.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // Formik validates asynchronously: let its promises settle without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));

    const sending = screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(sending.disabled).toBe(true);
    expect(formStatus().textContent).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(formStatus().textContent).toBe(
      "Thank you for contacting us! We'll get back to you within 24 hours.",
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).value).toBe('');
    expect(field('Category').value).toBe('general');
  });

  it('tells the visitor that the send button is a demo', async () => {
    const user = renderForm(() => Promise.resolve());
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Send Message is a demo button: it does not do anything yet.'),
    ).toBeTruthy();
  });

  it('shows the error alert and keeps what was typed when sending fails', async () => {
    const user = renderForm(() => Promise.reject(new Error('offline')));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error sending your message. Please try again.',
    );
    expect(field('Subject').value).toBe('Lost umbrella');
  });
});
