import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { MapSheetLayout } from './map-sheet-layout.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MapSheetLayout', () => {
  it('keeps what the panel holds and the map itself when the screen crosses 768 px, both ways', async () => {
    const media = installMatchMedia({ width: 390 });
    const mapMounts = vi.fn<() => void>();
    function FakeMap({ bottom }: { bottom: number }) {
      useEffect(() => {
        mapMounts();
      }, []);
      return <div data-testid="map" data-bottom={bottom} />;
    }
    render(
      <MapSheetLayout label="Book a ride" map={({ bottom }) => <FakeMap bottom={bottom} />}>
        <label>
          Note for the driver
          <input />
        </label>
      </MapSheetLayout>,
    );
    // A phone: the panel is the sheet, with its handle.
    expect(screen.getByRole('button', { name: /panel size/i })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note for the driver'), 'By the clock tower');

    act(() => media.setWidth(1280));
    // A desk: a side panel, no handle, the same content and the same map.
    expect(screen.queryByRole('button', { name: /panel size/i })).toBeNull();
    expect(screen.getByRole('region', { name: 'Book a ride' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note for the driver')).toHaveValue('By the clock tower');
    expect(screen.getByTestId('map')).toHaveAttribute('data-bottom', '0');

    act(() => media.setWidth(390));
    expect(screen.getByRole('button', { name: /panel size/i })).toBeInTheDocument();
    expect(screen.getByLabelText('Note for the driver')).toHaveValue('By the clock tower');
    expect(mapMounts).toHaveBeenCalledTimes(1);
  });
});
