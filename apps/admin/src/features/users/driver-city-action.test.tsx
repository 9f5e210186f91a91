import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { CITY_MESSAGES } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCity, aLondon, anAdmin, aPendingDriver, LONDON_ID } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { DriverCityAction } from './driver-city-action.tsx';

const sfId = aCity().id;
const driver = aPendingDriver({
  driver: {
    vehicleModel: 'Kia Niro',
    vehiclePlate: 'KN-4521',
    approvalStatus: 'approved',
    approvalReason: null,
    online: false,
    cityId: sfId,
  },
});
const moved = { ...driver, driver: { ...driver.driver!, cityId: LONDON_ID } };

describe("changing a driver's city", () => {
  it("asks first, keeps the dialog open with the API's refusal, then moves the driver", async () => {
    let answer = failure(409, { code: 'DRIVER_BUSY', message: CITY_MESSAGES.driverOnline });
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /cities': ok([aCity(), aLondon()]),
      [`PUT /admin/drivers/${driver.id}/city`]: () => answer,
    });
    const { user } = renderPage(<DriverCityAction user={driver} />);

    await user.click(await screen.findByRole('button', { name: 'Change city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Dana Driver to another city?' });
    expect(within(dialog).getByText(/Dana Driver drives in San Francisco now/)).toBeTruthy();
    const select = within(dialog).getByLabelText<HTMLSelectElement>(/^City/);
    expect(select.value).toBe(sfId);

    // The same city is not a move: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move driver' }));
    expect(await within(dialog).findByText('Please choose another city')).toBeTruthy();
    expect(api.callsTo(`PUT /admin/drivers/${driver.id}/city`)).toHaveLength(0);

    await user.selectOptions(select, 'London');
    await user.click(within(dialog).getByRole('button', { name: 'Move driver' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CITY_MESSAGES.driverOnline);
    expect(api.callsTo(`PUT /admin/drivers/${driver.id}/city`)[0]?.body).toEqual({ cityId: LONDON_ID });

    answer = ok(moved);
    await user.click(within(dialog).getByRole('button', { name: 'Move driver' }));
    expect(await screen.findByText('Dana Driver now drives in London.')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(api.callsTo(`PUT /admin/drivers/${driver.id}/city`)).toHaveLength(2);
  });

  it('is offered for drivers only', async () => {
    installFakeApi({ 'GET /user/me': ok(anAdmin), 'GET /cities': ok([aCity()]) });
    renderPage(<DriverCityAction user={{ ...driver, role: 'rider', driver: null }} />);
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('button', { name: 'Change city' })).toBeNull();
  });
});
