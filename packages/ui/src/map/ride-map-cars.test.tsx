import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RideMap, type MapMarker } from './ride-map.tsx';

const driver = (n: number, lat: number): MapMarker => ({
  id: `driver-${n}`,
  kind: 'driver',
  position: { lat, lng: -122.41 },
  label: `Driver ${n}, available`,
});
const pickup = (label: string): MapMarker => ({
  id: 'pickup',
  kind: 'pickup',
  position: { lat: 37.79, lng: -122.4 },
  label,
});

function renderMap(markers: MapMarker[]) {
  const view = render(
    <RideMap
      aria-label="Live map"
      center={{ lat: 37.7749, lng: -122.4194 }}
      fitToBounds={false}
      markers={markers}
    />,
  );
  return {
    ...view,
    update: (next: MapMarker[]) =>
      view.rerender(
        <RideMap
          aria-label="Live map"
          center={{ lat: 37.7749, lng: -122.4194 }}
          fitToBounds={false}
          markers={next}
        />,
      ),
  };
}

/** The cars Leaflet drew, by their titles. */
const carTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-marker-icon:has(.ridebook-car)')].map((car) =>
    car.getAttribute('title'),
  );

describe('the cars on a ride map', () => {
  it('draws every driver of the markers as a car, as an admin’s map of every car needs', () => {
    const { container } = renderMap([
      pickup('Pickup: Ferry Building'),
      driver(1, 37.77),
      driver(2, 37.78),
      driver(3, 37.76),
    ]);
    expect(carTitles(container)).toEqual([
      'Driver 1, available',
      'Driver 2, available',
      'Driver 3, available',
    ]);
  });

  it('keeps the cars when the pins are drawn again, and takes off a car no longer in the markers', () => {
    const { container, update } = renderMap([
      pickup('Pickup: Ferry Building'),
      driver(1, 37.77),
      driver(2, 37.78),
    ]);
    update([pickup('Pickup: Ferry Building, door 2'), driver(1, 37.771), driver(2, 37.781)]);
    expect(carTitles(container)).toEqual(['Driver 1, available', 'Driver 2, available']);
    expect(container.querySelector('.ridebook-pin--pickup')).not.toBeNull();

    update([pickup('Pickup: Ferry Building, door 2'), driver(1, 37.772)]);
    expect(carTitles(container)).toEqual(['Driver 1, available']);
  });
});
