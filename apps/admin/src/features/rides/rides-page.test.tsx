import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCity, installFakeApi, ok, okPage } from '@ridebook/api-client/testing';
import { DATE_LIMITS, DATE_MESSAGES } from '@ridebook/validation';
import { anAdmin, aPendingDriver } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { RidesPage } from './rides-page.tsx';

const totals = { totals: { rides: 0, completed: 0, completedFares: [] } };

describe('All Rides', () => {
  it('sends the date range, status, driver and fare range to the API and keeps them in the address', async () => {
    const driver = aPendingDriver();
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/rides': okPage([], totals),
      'GET /admin/drivers': okPage([driver]),
      'GET /admin/riders': okPage([]),
    });
    const { router, user } = renderPage(<RidesPage />, { path: '/admin/rides' });
    expect(await screen.findByText('No rides match')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.selectOptions(await screen.findByLabelText('Driver'), driver.id);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('Fare up to'), '25');

    await waitFor(() =>
      expect(api.lastParams('GET /admin/rides')).toMatchObject({
        status: 'completed',
        driverId: driver.id,
        from: '2026-11-01',
        maxFare: '2500',
      }),
    );
    expect(router.state.location.search).toContain(`driverId=${driver.id}`);
  });

  it('keeps to one city when one is chosen, in the address too, and names its currency in the fare filters', async () => {
    const london = aCity({ id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'London', currency: 'GBP' });
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/rides': okPage([], totals),
      'GET /admin/drivers': okPage([]),
      'GET /admin/riders': okPage([]),
      'GET /cities': ok([aCity(), london]),
    });
    const { router, user } = renderPage(<RidesPage />, { path: '/admin/rides' });
    expect(await screen.findByText('No rides match')).toBeTruthy();
    expect(screen.getByLabelText('Fare from')).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('City'), london.id);

    await waitFor(() => expect(api.lastParams('GET /admin/rides')).toMatchObject({ cityId: london.id }));
    expect(router.state.location.search).toContain(`city=${london.id}`);
    expect(screen.getByLabelText('Fare from (GBP)')).toBeTruthy();
    expect(screen.getByLabelText('Fare up to (GBP)')).toBeTruthy();
  });

  it('says a date outside 2000 to 2100 cannot be used, and does not send it', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/rides': okPage([], totals),
      'GET /admin/drivers': okPage([]),
      'GET /admin/riders': okPage([]),
    });
    renderPage(<RidesPage />, { path: '/admin/rides?to=9999-12-31&from=2026-11-01' });
    expect(await screen.findByText('No rides match')).toBeTruthy();

    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(DATE_MESSAGES.dateOutOfRange)).toBeTruthy();
    expect(to.getAttribute('min')).toBe(DATE_LIMITS.min);
    expect(to.getAttribute('max')).toBe(DATE_LIMITS.max);
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(api.lastParams('GET /admin/rides')).toMatchObject({ from: '2026-11-01' }));
    expect(api.lastParams('GET /admin/rides')).not.toHaveProperty('to');
  });
});
