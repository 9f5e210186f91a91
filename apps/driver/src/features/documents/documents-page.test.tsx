import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentChecklist, DocumentState, DocumentType, DriverDocument } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { DocumentsPage } from './documents-page.tsx';

const LABELS: Record<DocumentType, string> = {
  licence: 'Driving licence',
  registration: 'Vehicle registration',
  insurance: 'Insurance certificate',
  photo: 'Profile photo',
};

function aDocument(
  type: DocumentType,
  state: DocumentState,
  extra: Partial<DriverDocument> = {},
): DriverDocument {
  return {
    id: `doc-${type}`,
    type,
    status: state === 'rejected' || state === 'in_review' ? state : 'approved',
    state,
    details: type === 'licence' ? { number: 'D1234567', expiresOn: '2030-01-31' } : {},
    expiresOn: type === 'licence' ? '2030-01-31' : null,
    contentType: 'image/jpeg',
    sizeBytes: 1000,
    rejectionReason: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    ...extra,
  };
}

function aChecklist(
  states: Record<DocumentType, DocumentState>,
  rejectionReason?: string,
): DocumentChecklist {
  const types = Object.keys(states) as DocumentType[];
  return {
    items: types.map((type) => ({
      type,
      label: LABELS[type],
      state: states[type],
      latest:
        states[type] === 'missing'
          ? null
          : aDocument(
              type,
              states[type],
              states[type] === 'rejected' ? { rejectionReason: rejectionReason ?? null } : {},
            ),
    })),
    remaining: types.filter((type) => !['approved', 'expiring_soon'].includes(states[type])),
    canGoOnline: false,
  };
}

describe('/driver/documents', () => {
  it('says what is left, shows each state and the reason of a rejection, and uploads it again', async () => {
    let states: Record<DocumentType, DocumentState> = {
      licence: 'rejected',
      registration: 'missing',
      insurance: 'approved',
      photo: 'in_review',
    };
    const api = installFakeApi({
      'GET /driver/documents': () => ok(aChecklist(states, 'The photo is blurred')),
      'POST /driver/documents/licence': () => {
        states = { ...states, licence: 'in_review' };
        return { status: 201, body: { data: aDocument('licence', 'in_review') } };
      },
      'GET /driver/availability': ok({}),
    });
    renderForDriver(<DocumentsPage />, { path: '/driver/documents' });

    expect(
      await screen.findByText('Still needed: driving licence, vehicle registration, profile photo.'),
    ).toBeTruthy();
    const licence = screen.getByRole('region', { name: 'Driving licence' });
    expect(within(licence).getByText('Rejected')).toBeTruthy();
    expect(within(licence).getByText('Rejected: The photo is blurred')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Insurance certificate' })).getByText('Approved'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Profile photo' })).getByText('In review')).toBeTruthy();

    const file = within(licence).getByLabelText<HTMLInputElement>('Photo or PDF');
    expect(file.getAttribute('accept')).toBe('image/*,application/pdf');
    expect(file.hasAttribute('capture')).toBe(true);
    expect(within(licence).getByLabelText<HTMLInputElement>('Licence number').value).toBe('D1234567');
    await userEvent.type(within(licence).getByLabelText('Expiry date'), '2031-05-01');
    await userEvent.upload(file, new File(['jpeg bytes'], 'licence.jpg', { type: 'image/jpeg' }));
    await userEvent.click(within(licence).getByRole('button', { name: 'Upload again' }));

    expect(await within(licence).findByText('In review')).toBeTruthy();
    const sent = api.callsTo('POST /driver/documents/licence')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      number: 'D1234567',
      expiresOn: '2031-05-01',
      file: { filename: 'licence.jpg', type: 'image/jpeg', text: 'jpeg bytes' },
    });
  });

  it('shows the API’s refusal beside the field it names', async () => {
    installFakeApi({
      'GET /driver/documents': ok(
        aChecklist({
          licence: 'approved',
          registration: 'approved',
          insurance: 'approved',
          photo: 'missing',
        }),
      ),
      'POST /driver/documents/photo': failure(400, {
        message: 'The profile photo must be a JPEG, PNG or WebP photo',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'file', message: 'The profile photo must be a JPEG, PNG or WebP photo' }],
      }),
    });
    renderForDriver(<DocumentsPage />, { path: '/driver/documents' });
    const photo = await screen.findByRole('region', { name: 'Profile photo' });
    await userEvent.upload(
      within(photo).getByLabelText('Photo or PDF'),
      new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(photo).getByRole('button', { name: 'Upload profile photo' }));
    expect(
      await within(photo).findByText('The profile photo must be a JPEG, PNG or WebP photo'),
    ).toBeTruthy();
  });
});
