import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRiderUser, failure, type FakeReply, installFakeApi } from '@ridebook/api-client/testing';
import { installMatchMedia } from '../../test/match-media.ts';
import type { Role } from '../shell/roles.ts';
import { notify } from '../toast/notify.ts';
import { aDriver, appLinksFor, renderRoutes } from '../../test/account-support.tsx';
import { ProfilePage } from './profile-page.tsx';
import { PROFILE_MESSAGES } from './profile-form-support.ts';

type Responders = Parameters<typeof installFakeApi>[0];

function renderProfile(role: Role, responders: Responders) {
  const api = installFakeApi(responders);
  renderRoutes([{ path: `/${role}/profile`, element: <ProfilePage role={role} /> }], {
    route: `/${role}/profile`,
    appLinks: appLinksFor(role),
  });
  return api;
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });

function section(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  installMatchMedia();
});

describe('ProfilePage', () => {
  it("shows a rider's details, the e-mail read-only, and no vehicle", async () => {
    renderProfile('rider', { 'GET /user/me': ok({ data: aRiderUser() }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Riley Rider');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+1 (555) 010-0200');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('rider@ridebook.demo');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Vehicle model/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vehicle' })).not.toBeInTheDocument();
    expect(within(section('Personal details')).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('checks the name and phone as they are typed', async () => {
    renderProfile('rider', { 'GET /user/me': ok({ data: aRiderUser() }) });
    const name = await screen.findByLabelText(/^Full name/);
    const phone = screen.getByLabelText(/^Phone number/);
    const save = within(section('Personal details')).getByRole('button', { name: 'Save Changes' });

    await userEvent.clear(name);
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(name, 'R');
    expect(await screen.findByText(MESSAGES.nameMin)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('saves the name and phone, trimmed, and says so', async () => {
    const { requests } = renderProfile('rider', {
      'GET /user/me': ok({ data: aRiderUser() }),
      'PATCH /user/me': ({ body }) => ok({ data: aRiderUser(body as object) }),
    });
    const success = vi.spyOn(notify, 'success');
    const name = await screen.findByLabelText(/^Full name/);

    await userEvent.clear(name);
    await userEvent.type(name, '  Riley R. Rider ');
    await userEvent.click(within(section('Personal details')).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PROFILE_MESSAGES.detailsSaved));
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Riley R. Rider',
      phone: '+1 (555) 010-0200',
    });
  });

  it("shows the API's message and its field errors on the fields", async () => {
    renderProfile('rider', {
      'GET /user/me': ok({ data: aRiderUser() }),
      'PATCH /user/me': failure(400, {
        message: MESSAGES.validationFailed,
        code: ERROR_CODES.VALIDATION_FAILED,
        errors: [{ path: 'phone', message: MESSAGES.phoneInvalid }],
      }),
    });
    const error = vi.spyOn(notify, 'error');
    const phone = await screen.findByLabelText(/^Phone number/);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 555 999 0000');
    await userEvent.click(within(section('Personal details')).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.validationFailed, undefined));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a driver's vehicle with its approval status and the warning about approval", async () => {
    renderProfile('driver', { 'GET /user/me': ok({ data: aDriver('approved') }) });

    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByText('Approved')).toBeInTheDocument();
    expect(within(vehicle).getByRole('note')).toHaveTextContent('sends your account back for approval');
    expect(within(vehicle).getByLabelText(/^Vehicle model/)).toHaveValue('Toyota Prius');
    expect(within(vehicle).getByLabelText(/^License plate/)).toHaveValue('RB-2048');
  });

  it('tells a rejected driver that correcting the vehicle sends the application for review again', async () => {
    renderProfile('driver', { 'GET /user/me': ok({ data: aDriver('rejected') }) });

    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByText('Not approved')).toBeInTheDocument();
    expect(within(vehicle).getByRole('note')).toHaveTextContent('sends your application for review again');
  });

  it('checks and saves the vehicle, and tells an approved driver they are back in review', async () => {
    const { requests } = renderProfile('driver', {
      'GET /user/me': ok({ data: aDriver('approved') }),
      'PATCH /user/me': ({ body }) => {
        const { vehicleModel, vehiclePlate } = body as { vehicleModel: string; vehiclePlate: string };
        return ok({
          data: { ...aDriver('pending'), driver: { vehicleModel, vehiclePlate, approvalStatus: 'pending' } },
        });
      },
    });
    const success = vi.spyOn(notify, 'success');
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    const plate = within(vehicle).getByLabelText(/^License plate/);

    await userEvent.clear(plate);
    await userEvent.type(plate, 'RB 20!');
    await userEvent.tab();
    expect(await within(vehicle).findByText(MESSAGES.vehiclePlateRequired)).toBeInTheDocument();
    expect(within(vehicle).getByRole('button', { name: 'Update Vehicle' })).toBeDisabled();

    await userEvent.clear(plate);
    await userEvent.type(plate, 'rb-9000');
    await userEvent.click(within(vehicle).getByRole('button', { name: 'Update Vehicle' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PROFILE_MESSAGES.vehicleSavedPending));
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'RB-9000',
    });
  });

  it('changes the password: disabled until valid, each rule shown, then cleared', async () => {
    const { requests } = renderProfile('admin', {
      'GET /user/me': ok({ data: aRiderUser({ role: 'admin', name: 'Avery Admin' }) }),
      'POST /auth/change-password': ok({ message: MESSAGES.passwordChanged }),
    });
    const success = vi.spyOn(notify, 'success');
    const form = await screen.findByRole('region', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change Password' });
    const current = within(form).getByLabelText(/^Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const confirm = within(form).getByLabelText(/^Confirm new password/);
    expect(submit).toBeDisabled();
    expect(within(form).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);

    await userEvent.type(current, 'RideBook123');
    await userEvent.type(next, 'short');
    await userEvent.tab();
    expect(await within(form).findByText(MESSAGES.passwordMin)).toBeInTheDocument();

    await userEvent.clear(next);
    await userEvent.type(next, 'NewSecret99');
    await userEvent.type(confirm, 'NewSecret98');
    await userEvent.tab();
    expect(await within(form).findByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'NewSecret99');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.passwordChanged));
    expect(requests.find((request) => request.url === '/auth/change-password')?.body).toEqual({
      currentPassword: 'RideBook123',
      newPassword: 'NewSecret99',
      confirmPassword: 'NewSecret99',
    });
    await waitFor(() => expect(current).toHaveValue(''));
    expect(submit).toBeDisabled();
  });

  it('shows a wrong current password on its field', async () => {
    renderProfile('rider', {
      'GET /user/me': ok({ data: aRiderUser() }),
      'POST /auth/change-password': failure(400, {
        message: MESSAGES.currentPasswordIncorrect,
        code: ERROR_CODES.VALIDATION_FAILED,
        errors: [{ path: 'currentPassword', message: MESSAGES.currentPasswordIncorrect }],
      }),
    });
    const error = vi.spyOn(notify, 'error');
    const form = await screen.findByRole('region', { name: 'Change password' });

    await userEvent.type(within(form).getByLabelText(/^Current password/), 'Wrong1234');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'NewSecret99');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'NewSecret99');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.currentPasswordIncorrect, undefined));
    expect(within(form).getByText(MESSAGES.currentPasswordIncorrect)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
