import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { MapSheetLayout } from './map-sheet-layout.tsx';

function renderSheet(props: Partial<Parameters<typeof BottomSheet>[0]> = {}) {
  return render(
    <div style={{ position: 'relative', height: 800 }}>
      <BottomSheet label="Your ride" {...props}>
        <p>Arriving in 3 min</p>
        <button type="button">Cancel ride</button>
      </BottomSheet>
    </div>,
  );
}

const sheet = () => screen.getByRole('region', { name: 'Your ride' });
const handle = () => screen.getByRole('button', { name: /panel size/i });

describe('BottomSheet', () => {
  it('is a labelled region, not a dialog, with its content reachable', () => {
    renderSheet();
    expect(sheet()).toHaveAttribute('data-snap', 'half');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel ride' })).toBeVisible();
  });

  it('lets a keyboard reach its body to scroll it, even with nothing focusable inside (skeletons)', async () => {
    const user = userEvent.setup();
    render(
      <BottomSheet label="Your ride">
        <p>Loading your ride…</p>
      </BottomSheet>,
    );
    await user.tab();
    expect(handle()).toHaveFocus();
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Loading your ride…');
    expect(sheet()).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves between the snaps with the keyboard, and says where it is', async () => {
    const user = userEvent.setup();
    renderSheet({ defaultSnap: 'peek' });
    handle().focus();
    expect(handle()).toHaveAccessibleName(/Panel size: Peek/);
    await user.keyboard('{ArrowUp}');
    expect(sheet()).toHaveAttribute('data-snap', 'half');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(sheet()).toHaveAttribute('data-snap', 'full');
    expect(handle()).toHaveAccessibleName(/Panel size: Full/);
    await user.keyboard('{ArrowDown}');
    expect(sheet()).toHaveAttribute('data-snap', 'half');
    await user.keyboard('{Home}');
    expect(sheet()).toHaveAttribute('data-snap', 'peek');
    await user.keyboard('{End}');
    expect(sheet()).toHaveAttribute('data-snap', 'full');
  });

  it('steps peek, half, full and back to peek when the handle is pressed', async () => {
    const user = userEvent.setup();
    renderSheet({ defaultSnap: 'peek' });
    await user.click(handle());
    expect(sheet()).toHaveAttribute('data-snap', 'half');
    await user.click(handle());
    expect(sheet()).toHaveAttribute('data-snap', 'full');
    await user.click(handle());
    expect(sheet()).toHaveAttribute('data-snap', 'peek');
  });

  it('follows a drag of the handle and settles on the nearest snap, without counting it as a press', () => {
    const heights: string[] = [];
    renderSheet({ onHeightChange: (height, snap) => heights.push(`${snap}:${height}`) });
    // jsdom has no layout: the sheet measures the window (768 px tall by default).
    const start = { pointerId: 1, button: 0, clientY: 500 };
    fireEvent.pointerDown(handle(), start);
    fireEvent.pointerMove(handle(), { pointerId: 1, clientY: 300, timeStamp: 2000 });
    expect(sheet()).toHaveAttribute('data-dragging');
    expect(sheet().style.height).toBe(`${384 + 200}px`);
    fireEvent.pointerMove(handle(), { pointerId: 1, clientY: 100, timeStamp: 4000 });
    fireEvent.pointerUp(handle(), { pointerId: 1, clientY: 100, timeStamp: 4000 });
    fireEvent.click(handle());
    expect(sheet()).toHaveAttribute('data-snap', 'full');
    expect(sheet()).not.toHaveAttribute('data-dragging');
    expect(heights.at(-1)).toBe(`full:${768 - 24}`);
  });

  it('lets the caller control the snap', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderSheet({ snap: 'peek', onSnapChange: (snap) => seen.push(snap) });
    await user.click(handle());
    expect(seen).toEqual(['half']);
    expect(sheet()).toHaveAttribute('data-snap', 'peek');
  });
});

describe('MapSheetLayout', () => {
  afterEach(() => installMatchMedia({ width: 1280 }));

  function renderLayout() {
    return render(
      <MapSheetLayout label="Your ride" map={({ bottom }) => <div data-testid="map">covered {bottom}</div>}>
        <button type="button">Book</button>
      </MapSheetLayout>,
    );
  }

  it('is a side panel beside the map on wide screens', () => {
    installMatchMedia({ width: 1280 });
    renderLayout();
    expect(screen.queryByRole('button', { name: /panel size/i })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your ride' })).toContainElement(
      screen.getByRole('button', { name: 'Book' }),
    );
    expect(screen.getByTestId('map')).toHaveTextContent('covered 0');
  });

  it('is a bottom sheet over the map on phones, and tells the map what it covers', () => {
    installMatchMedia({ width: 390 });
    renderLayout();
    expect(screen.getByRole('button', { name: /panel size: half/i })).toBeVisible();
    expect(screen.getByTestId('map')).toHaveTextContent('covered 384');
  });
});
