import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state.ts';

/** The hook on a page at `url`, with the address it leads to. */
function renderUrlState(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => ({ ...useUrlState(), location: useLocation() }), { wrapper });
  return { hook, search: () => hook.result.current.location.search, router: () => router! };
}

describe('useUrlState', () => {
  it('keeps every change made before the page renders again (a driver chosen, then two dates typed at once)', () => {
    const { hook, search } = renderUrlState('/admin/rides?status=completed&page=3');
    act(() => {
      const { update } = hook.result.current;
      update({ driverId: 'd-1' });
      update({ from: '2026-11-27' });
      update({ to: '2026-11-27' });
    });
    expect(new URLSearchParams(search())).toEqual(
      new URLSearchParams({ status: 'completed', driverId: 'd-1', from: '2026-11-27', to: '2026-11-27' }),
    );
  });

  it('removes blank keys and keeps the page only when the change is the page', () => {
    const { hook, search } = renderUrlState('/admin/rides?status=completed&q=ana');
    act(() => hook.result.current.update({ page: 2 }));
    expect(search()).toBe('?status=completed&q=ana&page=2');
    act(() => hook.result.current.update({ q: '' }));
    expect(search()).toBe('?status=completed');
    expect(hook.result.current.read('status')).toBe('completed');
  });

  it('starts from the address after Back, not from a change made before it', async () => {
    const { hook, search, router } = renderUrlState('/admin/rides?status=completed');
    act(() => hook.result.current.update({ status: 'cancelled' }));
    expect(search()).toBe('?status=cancelled');
    await act(() => router().navigate(-1));
    expect(search()).toBe('?status=completed');
    act(() => hook.result.current.update({ to: '2026-11-27' }));
    expect(search()).toBe('?status=completed&to=2026-11-27');
  });
});
