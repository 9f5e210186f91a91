import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FullPageRedirect } from './full-page-redirect.tsx';

describe('full-page redirect', () => {
  it('replaces the location with the target once and offers a fallback link', () => {
    const navigate = vi.fn();
    render(<FullPageRedirect to="/rider/book-ride" label="the booking page" navigate={navigate} />);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/rider/book-ride');
    expect(screen.getByRole('status').textContent).toContain('Opening the booking page...');
    expect(screen.getByRole('link', { name: 'continue here' }).getAttribute('href')).toBe('/rider/book-ride');
  });
});
