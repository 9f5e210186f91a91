// @vitest-environment jsdom
import { failure, installFakeApi } from '@ridebook/api-client/testing';
import { createQueryClient } from '@ridebook/api-client';
import { RIDE_MESSAGES, type Place } from '@ridebook/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlaceSearchField, type PlaceBoxValue } from './place-search-field.tsx';
import { placeToLocation } from './place-location.ts';

const FERRY: Place = {
  id: 'ferry-building',
  name: 'Ferry Building',
  address: '1 Ferry Building, San Francisco, CA 94111',
  category: 'landmark',
  lat: 37.7955,
  lng: -122.3937,
};
const FORT_MASON: Place = {
  ...FERRY,
  id: 'fort-mason',
  name: 'Fort Mason',
  address: 'Marina Blvd, San Francisco',
};

function Box({ onChoose }: { onChoose: (place: Place) => void }) {
  const [point, setPoint] = useState<PlaceBoxValue>({ text: '', location: null, pendingPin: null });
  return (
    <PlaceSearchField
      label="Pickup"
      placeholder="Where from?"
      kind="pickup"
      point={point}
      near={null}
      onTextChange={(text) => setPoint({ text, location: null, pendingPin: null })}
      onChoose={(place) => {
        const location = placeToLocation(place);
        setPoint({ text: location.address, location, pendingPin: null });
        onChoose(place);
      }}
    />
  );
}

function renderBox() {
  const onChoose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Box onChoose={onChoose} />
    </QueryClientProvider>,
  );
  return { onChoose, box: screen.getByRole('combobox', { name: 'Pickup' }) };
}

describe('PlaceSearchField', () => {
  it('suggests places as the person types and takes the highlighted one with the keyboard', async () => {
    const { requests } = installFakeApi({
      'GET /places/search': { status: 200, body: { data: [FERRY, FORT_MASON] } },
    });
    const { onChoose, box } = renderBox();
    const user = userEvent.setup();

    await user.type(box, 'f');
    expect(await screen.findByRole('option', { name: /Fort Mason/ })).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onChoose).toHaveBeenCalledWith(FORT_MASON);
    expect(box).toHaveValue('Fort Mason, Marina Blvd, San Francisco');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(requests.filter((request) => request.url === '/places/search')).toHaveLength(1);
  });

  it('says when nothing matches, and when the search itself failed', async () => {
    let failing = false;
    installFakeApi({
      'GET /places/search': () =>
        failing
          ? failure(503, { message: RIDE_MESSAGES.placesUnavailable, code: 'PLACES_UNAVAILABLE' })
          : { status: 200, body: { data: [] } },
    });
    const { box } = renderBox();
    const user = userEvent.setup();

    await user.type(box, 'zz');
    expect(await screen.findByText('No places match “zz”.')).toBeVisible();
    failing = true;
    await user.type(box, 'q');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(RIDE_MESSAGES.placesUnavailable),
    );
  });
});
