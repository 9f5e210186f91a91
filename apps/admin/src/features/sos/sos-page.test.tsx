import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket, installFakeApi, ok, okPage } from '@ridebook/api-client/testing';
import { anAdmin, anSosAlert } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { SosPage } from './sos-page.tsx';

describe('the SOS alerts page', () => {
  it('subscribes to live operations and shows a new SOS the moment the socket reports it', async () => {
    const first = anSosAlert();
    const api = installFakeApi({ 'GET /user/me': ok(anAdmin), 'GET /admin/sos': okPage([first]) });
    renderPage(<SosPage />, { path: '/admin/sos' });
    const list = await screen.findByRole('list', { name: 'SOS alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.messages).toContainEqual({ type: 'subscribe', topic: 'ops' });

    const raised = anSosAlert({
      id: '00000000-0000-4000-8000-0000000000a2',
      role: 'driver',
      message: 'Passenger is aggressive',
      user: { id: '00000000-0000-4000-8000-000000000009', name: 'Sam Driver', phone: '+1 (555) 010-0999' },
    });
    api.responders['GET /admin/sos'] = okPage([raised, first]);
    act(() => socket.receive({ type: 'sos.raised', alert: raised }));

    expect(await within(list).findByText('“Passenger is aggressive”')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('SOS from Sam Driver (driver). Open the SOS alerts page.')).toBeTruthy();
    expect(api.lastParams('GET /admin/sos')).toMatchObject({ status: 'open' });
  });

  it('acknowledges an open alert and resolves it only with what was done', async () => {
    const alert = anSosAlert();
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/sos': okPage([alert]),
      [`POST /admin/sos/${alert.id}/acknowledge`]: ok({ ...alert, status: 'acknowledged' }),
      [`POST /admin/sos/${alert.id}/resolve`]: ok({ ...alert, status: 'resolved' }),
    });
    const { user } = renderPage(<SosPage />, { path: '/admin/sos' });

    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(/Alert acknowledged/)).toBeTruthy();
    expect(api.callsTo(`POST /admin/sos/${alert.id}/acknowledge`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Please describe how the alert was resolved')).toBeTruthy();
    await user.type(screen.getByLabelText('Resolution'), 'Called the rider; they are safe');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('Alert resolved.')).toBeTruthy();
    expect(api.callsTo(`POST /admin/sos/${alert.id}/resolve`)[0]?.body).toEqual({
      resolution: 'Called the rider; they are safe',
    });
  });
});
