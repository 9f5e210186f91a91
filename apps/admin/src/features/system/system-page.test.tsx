import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeReply } from '@ridebook/api-client/testing';
import { ADMIN_SYSTEM_REFRESH_MS } from '@ridebook/api-client';
import type { AdminSystemResponse, SystemSample } from '@ridebook/validation';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { SystemPage } from './system-page.tsx';

const sample: SystemSample = {
  at: '2026-11-27T10:00:05.000Z',
  requestsPerSecond: 12.4,
  p95LatencyMs: 38,
  websockets: { rider: 3, driver: 5, admin: 1 },
  offers: { sent: 4, accepted: 2, expired: 1 },
  eventLoopLagMs: 11,
};

const status: AdminSystemResponse = {
  checks: { database: 'ok', redis: 'failed', migrations: 'ok' },
  adapters: { database: 'postgres', events: 'redis', mail: 'smtp', storage: 's3', payments: 'stripe' },
  processes: [
    {
      id: 'p1',
      host: 'api-1',
      pid: 4101,
      version: '0.1.0',
      startedAt: '2026-11-27T09:00:00.000Z',
      lastSeenAt: '2026-11-27T10:00:05.000Z',
      isCurrent: true,
    },
    {
      id: 'p2',
      host: 'api-2',
      pid: 4202,
      version: '0.1.0',
      startedAt: '2026-11-27T09:05:00.000Z',
      lastSeenAt: '2026-11-27T10:00:04.000Z',
      isCurrent: false,
    },
  ],
  samples: [sample],
  sampleSeconds: 5,
};

/** The endpoint answers the status itself, not wrapped in `data`. */
const answer = (body: AdminSystemResponse): FakeReply => ({ status: 200, body });
const signedIn: FakeReply = { status: 200, body: { data: anAdmin } };

describe('the System page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each dependency's health, the adapters in use, the processes online and the charts", async () => {
    installFakeApi({ 'GET /user/me': signedIn, 'GET /admin/system': answer(status) });
    renderPage(<SystemPage />, { path: '/admin/system' });

    const checks = await screen.findByLabelText('Health');
    expect(within(checks).getByText('Database').nextSibling?.textContent).toBe('Answering');
    expect(within(checks).getByText('Redis').nextSibling?.textContent).toBe('Not answering');
    expect(within(checks).getByText('Migrations').nextSibling?.textContent).toBe('All applied');
    const adapters = screen.getByLabelText('Adapters in use');
    expect(within(adapters).getByText('Mail').nextSibling?.textContent).toBe('SMTP');
    expect(within(adapters).getByText('Payments').nextSibling?.textContent).toBe('Stripe');

    const processes = screen.getByRole('list', { name: 'API processes' });
    const items = within(processes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('api-1 · pid 4101'),
      expect.stringContaining('api-2 · pid 4202'),
    ]);
    expect(within(items[0]!).getByText('Answered this page')).toBeTruthy();
    expect(within(items[1]!).queryByText('Answered this page')).toBeNull();

    for (const chart of ['Requests per second', 'Latency (p95)', 'WebSocket connections', 'Dispatch offers'])
      expect(await screen.findByRole('heading', { name: chart })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Event-loop lag (p99)' })).toBeTruthy();
  });

  it('refreshes itself, and keeps the last status with a warning when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let next = answer(status);
    const api = installFakeApi({ 'GET /user/me': signedIn, 'GET /admin/system': () => next });
    renderPage(<SystemPage />, { path: '/admin/system' });
    const processes = await screen.findByRole('list', { name: 'API processes' });
    expect(within(processes).getAllByRole('listitem')).toHaveLength(2);

    // The second process stopped: the next refresh no longer lists it.
    next = answer({ ...status, processes: status.processes.slice(0, 1) });
    await vi.advanceTimersByTimeAsync(ADMIN_SYSTEM_REFRESH_MS);
    await waitFor(() => expect(within(processes).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('GET /admin/system')).toHaveLength(2);

    next = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Unavailable' } } };
    // The refresh, then the query client's retries of a 503.
    await vi.advanceTimersByTimeAsync(ADMIN_SYSTEM_REFRESH_MS + 30_000);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^The last refresh failed/),
    );
    expect(within(processes).getAllByRole('listitem')).toHaveLength(1);
  });
});
