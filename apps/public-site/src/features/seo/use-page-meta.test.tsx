import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, usePageMeta } from './use-page-meta.ts';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

describe('usePageMeta', () => {
  it('sets the document title and the meta description, and follows changes', () => {
    const { rerender } = render(<Page title="About us" description="Who we are." />);
    expect(document.title).toBe('About us | RideBook');
    const meta = document.head.querySelectorAll('meta[name="description"]');
    expect(meta).toHaveLength(1);
    expect(meta[0]?.getAttribute('content')).toBe('Who we are.');

    rerender(<Page title="FAQ" description="Answers." />);
    expect(document.title).toBe('FAQ | RideBook');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Answers.');
  });

  it('does not repeat the product name', () => {
    expect(formatPageTitle('RideBook: safe rides')).toBe('RideBook: safe rides');
  });
});
