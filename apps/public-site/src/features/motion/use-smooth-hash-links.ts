import { useEffect } from 'react';
import { prefersReducedMotion } from './use-prefers-reduced-motion.ts';

/** The element an in-page link points at, or null when the link leaves the page or its target is missing. */
export function inPageTarget(anchor: HTMLAnchorElement, location: Location): HTMLElement | null {
  const href = anchor.getAttribute('href');
  if (!href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  const isSamePage =
    url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
  if (!isSamePage || url.hash.length <= 1) return null;
  return document.getElementById(decodeURIComponent(url.hash.slice(1)));
}

/** Scrolls to an element (smoothly unless reduced motion is asked for) and moves keyboard focus to it. */
export function scrollToElement(target: HTMLElement): void {
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function handleClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!(event.target instanceof Element)) return;
  const anchor = event.target.closest('a');
  if (!anchor) return;
  const target = inPageTarget(anchor, window.location);
  if (!target) return;
  // Captured before React's own handlers, so a router link to "#id" on the same page scrolls instead of navigating.
  event.preventDefault();
  scrollToElement(target);
  // Keep the router's history entry and only change the hash, so Back still leaves the page.
  window.history.replaceState(window.history.state, '', `#${target.id}`);
}

/**
 * Every link that points into the current page ("#features", or "/#features" while on "/") scrolls smoothly
 * to its target (seed spec section 2). One document-level listener covers the navbar, the footer and the pages.
 */
export function useSmoothHashLinks(): void {
  useEffect(() => {
    document.addEventListener('click', handleClick, { capture: true });
    return () => document.removeEventListener('click', handleClick, { capture: true });
  }, []);
}
