// @vitest-environment jsdom
import {
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  ERROR_CODES,
  MESSAGES,
  RIDE_MESSAGES,
} from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import {
  dispatchSettingsQueryOptions,
  getDispatchSettings,
  useDispatchSettings,
} from './get-dispatch-settings.ts';
import {
  getPricingSettings,
  pricingSettingsQueryOptions,
  usePricingSettings,
} from './get-pricing-settings.ts';
import { updateDispatchSettings, useUpdateDispatchSettings } from './update-dispatch-settings.ts';
import { updatePricingSettings, useUpdatePricingSettings } from './update-pricing-settings.ts';

const api = fakeApiForEachTest();

describe('pricing settings', () => {
  it('gets /admin/settings/pricing', async () => {
    api.responders['GET /admin/settings/pricing'] = ok(DEFAULT_PRICING_SETTINGS);
    await expect(getPricingSettings()).resolves.toEqual(DEFAULT_PRICING_SETTINGS);
    expect(pricingSettingsQueryOptions().queryKey).toEqual(queryKeys.settings.pricing());
  });

  it('puts the settings to /admin/settings/pricing and returns the saved ones', async () => {
    const settings = { ...DEFAULT_PRICING_SETTINGS, perKm: 120 };
    api.responders['PUT /admin/settings/pricing'] = ok(settings);

    await expect(updatePricingSettings(settings)).resolves.toEqual(settings);
    expect(api.callsTo('PUT /admin/settings/pricing')[0]?.body).toEqual(settings);
  });

  it('rejects with the field errors of invalid settings', async () => {
    const body = {
      message: RIDE_MESSAGES.settingsInvalid,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'perKm', message: 'Must not be negative' }],
    };
    api.responders['PUT /admin/settings/pricing'] = { status: 400, body };

    const rejection = updatePricingSettings({ ...DEFAULT_PRICING_SETTINGS, perKm: -1 });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 400, body });
  });

  it('useUpdatePricingSettings stores the answer without a refetch', async () => {
    const saved = { ...DEFAULT_PRICING_SETTINGS, bookingFee: 200 };
    api.responders['GET /admin/settings/pricing'] = ok(DEFAULT_PRICING_SETTINGS);
    api.responders['PUT /admin/settings/pricing'] = ok(saved);
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => ({
      settings: usePricingSettings(),
      update: useUpdatePricingSettings({ onSuccess }),
    }));
    await waitFor(() => expect(result.current.settings.data).toEqual(DEFAULT_PRICING_SETTINGS));

    await act(() => result.current.update.mutateAsync(saved));

    await waitFor(() => expect(result.current.settings.data).toEqual(saved));
    expect(queryClient.getQueryState(queryKeys.settings.pricing())?.isInvalidated).toBe(false);
    expect(api.requests.filter(({ method }) => method === 'GET')).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('dispatch settings', () => {
  it('gets /admin/settings/dispatch', async () => {
    api.responders['GET /admin/settings/dispatch'] = ok(DEFAULT_DISPATCH_SETTINGS);
    await expect(getDispatchSettings()).resolves.toEqual(DEFAULT_DISPATCH_SETTINGS);
    expect(dispatchSettingsQueryOptions().queryKey).toEqual(queryKeys.settings.dispatch());
  });

  it('rejects with FORBIDDEN for a non-admin', async () => {
    api.responders['GET /admin/settings/dispatch'] = failure(403, {
      message: MESSAGES.forbidden,
      code: ERROR_CODES.FORBIDDEN,
    });
    await expect(getDispatchSettings()).rejects.toMatchObject({ status: 403, code: ERROR_CODES.FORBIDDEN });
  });

  it('useUpdateDispatchSettings puts the settings and stores the answer', async () => {
    const saved = { ...DEFAULT_DISPATCH_SETTINGS, batchSize: 5 };
    api.responders['GET /admin/settings/dispatch'] = ok(DEFAULT_DISPATCH_SETTINGS);
    api.responders['PUT /admin/settings/dispatch'] = ok(saved);
    const { result, queryClient } = renderHookWithClient(() => ({
      settings: useDispatchSettings(),
      update: useUpdateDispatchSettings(),
    }));
    await waitFor(() => expect(result.current.settings.data).toEqual(DEFAULT_DISPATCH_SETTINGS));

    await act(() => result.current.update.mutateAsync(saved));
    await expect(updateDispatchSettings(saved)).resolves.toEqual(saved);

    expect(api.callsTo('PUT /admin/settings/dispatch')[0]?.body).toEqual(saved);
    expect(queryClient.getQueryData(queryKeys.settings.dispatch())).toEqual(saved);
  });
  it('both update hooks mark the audit log stale (each change is audited)', async () => {
    api.responders['PUT /admin/settings/dispatch'] = ok(DEFAULT_DISPATCH_SETTINGS);
    api.responders['PUT /admin/settings/pricing'] = ok(DEFAULT_PRICING_SETTINGS);
    const { result, queryClient } = renderHookWithClient(() => ({
      dispatch: useUpdateDispatchSettings(),
      pricing: useUpdatePricingSettings(),
    }));
    const empty = { data: [], page: { page: 1, pageSize: 20, total: 0, totalPages: 1 } };
    for (const update of [
      () => result.current.dispatch.mutateAsync(DEFAULT_DISPATCH_SETTINGS),
      () => result.current.pricing.mutateAsync(DEFAULT_PRICING_SETTINGS),
    ]) {
      queryClient.setQueryData(queryKeys.audit.log(), empty);
      await act(async () => {
        await update();
      });
      expect(queryClient.getQueryState(queryKeys.audit.log())?.isInvalidated).toBe(true);
    }
  });
});
