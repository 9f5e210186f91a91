import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok, okPage } from '@ridebook/api-client/testing';
import type { DocumentQueueItem } from '@ridebook/validation';
import { aCity, aLondon, anAdmin, LONDON_ID } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { DocumentReviewPage } from './document-review-page.tsx';

const licence: DocumentQueueItem = {
  id: '00000000-0000-4000-8000-0000000000d1',
  type: 'licence',
  status: 'in_review',
  state: 'in_review',
  details: { number: 'D1234567', expiresOn: '2030-01-31' },
  expiresOn: '2030-01-31',
  contentType: 'image/png',
  sizeBytes: 1000,
  rejectionReason: null,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  reviewedAt: null,
  driver: { id: 'driver-1', name: 'Dana Driver', email: 'dana@example.com' },
};
const photo: DocumentQueueItem = {
  ...licence,
  id: '00000000-0000-4000-8000-0000000000d2',
  type: 'photo',
  details: {},
  expiresOn: null,
  contentType: 'image/jpeg',
  uploadedAt: '2026-11-21T09:00:00.000Z',
};

describe('the driver documents page', () => {
  it('shows the queue in its order, opens a document to zoom and rotate, and rejects it with a reason', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/documents': okPage([licence, photo]),
      'GET /cities': ok([aCity(), aLondon()]),
      [`GET /documents/${licence.id}/link`]: ok({
        url: '/api/document-files?key=k&expires=1&signature=s',
        expiresAt: '2026-11-26T10:05:00.000Z',
      }),
      [`POST /admin/documents/${licence.id}/reject`]: ok({
        ...licence,
        status: 'rejected',
        state: 'rejected',
      }),
    });
    const { user } = renderPage(<DocumentReviewPage />, { path: '/admin/documents' });

    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('Driving licence · Dana Driver'),
      expect.stringContaining('Profile photo · Dana Driver'),
    ]);
    expect(api.callsTo('GET /admin/documents')[0]?.params).toMatchObject({ state: 'in_review' });

    await user.click(within(list).getAllByRole('button')[0]!);
    const review = await screen.findByRole('region', { name: 'Driving licence · Dana Driver' });
    expect(within(review).getByText('Licence number: D1234567 · Expiry date: 2030-01-31')).toBeTruthy();
    const image = await within(review).findByRole<HTMLImageElement>('img');
    expect(image.getAttribute('src')).toBe('/api/document-files?key=k&expires=1&signature=s');
    await user.click(within(review).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(review).getByRole('button', { name: 'Rotate' }));
    expect(image.style.transform).toBe('scale(1.5) rotate(90deg)');

    await user.click(within(review).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Choose a document to review it.');
    expect(api.callsTo(`POST /admin/documents/${licence.id}/reject`)[0]?.body).toEqual({
      reason: 'The photo is blurred',
    });
  });

  it('filters the queue by state and city, both kept in the address', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/documents': okPage([licence]),
      'GET /cities': ok([aCity(), aLondon()]),
    });
    const { user, router } = renderPage(<DocumentReviewPage />, {
      path: `/admin/documents?state=rejected&cityId=${LONDON_ID}`,
    });

    const city = await screen.findByLabelText<HTMLSelectElement>('City');
    await within(city).findByRole('option', { name: 'London' });
    expect(city.value).toBe(LONDON_ID);
    expect(screen.getByLabelText<HTMLSelectElement>('State').value).toBe('rejected');
    expect(api.lastParams('GET /admin/documents')).toMatchObject({ state: 'rejected', cityId: LONDON_ID });

    await user.selectOptions(city, 'San Francisco');
    await waitFor(() =>
      expect(api.lastParams('GET /admin/documents')).toMatchObject({
        state: 'rejected',
        cityId: aCity().id,
      }),
    );
    expect(router.state.location.search).toBe(`?state=rejected&cityId=${aCity().id}`);

    await user.selectOptions(city, 'Every city');
    await user.selectOptions(screen.getByLabelText('State'), 'In review');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(api.lastParams('GET /admin/documents')).toEqual({ state: 'in_review', pageSize: '100' }),
    );
  });
});
