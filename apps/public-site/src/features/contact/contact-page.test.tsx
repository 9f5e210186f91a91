import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page.tsx';

afterEach(() => {
  act(() => toast.remove());
});

describe('contact page', () => {
  it('shows the contact details, the form and three side cards', () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We are here to help' })).toBeTruthy();
    expect(screen.getByText('support@ridebook.example')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(aside.querySelectorAll('section')).toHaveLength(3);
    expect(document.title).toBe('Contact us | RideBook');
  });

  it('lists the contact details as a well-formed description list: groups of one term and its details only', () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    const list = document.querySelector('dl')!;
    const groups = [...list.children];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.tagName).toBe('DIV');
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
  });

  it.each(['Call us', 'Start live chat', 'Email support'])(
    '"%s" is a dummy that says so in a toast',
    async (name) => {
      const user = userEvent.setup();
      render(
        <MemoryRouter>
          <ContactPage />
          <Toaster />
        </MemoryRouter>,
      );
      await user.click(screen.getByRole('button', { name }));
      expect(await screen.findByText(`${name} is a demo button: it does not do anything yet.`)).toBeTruthy();
    },
  );
});
