import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { runInThisContext } from 'node:vm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { nextTheme, resolveTheme } from './theme.ts';
import { THEME_STORAGE_KEY, themeInitScript } from './theme-init.ts';
import { ThemeProvider, useTheme } from './theme-provider.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const root = () => document.documentElement;

function Probe() {
  const { theme, resolvedTheme } = useTheme();
  return (
    <p>
      preference:{theme} shown:{resolvedTheme}
    </p>
  );
}

describe('theme resolution', () => {
  it('shows the preference, or the OS preference for system', () => {
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('system', 'light')).toBe('light');
  });

  it('toggles light and dark, and from system to the opposite of the OS preference', () => {
    expect(nextTheme('light', 'dark')).toBe('dark');
    expect(nextTheme('dark', 'dark')).toBe('light');
    expect(nextTheme('system', 'dark')).toBe('light');
    expect(nextTheme('system', 'light')).toBe('dark');
  });
});

describe('ThemeProvider', () => {
  it('defaults to system and puts the OS theme class on the document root', () => {
    installMatchMedia({ dark: true });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('preference:system shown:dark')).toBeInTheDocument();
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
  });

  it('follows the OS preference live while the preference is system', () => {
    const media = installMatchMedia({ dark: false });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(root()).toHaveClass('light');
    act(() => media.setDark(true));
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
  });

  it('keeps an explicit preference when the OS changes', () => {
    const media = installMatchMedia({ dark: false });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => media.setDark(true));
    expect(screen.getByText('preference:light shown:light')).toBeInTheDocument();
    expect(root()).toHaveClass('light');
  });

  it('toggles from system to the opposite of the OS preference and stores the choice', async () => {
    installMatchMedia({ dark: true });
    render(
      <ThemeProvider>
        <ThemeToggle />
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(screen.getByText('preference:light shown:light')).toBeInTheDocument();
    expect(root()).toHaveClass('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root()).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});

describe('ThemeProvider on a prerendered page', () => {
  const page = (
    <ThemeProvider>
      <ThemeToggle />
      <Probe />
    </ThemeProvider>
  );

  it('hydrates what the server rendered, never flips the document to light, then shows the stored dark theme', async () => {
    installMatchMedia({ dark: false });
    const serverHtml = renderToString(page); // the server knows no preference: system, light
    expect(serverHtml).toContain('Switch to dark theme');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runInThisContext(themeInitScript); // the inline bootstrap, before any script
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const classesShown: string[] = [];
    const observer = new MutationObserver((records) => {
      // Each record holds the class before its change: together with the last one, every class the root had.
      for (const record of records) classesShown.push(record.oldValue ?? '');
    });
    observer.observe(root(), { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    const recoverableErrors = vi.fn();

    await act(async () => {
      const reactRoot = hydrateRoot(container, page, { onRecoverableError: recoverableErrors });
      onTestFinished(() => {
        act(() => reactRoot.unmount());
        container.remove();
      });
    });

    for (const record of observer.takeRecords()) classesShown.push(record.oldValue ?? '');
    observer.disconnect();
    classesShown.push(root().className);
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(classesShown.filter((value) => value.includes('light'))).toEqual([]);
    expect(root()).toHaveClass('dark');
    expect(screen.getByText('preference:dark shown:dark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('theme choices', () => {
  it('apply for the page when storage refuses them', async () => {
    installMatchMedia({ dark: false });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(
      <ThemeProvider>
        <ThemeToggle />
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByText('preference:dark shown:dark')).toBeInTheDocument();
    expect(root()).toHaveClass('dark');
    // Once storage takes choices again, the next one is stored and the page's own copy goes (it would otherwise
    // outlive this file: the module is shared by the worker's next files).
    setItem.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(screen.getByText('preference:light shown:light')).toBeInTheDocument();
  });

  it('made in another tab are followed', () => {
    installMatchMedia({ dark: false });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByText('preference:dark shown:dark')).toBeInTheDocument();
    expect(root()).toHaveClass('dark');
  });
});

describe('themeInitScript', () => {
  // Runs the script as the browser would, against jsdom's globals.
  const run = (): void => {
    runInThisContext(themeInitScript);
  };

  it('applies the stored preference before React loads', () => {
    installMatchMedia({ dark: false });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(root()).toHaveClass('dark');
    expect(root().style.colorScheme).toBe('dark');
  });

  it('resolves system (or nothing stored) from the OS preference', () => {
    installMatchMedia({ dark: true });
    run();
    expect(root()).toHaveClass('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    installMatchMedia({ dark: false });
    run();
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('imports no React (it is inlined into index.html)', () => {
    expect(themeInitScript).not.toMatch(/react/i);
    expect(themeInitScript.length).toBeLessThan(600);
  });
});
