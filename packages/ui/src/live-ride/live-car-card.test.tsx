import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveCarCard } from './live-car-card.tsx';

describe('LiveCarCard', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the ETA, the car and its plate', () => {
    render(
      <LiveCarCard
        headline="Arriving in 3 min"
        detail="Heading to your pickup."
        car="Blue Toyota Prius"
        plate="RB-2048"
        positionAt={new Date().toISOString()}
      />,
    );
    expect(screen.getByTestId('ride-eta-headline')).toHaveTextContent('Arriving in 3 min');
    expect(screen.getByText('Blue Toyota Prius')).toBeVisible();
    expect(screen.getByLabelText('Plate RB-2048')).toHaveTextContent('RB-2048');
    expect(screen.queryByTestId('position-age')).toBeNull();
  });

  it('says how old the position is once fixes stop coming', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:10.000Z'));
    render(
      <LiveCarCard
        headline="Arriving in 3 min"
        car="Blue Toyota Prius"
        plate="RB-2048"
        positionAt="2026-03-02T09:00:00.000Z"
      />,
    );
    expect(screen.queryByTestId('position-age')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('position-age')).toHaveTextContent('Position is 20 s old');
  });
});
