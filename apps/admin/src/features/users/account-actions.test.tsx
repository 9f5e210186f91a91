import { screen, waitFor } from '@testing-library/react';
import { ADMIN_USER_MESSAGES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { anAdmin, anAdminUser, aPendingDriver } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { BlockActions, DriverApprovalActions } from './account-actions.tsx';

const rider = anAdminUser();

describe('blocking and approving accounts', () => {
  it('will not block without a reason, then blocks with one and says so', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      [`POST /admin/users/${rider.id}/block`]: ok({ ...rider, status: 'blocked', statusReason: 'Fraud' }),
    });
    const { user } = renderPage(<BlockActions user={rider} />);

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Riley Rider?' });
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.reasonRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Reason'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.reasonTooShort)).toBeTruthy();
    expect(api.callsTo(`POST /admin/users/${rider.id}/block`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), 'Fraudulent payments');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Riley Rider is blocked. Their sessions have ended.')).toBeTruthy();
    expect(api.callsTo(`POST /admin/users/${rider.id}/block`)[0]?.body).toEqual({
      reason: 'Fraudulent payments',
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('keeps the dialog open and toasts the API refusal', async () => {
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      [`POST /admin/users/${rider.id}/block`]: failure(409, {
        code: 'USER_STATUS_CONFLICT',
        message: ADMIN_USER_MESSAGES.alreadyBlocked,
      }),
    });
    const { user } = renderPage(<BlockActions user={rider} />);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.type(screen.getByLabelText('Reason'), 'Fraudulent payments');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByText(ADMIN_USER_MESSAGES.alreadyBlocked)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Block Riley Rider?' })).toBeTruthy();
  });

  it('offers a pending driver approve and reject only; a rejection needs a reason', async () => {
    const driver = aPendingDriver();
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      [`POST /admin/drivers/${driver.id}/reject`]: ok(driver),
    });
    const { user } = renderPage(<DriverApprovalActions user={driver} />);

    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reinstate' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo(`POST /admin/drivers/${driver.id}/reject`)).toHaveLength(0);
  });

  it('approves a pending driver without a note', async () => {
    const driver = aPendingDriver();
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      [`POST /admin/drivers/${driver.id}/approve`]: ok(driver),
    });
    const { user } = renderPage(<DriverApprovalActions user={driver} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('Dana Driver is approved; going online also needs their documents approved.'),
    ).toBeTruthy();
    expect(api.callsTo(`POST /admin/drivers/${driver.id}/approve`)).toHaveLength(1);
  });
});
