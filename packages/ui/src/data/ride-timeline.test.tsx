import { render, screen, within } from '@testing-library/react';
import { RIDE_EVENT_TITLES, RIDE_STATUSES, type Ride, type RideStatus } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { rideTimeline } from './ride-timeline.ts';
import { Timeline } from './timeline.tsx';

function events(...statuses: RideStatus[]): Ride['events'] {
  return statuses.map((status, index) => ({
    status,
    actor: status === 'requested' ? 'rider' : 'driver',
    at: `2026-03-01T09:0${index}:00.000Z`,
    lat: null,
    lng: null,
    note: null,
  }));
}

const ACTORS = { actor: (actor: string) => `By ${actor}` };
const TRIP = ['requested', 'accepted', 'arrived', 'picked_up', 'in_transit'] as const;

function renderRide(ride: Pick<Ride, 'status' | 'events'>, showUpcoming = false) {
  render(<Timeline aria-label="Ride status" {...rideTimeline(ride, { ...ACTORS, showUpcoming })} />);
  return within(screen.getByRole('list', { name: 'Ride status' })).getAllByRole('listitem');
}

/** A step drawn done carries the check mark (an svg); the step in progress has aria-current and no check. */
const isDrawnDone = (item: HTMLElement) => item.querySelector('svg') !== null;

describe('a ride’s timeline', () => {
  it('draws every step of a completed ride done, the last one too, with none in progress', () => {
    const steps = renderRide({ status: 'completed', events: events(...TRIP, 'completed') });
    expect(steps).toHaveLength(6);
    expect(steps.map(isDrawnDone)).toEqual([true, true, true, true, true, true]);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([]);
  });

  it('shows an active ride’s last event in progress and the steps ahead as upcoming', () => {
    const steps = renderRide({ status: 'accepted', events: events('requested', 'accepted') }, true);
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Ride requested',
      'Driver accepted',
      'Driver arrived',
      'Rider picked up',
      'Trip started',
      'Ride completed',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      null,
      null,
      null,
      null,
    ]);
    expect(steps.map(isDrawnDone)).toEqual([true, false, false, false, false, false]);
  });

  it('ends a cancelled ride on its cancellation, in the destructive tone, nothing in progress', () => {
    const { items, currentId } = rideTimeline(
      { status: 'cancelled', events: events('requested', 'cancelled') },
      { ...ACTORS, showUpcoming: true },
    );
    expect(currentId).toBeNull();
    expect(items.map((item) => [item.title, item.tone])).toEqual([
      ['Ride requested', undefined],
      ['Ride cancelled', 'destructive'],
    ]);
  });

  it('names every step from the one table, whichever app draws it', () => {
    for (const status of RIDE_STATUSES) {
      const { items } = rideTimeline({ status: 'completed', events: events(status) }, ACTORS);
      expect(items[0]?.title).toBe(RIDE_EVENT_TITLES[status]);
    }
  });
});
