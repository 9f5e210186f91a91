// @vitest-environment jsdom
import {
  ERROR_CODES,
  MONEY_MESSAGES,
  type DriverEarnings,
  type DriverSummary,
  type EarningRidesPage,
  type Receipt,
  type RiderSummary,
} from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { aCompletedRide } from '../test/ride-fixtures.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import {
  driverEarningRidesQueryOptions,
  getDriverEarningRides,
  useDriverEarningRides,
} from './get-driver-earning-rides.ts';
import { driverEarningsQueryOptions, getDriverEarnings, useDriverEarnings } from './get-driver-earnings.ts';
import { driverSummaryQueryOptions, getDriverSummary, useDriverSummary } from './get-driver-summary.ts';
import { getReceipt, receiptQueryOptions, useReceipt } from './get-receipt.ts';
import { getRiderSummary, riderSummaryQueryOptions, useRiderSummary } from './get-rider-summary.ts';
import { tipRide, useTipRide } from './tip-ride.ts';

const completed = aCompletedRide({ completedAt: '2026-03-02T09:30:00.000Z' });
const tipped = { ...completed, tip: 300 };
const receipt: Receipt = {
  rideId: completed.id,
  status: 'completed',
  paymentMethod: 'cash',
  currency: 'USD',
  pickupAddress: completed.pickup.address,
  destinationAddress: completed.destination.address,
  fare: { ...completed.fare, final: 5_480 },
  paidWith: { method: 'cash', card: null },
  tip: 300,
  tipPaidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
  cancellationFee: 0,
  totalCharged: 5_780,
  requestedAt: '2026-03-02T09:00:00.000Z',
  pickedUpAt: '2026-03-02T09:05:00.000Z',
  completedAt: '2026-03-02T09:30:00.000Z',
  cancelledAt: null,
  lines: [
    {
      kind: 'ride_fare',
      account: 'driver_cash',
      amount: -5_480,
      description: 'Ride fare (cash)',
      at: '2026-03-02T09:30:00.000Z',
    },
    {
      kind: 'tip',
      account: 'card_clearing',
      amount: -300,
      description: 'Tip for the driver',
      at: '2026-03-02T09:31:00.000Z',
    },
  ],
};
const earnings: DriverEarnings = {
  currency: 'USD',
  from: '2026-02-24T00:00:00.000Z',
  to: '2026-03-02T10:00:00.000Z',
  timeZone: 'UTC',
  groupBy: 'day',
  totals: {
    earnings: 4_564,
    fares: 4_264,
    tips: 300,
    cancellationFees: 0,
    refunds: 0,
    commission: 1_216,
    cashCollected: 5_480,
    cashCommissionOwed: 1_216,
    net: -916,
  },
  cashDebt: 1_216,
  series: [
    {
      start: '2026-03-02',
      earnings: 4_564,
      fares: 4_264,
      tips: 300,
      cancellationFees: 0,
      refunds: 0,
      rides: 1,
    },
  ],
};
const earningRides: EarningRidesPage = {
  data: [
    {
      rideId: completed.id,
      completedAt: '2026-03-02T09:30:00.000Z',
      pickupAddress: completed.pickup.address,
      destinationAddress: completed.destination.address,
      paymentMethod: 'cash',
      currency: 'USD',
      fare: 5_480,
      driverShare: 4_264,
      commission: 1_216,
      tip: 300,
      refunds: 0,
      earnings: 4_564,
      net: -916,
    },
  ],
  page: { page: 2, pageSize: 1, total: 2, totalPages: 2 },
};
const driverSummary: DriverSummary = {
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  today: { earnings: 4_564, rides: 1, secondsOnline: 7_200 },
  acceptanceRate: 0.5,
  rating: { average: 4.8, count: 5 },
  cashDebt: 1_216,
};
const riderSummary: RiderSummary = {
  currency: 'USD',
  completedRides: 1,
  amountSpent: 5_780,
  averageRatingGiven: 5,
  activeRideId: null,
};

const api = fakeApiForEachTest();

describe('tipRide', () => {
  it('posts the amount to /rides/:id/tip and returns the ride with its tip', async () => {
    api.responders['POST /rides/ride-1/tip'] = ok(tipped);
    await expect(tipRide('ride-1', { amount: 300 })).resolves.toEqual(tipped);
    expect(api.callsTo('POST /rides/ride-1/tip')[0]?.body).toEqual({ amount: 300 });
  });

  it('rejects with the API’s code when the rider already tipped', async () => {
    api.responders['POST /rides/ride-1/tip'] = failure(409, {
      message: MONEY_MESSAGES.alreadyTipped,
      code: ERROR_CODES.ALREADY_TIPPED,
    });
    const rejection = tipRide('ride-1', { amount: 300 });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 409, code: ERROR_CODES.ALREADY_TIPPED });
  });
});

