import { MESSAGES, SAFETY_MESSAGES, type EmergencyContact } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { CONTACT_TOASTS } from './emergency-contacts.tsx';

const AT = '2026-03-01T10:00:00.000Z';

function aContact(index: number, overrides: Partial<EmergencyContact> = {}): EmergencyContact {
  return {
    id: `0b9d7c2e-6f4a-4d3b-9a1c-2e3f4a5b6c7${index}`,
    name: `Contact ${index}`,
    email: `contact${index}@example.com`,
    phone: null,
    relationship: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** The contacts API over a list it keeps, as the real one does (blank optional fields are stored as null). */
function contactsApi(initial: EmergencyContact[] = []) {
  const server = { contacts: [...initial], next: initial.length + 1 };
  const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
  const api = installFakeApi({
    ...signedInRoutes(),
    'GET /user/me/emergency-contacts': () => ok(server.contacts),
    'POST /user/me/emergency-contacts': (request) => {
      const body = request.body as Record<string, string>;
      const contact = aContact(server.next++, {
        name: body.name,
        email: body.email,
        phone: blankToNull(body.phone) as string | null,
        relationship: blankToNull(body.relationship) as string | null,
      });
      server.contacts.push(contact);
      return ok(contact);
    },
  });
  for (const contact of initial) {
    api.responders[`PATCH /user/me/emergency-contacts/${contact.id}`] = (request) => {
      const body = request.body as Record<string, string>;
      const index = server.contacts.findIndex((c) => c.id === contact.id);
      const updated = {
        ...server.contacts[index]!,
        ...body,
        phone: blankToNull(body.phone) as string | null,
        relationship: blankToNull(body.relationship) as string | null,
      };
      server.contacts[index] = updated;
      return ok(updated);
    };
    api.responders[`DELETE /user/me/emergency-contacts/${contact.id}`] = () => {
      server.contacts = server.contacts.filter((c) => c.id !== contact.id);
      return { status: 200, body: { message: SAFETY_MESSAGES.contactRemoved } };
    };
  }
  return api;
}

const safety = () => screen.findByRole('region', { name: 'Safety' });

describe('Settings -> Safety on the profile page', () => {
  it('keeps the shared profile and adds a contact, checked by the shared rules first', async () => {
    const api = contactsApi();
    const { user } = renderApp(paths.profile);

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    const section = await safety();
    expect(await within(section).findByText(/No emergency contacts yet/)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Add emergency contact' }));
    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    expect(await within(section).findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(within(section).getByText(MESSAGES.emailRequired)).toBeTruthy();
    await user.type(within(section).getByLabelText(/^Full name/), 'Grace Hopper');
    await user.type(within(section).getByLabelText(/^Email/), 'grace@');
    await user.type(within(section).getByLabelText('Phone (optional)'), 'call me');
    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    expect(await within(section).findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(within(section).getByText(MESSAGES.phoneInvalid)).toBeTruthy();
    expect(api.callsTo('POST /user/me/emergency-contacts')).toHaveLength(0);

    await user.type(within(section).getByLabelText(/^Email/), 'example.com');
    await user.clear(within(section).getByLabelText('Phone (optional)'));
    await user.type(within(section).getByLabelText('Relationship (optional)'), 'Sister');
    await user.click(within(section).getByRole('button', { name: 'Add contact' }));

    expect(await screen.findByText(CONTACT_TOASTS.added)).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Emergency contacts' });
    expect(within(list).getByText('Grace Hopper')).toBeTruthy();
    expect(within(list).getByText('· Sister')).toBeTruthy();
    expect(api.callsTo('POST /user/me/emergency-contacts').map((request) => request.body)).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.com', phone: '', relationship: 'Sister' },
    ]);
  });

  it('edits a contact and removes another after asking', async () => {
    const api = contactsApi([aContact(1), aContact(2)]);
    const { user } = renderApp(paths.profile);
    const section = await safety();

    await user.click(await within(section).findByRole('button', { name: 'Edit Contact 1' }));
    const name = within(section).getByLabelText<HTMLInputElement>(/^Full name/);
    expect(name.value).toBe('Contact 1');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(section).getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText(CONTACT_TOASTS.updated)).toBeTruthy();
    expect(await within(section).findByText('Ada Lovelace')).toBeTruthy();
    expect(api.callsTo(`PATCH /user/me/emergency-contacts/${aContact(1).id}`)[0]?.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'contact1@example.com',
    });

    await user.click(within(section).getByRole('button', { name: 'Remove Contact 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Contact 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove contact' }));
    expect(await screen.findByText(SAFETY_MESSAGES.contactRemoved)).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('Contact 2')).toBeNull());
    expect(api.callsTo(`DELETE /user/me/emergency-contacts/${aContact(2).id}`)).toHaveLength(1);
  });

  it('stops at five contacts, as the API does', async () => {
    contactsApi([1, 2, 3, 4, 5].map((index) => aContact(index)));
    renderApp(paths.profile);
    const section = await safety();

    expect(await within(section).findByText(SAFETY_MESSAGES.contactLimit)).toBeTruthy();
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Add emergency contact' }).disabled,
    ).toBe(true);
  });

  it('toasts the API’s reason when a contact is refused', async () => {
    const api = contactsApi();
    api.responders['POST /user/me/emergency-contacts'] = () =>
      failure(409, { code: 'EMERGENCY_CONTACT_LIMIT', message: SAFETY_MESSAGES.contactLimit });
    const { user } = renderApp(paths.profile);
    const section = await safety();

    await user.click(await within(section).findByRole('button', { name: 'Add emergency contact' }));
    await user.type(within(section).getByLabelText(/^Full name/), 'Grace Hopper');
    await user.type(within(section).getByLabelText(/^Email/), 'grace@example.com');
    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText(SAFETY_MESSAGES.contactLimit)).toBeTruthy();
    // The form stays open with what was typed.
    expect(within(section).getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Grace Hopper');
  });
});
