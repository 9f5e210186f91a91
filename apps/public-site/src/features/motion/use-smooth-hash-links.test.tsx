import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';
import { useSmoothHashLinks } from './use-smooth-hash-links.ts';

function Page() {
  useSmoothHashLinks();
  return (
    <>
      <a href="#features">Features</a>
      <a href="/#features">Features from the menu</a>
      <a href="/faq#features">Another page</a>
      <a href="#missing">Missing target</a>
      <section id="features">
        <h2>Features</h2>
      </section>
    </>
  );
}

function preferReducedMotion() {
  stubMatchMedia(() => true);
}

const scrollIntoView = vi.fn();
const scrollSpy = () => scrollIntoView;

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('smooth in-page links', () => {
  it('scrolls smoothly to the target of a link starting with #, focuses it and updates the hash', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('link', { name: 'Features' }));
    expect(scrollSpy()).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollSpy().mock.contexts[0]).toBe(document.getElementById('features'));
    expect(document.activeElement?.id).toBe('features');
    expect(window.location.hash).toBe('#features');
  });

  it('treats "/#features" on the home page as an in-page link', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('link', { name: 'Features from the menu' }));
    expect(scrollSpy()).toHaveBeenCalledOnce();
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('link', { name: 'Features' }));
    expect(scrollSpy()).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('leaves links to other pages and to missing targets alone', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const missing = screen.getByRole('link', { name: 'Missing target' });
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), { once: true });
    await user.click(missing);
    expect(clicks).toEqual([false]);
    expect(scrollSpy()).not.toHaveBeenCalled();
  });
});