describe('useTipRide', () => {
  it('writes the ride, invalidates the ride (with its receipt) and the rider summary, then calls onSuccess', async () => {
    api.responders['POST /rides/ride-1/tip'] = ok(tipped);
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useTipRide({ onSuccess }));
    queryClient.setQueryData(queryKeys.ride.receipt('ride-1'), receipt);
    queryClient.setQueryData(queryKeys.ride.riderSummary(), riderSummary);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1', amount: 300 }));

    expect(queryClient.getQueryData(queryKeys.ride.detail('ride-1'))).toEqual(tipped);
    expect(queryClient.getQueryState(queryKeys.ride.receipt('ride-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.ride.riderSummary())?.isInvalidated).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith(
      tipped,
      { rideId: 'ride-1', amount: 300 },
      undefined,
      expect.anything(),
    );
  });
});

describe('getReceipt', () => {
  it('reads the receipt of /rides/:id/receipt, cached below the ride', async () => {
    api.responders['GET /rides/ride-1/receipt'] = ok(receipt);
    await expect(getReceipt('ride-1')).resolves.toEqual(receipt);
    expect(receiptQueryOptions('ride-1').queryKey).toEqual(queryKeys.ride.receipt('ride-1'));
    const { result } = renderHookWithClient(() => useReceipt('ride-1'));
    await waitFor(() => expect(result.current.data).toEqual(receipt));
  });

  it('rejects with RECEIPT_UNAVAILABLE for a ride in progress', async () => {
    api.responders['GET /rides/ride-1/receipt'] = failure(409, {
      message: MONEY_MESSAGES.receiptUnavailable,
      code: ERROR_CODES.RECEIPT_UNAVAILABLE,
    });
    await expect(getReceipt('ride-1')).rejects.toMatchObject({
      status: 409,
      code: ERROR_CODES.RECEIPT_UNAVAILABLE,
    });
  });

  it('rejects a body that breaks the contract', async () => {
    api.responders['GET /rides/ride-1/receipt'] = {
      status: 200,
      body: { data: { ...receipt, totalCharged: '57.80' } },
    };
    await expect(getReceipt('ride-1')).rejects.toBeInstanceOf(ApiClientError);
  });
});

describe('getDriverEarnings', () => {
  it('sends only the filters given and returns the earnings', async () => {
    api.responders['GET /driver/earnings'] = ok(earnings);
    await expect(getDriverEarnings({ from: '2026-02-24', groupBy: 'week' })).resolves.toEqual(earnings);
    expect(api.lastParams('GET /driver/earnings')).toEqual({ from: '2026-02-24', groupBy: 'week' });
  });

  it('is cached per range and grouping under the driver’s earnings', async () => {
    api.responders['GET /driver/earnings'] = ok(earnings);
    expect(driverEarningsQueryOptions({ groupBy: 'month' }).queryKey).toEqual([
      'DRIVER',
      'earnings',
      'totals',
      { from: null, to: null, groupBy: 'month' },
    ]);
    const { result } = renderHookWithClient(() => useDriverEarnings());
    await waitFor(() => expect(result.current.data).toEqual(earnings));
  });
});

describe('getDriverEarningRides', () => {
  it('pages the driver’s rides with the range', async () => {
    api.responders['GET /driver/earnings/rides'] = { status: 200, body: earningRides };
    const params = { page: 2, pageSize: 1, to: '2026-03-02' };
    await expect(getDriverEarningRides(params)).resolves.toEqual(earningRides);
    expect(api.lastParams('GET /driver/earnings/rides')).toEqual({
      page: '2',
      pageSize: '1',
      to: '2026-03-02',
    });
    expect(driverEarningRidesQueryOptions(params).queryKey).toEqual(queryKeys.driver.earningRides(params));
    const { result } = renderHookWithClient(() => useDriverEarningRides(params));
    await waitFor(() => expect(result.current.data).toEqual(earningRides));
  });
});

describe('summaries', () => {
  it('reads the driver’s dashboard from /driver/summary', async () => {
    api.responders['GET /driver/summary'] = ok(driverSummary);
    await expect(getDriverSummary()).resolves.toEqual(driverSummary);
    expect(driverSummaryQueryOptions().queryKey).toEqual(['DRIVER', 'summary']);
    const { result } = renderHookWithClient(useDriverSummary);
    await waitFor(() => expect(result.current.data).toEqual(driverSummary));
  });

  it('reads the rider’s dashboard from /rider/summary', async () => {
    api.responders['GET /rider/summary'] = ok(riderSummary);
    await expect(getRiderSummary()).resolves.toEqual(riderSummary);
    expect(riderSummaryQueryOptions().queryKey).toEqual(['RIDE', 'rider-summary']);
    const { result } = renderHookWithClient(useRiderSummary);
    await waitFor(() => expect(result.current.data).toEqual(riderSummary));
  });
});
