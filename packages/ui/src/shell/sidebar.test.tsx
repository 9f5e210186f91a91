import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar.tsx';
import {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  sidebarCookie,
} from './sidebar-state.ts';

function State() {
  const { state, openMobile } = useSidebar();
  return (
    <p>
      desktop:{state} mobile:{openMobile ? 'open' : 'closed'}
    </p>
  );
}

describe('sidebar cookie', () => {
  it('is sidebar_state, for the whole site, lasting 7 days (604800 seconds)', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie(false)).toMatch(/^sidebar_state=false;/);
    expect(sidebarCookie(true)).toContain('max-age=604800');
    expect(sidebarCookie(true)).toContain('path=/');
  });

  it('reads back true, false, or nothing', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
    expect(readSidebarCookie('')).toBeNull();
  });

  it('has the spec widths', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
  });
});

describe('sidebar shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    key: 'b',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  });

  it('is b with Ctrl or Cmd', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ key: 'B', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ key: 'n', ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('SidebarProvider', () => {
  it('toggles with Ctrl+B and Cmd+B and remembers the state in the cookie', () => {
    installMatchMedia({ width: 1280 });
    render(
      <SidebarProvider>
        <State />
      </SidebarProvider>,
    );
    expect(screen.getByText(/desktop:expanded/)).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByText(/desktop:collapsed/)).toBeInTheDocument();
    expect(readSidebarCookie()).toBe(false);

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(screen.getByText(/desktop:expanded/)).toBeInTheDocument();
    expect(readSidebarCookie()).toBe(true);
  });

  it('starts from the remembered state', () => {
    installMatchMedia({ width: 1280 });
    document.cookie = sidebarCookie(false);
    render(
      <SidebarProvider>
        <State />
      </SidebarProvider>,
    );
    expect(screen.getByText(/desktop:collapsed/)).toBeInTheDocument();
  });

  it('on mobile opens a slide-in sheet with its own state, leaving the desktop state alone', async () => {
    installMatchMedia({ width: 390 });
    render(
      <SidebarProvider>
        <Sidebar label="Rider menu">
          <a href="/rider/dashboard">Overview</a>
        </Sidebar>
        <SidebarTrigger />
        <State />
      </SidebarProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText(/desktop:expanded mobile:open/)).toBeInTheDocument();
    expect(readSidebarCookie()).toBeNull();

    act(() => {
      fireEvent.keyDown(document.activeElement ?? window, { key: 'Escape' });
    });
    expect(screen.getByText(/mobile:closed/)).toBeInTheDocument();
  });
});
