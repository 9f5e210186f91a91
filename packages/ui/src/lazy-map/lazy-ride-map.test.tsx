import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyRideMap } from './lazy-ride-map.tsx';

vi.mock('@ridebook/ui/map', () => ({
  ConfiguredRideMap: ({ 'aria-label': label }: { 'aria-label'?: string }) => (
    <div role="region" aria-label={label} />
  ),
}));

describe('LazyRideMap', () => {
  it('says in words that the map is loading, without a status box the size of the map, then shows it', async () => {
    render(<LazyRideMap aria-label="Ride map" className="h-full rounded-none" />);
    const status = screen.getByRole('status');
    // A live region reads its text, not an aria-label: the words are its content.
    expect(status).toHaveTextContent('Loading the map…');
    expect(status).toHaveClass('sr-only');
    expect(status.parentElement).not.toHaveAttribute('role');
    expect(await screen.findByRole('region', { name: 'Ride map' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the map…')).toBeNull();
  });
});
