import {
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PAYOUT_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
} from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

function settingsApi(extra = {}) {
  return installFakeApi({
    'GET /user/me': ok(anAdmin),
    'GET /admin/settings/pricing': ok(DEFAULT_PRICING_SETTINGS),
    'GET /admin/settings/dispatch': ok(DEFAULT_DISPATCH_SETTINGS),
    'GET /admin/settings/payouts': ok(DEFAULT_PAYOUT_SETTINGS),
    ...extra,
  });
}

describe('the settings page', () => {
  it("says what is wrong with a field in the shared schema's words and sends nothing", async () => {
    const api = settingsApi();
    const { user } = renderPage(<SettingsPage />);
    const pricing = await screen.findByRole('form', { name: 'Pricing' });

    await user.clear(within(pricing).getByLabelText(/^Price per km/));
    await user.type(within(pricing).getByLabelText(/^Price per km/), '1.505');
    await user.clear(within(pricing).getByLabelText(/^Commission/));
    await user.type(within(pricing).getByLabelText(/^Commission/), '120');
    await user.clear(within(pricing).getByLabelText(/^Base fare/));
    await user.click(within(pricing).getByRole('button', { name: 'Save pricing' }));

    expect(
      await within(pricing).findByText('Please enter an amount such as 2.50 (at most 2 decimals)'),
    ).toBeTruthy();
    expect(within(pricing).getByText('Must be at most 100')).toBeTruthy();
    expect(within(pricing).getByText('Please check the settings')).toBeTruthy();
    expect(api.callsTo('PUT /admin/settings/pricing')).toHaveLength(0);

    const dispatch = screen.getByRole('form', { name: 'Dispatch' });
    await user.clear(within(dispatch).getByLabelText(/^Search radius steps/));
    await user.type(within(dispatch).getByLabelText(/^Search radius steps/), '3000, 1500');
    await user.click(within(dispatch).getByRole('button', { name: 'Save dispatch' }));
    expect(await within(dispatch).findByText('Search radii must grow step by step')).toBeTruthy();
    expect(api.callsTo('PUT /admin/settings/dispatch')).toHaveLength(0);
  });

  it('shows money in dollars, saves the new per-km price exactly in cents and toasts', async () => {
    const api = settingsApi({
      'PUT /admin/settings/pricing': ({ body }: { body: unknown }) => ok(body),
    });
    const { user } = renderPage(<SettingsPage />);
    const pricing = await screen.findByRole('form', { name: 'Pricing' });
    const perKm = within(pricing).getByLabelText<HTMLInputElement>(/^Price per km/);
    expect(perKm.value).toBe('1.10');
    expect(within(pricing).getByLabelText<HTMLInputElement>(/^Base fare/).value).toBe('2.50');
    await user.clear(perKm);
    await user.type(perKm, '1.29');
    expect(within(pricing).getByText('In USD: $1.29')).toBeTruthy();
    await user.click(within(pricing).getByRole('button', { name: 'Save pricing' }));

    expect(await screen.findByText('Pricing saved. New quotes use it now.')).toBeTruthy();
    expect(api.callsTo('PUT /admin/settings/pricing')[0]?.body).toEqual({
      ...DEFAULT_PRICING_SETTINGS,
      perKm: 129,
    });
  });

  it("shows the API's refusal on the field it names", async () => {
    settingsApi({
      'PUT /admin/settings/dispatch': failure(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please check the settings',
        errors: [{ path: 'offerTimeoutSeconds', message: 'Must be at least 5' }],
      }),
    });
    const { user } = renderPage(<SettingsPage />);
    const dispatch = await screen.findByRole('form', { name: 'Dispatch' });
    await user.click(within(dispatch).getByRole('button', { name: 'Save dispatch' }));

    const countdown = within(dispatch).getByLabelText(/^Offer countdown/);
    await waitFor(() => expect(countdown.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (countdown.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContainEqual(
      expect.stringContaining('Must be at least 5'),
    );
  });

  it('saves the weekly payout day and the cash-out fee in cents, refusing a day that is not one', async () => {
    const api = settingsApi({
      'PUT /admin/settings/payouts': ({ body }: { body: unknown }) => ok(body),
    });
    const { user } = renderPage(<SettingsPage />);
    const payouts = await screen.findByRole('form', { name: 'Payouts' });
    const day = within(payouts).getByLabelText(/^Weekly payout day/);
    const fee = within(payouts).getByLabelText(/^Cash-out fee/);
    expect((fee as HTMLInputElement).value).toBe('0.50');
    expect(within(payouts).getByText('Monday')).toBeTruthy();

    await user.clear(day);
    await user.type(day, '9');
    await user.click(within(payouts).getByRole('button', { name: 'Save payouts' }));
    expect(await within(payouts).findByText('Please choose a weekday')).toBeTruthy();
    expect(api.callsTo('PUT /admin/settings/payouts')).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '5');
    await user.clear(fee);
    await user.type(fee, '0.75');
    expect(within(payouts).getByText('Friday')).toBeTruthy();
    await user.click(within(payouts).getByRole('button', { name: 'Save payouts' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/settings/payouts')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/settings/payouts')[0]?.body).toEqual({
      weeklyPayoutWeekday: 5,
      instantPayoutFee: 75,
    });
  });
});
