import { describe, expect, it } from 'vitest';
import { driverSummaryResponseSchema, riderSummaryResponseSchema } from './summaries.ts';

const driver = {
  currency: 'USD',
  timeZone: 'Europe/London',
  today: { earnings: 1_860, rides: 1, secondsOnline: 3_600 },
  acceptanceRate: 0.75,
  rating: { average: 4.67, count: 3 },
};
const rider = {
  currency: 'USD',
  completedRides: 2,
  amountSpent: 4_500,
  averageRatingGiven: null,
  activeRideId: null,
};

describe('driverSummaryResponseSchema', () => {
  it('reads a summary, with no offers and no ratings as null', () => {
    expect(driverSummaryResponseSchema.parse({ data: driver })).toEqual({ data: driver });
    const fresh = { ...driver, acceptanceRate: null, rating: { average: null, count: 0 } };
    expect(driverSummaryResponseSchema.parse({ data: fresh })).toEqual({ data: fresh });
  });

  it('keeps the acceptance rate between 0 and 1', () => {
    expect(driverSummaryResponseSchema.safeParse({ data: { ...driver, acceptanceRate: 0 } }).success).toBe(
      true,
    );
    expect(driverSummaryResponseSchema.safeParse({ data: { ...driver, acceptanceRate: 1 } }).success).toBe(
      true,
    );
    expect(driverSummaryResponseSchema.safeParse({ data: { ...driver, acceptanceRate: 75 } }).success).toBe(
      false,
    );
    expect(driverSummaryResponseSchema.safeParse({ data: { ...driver, acceptanceRate: -0.1 } }).success).toBe(
      false,
    );
  });
});

describe('riderSummaryResponseSchema', () => {
  it('reads a summary with or without an active ride', () => {
    expect(riderSummaryResponseSchema.parse({ data: rider })).toEqual({ data: rider });
    const active = { ...rider, activeRideId: 'ride-1', averageRatingGiven: 4.5 };
    expect(riderSummaryResponseSchema.parse({ data: active })).toEqual({ data: active });
  });

  it('refuses fractional cents', () => {
    expect(riderSummaryResponseSchema.safeParse({ data: { ...rider, amountSpent: 10.5 } }).success).toBe(
      false,
    );
  });
});
