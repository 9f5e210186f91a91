import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok, okPage } from '@ridebook/api-client/testing';
import { aCity, aLondon, anAdmin, anAdminUser, aPendingDriver, LONDON_ID } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { UserListPage } from './user-list-page.tsx';

describe('the admin lists of accounts', () => {
  it('asks the API again when a filter, the search or the sort changes, and keeps them in the address', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/users': okPage([anAdminUser(), aPendingDriver()]),
    });
    const { router, user } = renderPage(<UserListPage scope="users" />, { path: '/admin/users' });

    expect(await screen.findByRole('link', { name: 'Riley Rider' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Users' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Role'), 'driver');
    await waitFor(() =>
      expect(api.lastParams('GET /admin/users')).toMatchObject({ role: 'driver', page: '1' }),
    );

    await user.selectOptions(screen.getByLabelText('Approval'), 'pending');
    await waitFor(() =>
      expect(api.lastParams('GET /admin/users')).toMatchObject({ role: 'driver', approval: 'pending' }),
    );

    await user.type(screen.getByLabelText('Search name, email or phone'), 'dana');
    await waitFor(() =>
      expect(api.lastParams('GET /admin/users')).toMatchObject({ q: 'dana', approval: 'pending' }),
    );

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() =>
      expect(api.lastParams('GET /admin/users')).toMatchObject({ sort: 'name', order: 'asc' }),
    );

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      role: 'driver',
      approval: 'pending',
      q: 'dana',
      sort: 'name',
    });
  });

  it('reads its filters from the address and offers riders no driver filters', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/riders': okPage([anAdminUser({ status: 'blocked' })]),
    });
    renderPage(<UserListPage scope="riders" />, {
      path: '/admin/riders?status=blocked&page=2&approval=pending',
    });

    const table = await screen.findByRole('table', { name: 'Riders' });
    expect(await within(table).findByText('Blocked')).toBeTruthy();
    expect(api.lastParams('GET /admin/riders')).toMatchObject({ status: 'blocked', page: '2' });
    expect(api.lastParams('GET /admin/riders')?.approval).toBeUndefined();
    expect(screen.queryByLabelText('Approval')).toBeNull();
    expect(screen.queryByLabelText('Role')).toBeNull();
  });

  it("shows each driver's city by name", async () => {
    const inCity = (id: string, name: string, cityId: string) =>
      aPendingDriver({ id, name, driver: { ...aPendingDriver().driver!, cityId } });
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /cities': ok([aCity(), aLondon()]),
      'GET /admin/drivers': okPage([
        inCity('00000000-0000-4000-8000-0000000000a1', 'Dana Driver', aCity().id),
        inCity('00000000-0000-4000-8000-0000000000a2', 'Lee London', LONDON_ID),
      ]),
    });
    renderPage(<UserListPage scope="drivers" />, { path: '/admin/drivers' });

    const table = await screen.findByRole('table', { name: 'Drivers' });
    expect(within(table).getByRole('columnheader', { name: 'City' })).toBeTruthy();
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).queryByText(/^(San Francisco|London)$/)?.textContent)).toEqual([
        'San Francisco',
        'London',
      ]);
    });
  });
});
