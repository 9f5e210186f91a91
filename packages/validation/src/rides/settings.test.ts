import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test/field-errors.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';
import {
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  dispatchSettingsResponseSchema,
  dispatchSettingsSchema,
  pricingSettingsFormSchema,
  pricingSettingsResponseSchema,
  pricingSettingsSchema,
  pricingSettingsToForm,
} from './settings.ts';

describe('pricingSettingsSchema', () => {
  it('accepts the defaults as they are', () => {
    expect(pricingSettingsSchema.parse(DEFAULT_PRICING_SETTINGS)).toEqual(DEFAULT_PRICING_SETTINGS);
    expect(pricingSettingsResponseSchema.parse({ data: DEFAULT_PRICING_SETTINGS })).toEqual({
      data: DEFAULT_PRICING_SETTINGS,
    });
  });

  it('lets drivers keep 80% by default, as the seed says', () => {
    expect(DEFAULT_PRICING_SETTINGS.commissionPercent).toBe(20);
    expect(100 - DEFAULT_PRICING_SETTINGS.commissionPercent).toBe(80);
  });

  it('holds the default fare rules in US cents', () => {
    expect(DEFAULT_PRICING_SETTINGS).toEqual({
      currency: 'USD',
      baseFare: 250,
      perKm: 110,
      perMinute: 30,
      minimumFare: 800,
      bookingFee: 150,
      cancellationFee: 500,
      cancellationGraceMinutes: 2,
      commissionPercent: 20,
    });
  });

  describe.each([
    ['baseFare', 100_000],
    ['perKm', 100_000],
    ['perMinute', 100_000],
    ['minimumFare', 1_000_000],
    ['bookingFee', 100_000],
    ['cancellationFee', 100_000],
  ] as const)('%s (cents, 0 to %d)', (field, max) => {
    const withValue = (value: unknown) => ({ ...DEFAULT_PRICING_SETTINGS, [field]: value });

    it('accepts 0 and the maximum', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(0))).toEqual({});
      expect(fieldErrors(pricingSettingsSchema, withValue(max))).toEqual({});
    });

    it('refuses one cent over the maximum', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(max + 1))).toEqual({
        [field]: `Must be at most ${max}`,
      });
    });

    it('refuses negative amounts', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(-1))).toEqual({ [field]: 'Must not be negative' });
    });

    it('refuses fractions of a cent', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(2.5))).toEqual({
        [field]: 'Please enter a whole number of cents',
      });
    });

    it.each([undefined, '250', null, Number.NaN])('refuses %j with settingsInvalid', (value) => {
      expect(fieldErrors(pricingSettingsSchema, withValue(value))).toEqual({
        [field]: RIDE_MESSAGES.settingsInvalid,
      });
    });
  });

  it('spells the maximum out in the message', () => {
    expect(fieldErrors(pricingSettingsSchema, { ...DEFAULT_PRICING_SETTINGS, baseFare: 100_001 })).toEqual({
      baseFare: 'Must be at most 100000',
    });
    expect(
      fieldErrors(pricingSettingsSchema, { ...DEFAULT_PRICING_SETTINGS, minimumFare: 1_000_001 }),
    ).toEqual({
      minimumFare: 'Must be at most 1000000',
    });
  });

  describe.each([
    ['cancellationGraceMinutes', 0, 60],
    ['commissionPercent', 0, 100],
  ] as const)('%s (whole number, %d to %d)', (field, min, max) => {
    const withValue = (value: unknown) => ({ ...DEFAULT_PRICING_SETTINGS, [field]: value });

    it('accepts both bounds', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(min))).toEqual({});
      expect(fieldErrors(pricingSettingsSchema, withValue(max))).toEqual({});
    });

    it('refuses just outside the bounds', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(min - 1))).toEqual({
        [field]: `Must be at least ${min}`,
      });
      expect(fieldErrors(pricingSettingsSchema, withValue(max + 1))).toEqual({
        [field]: `Must be at most ${max}`,
      });
    });

    it('refuses fractions and non-numbers', () => {
      expect(fieldErrors(pricingSettingsSchema, withValue(1.5))).toEqual({
        [field]: 'Please enter a whole number',
      });
      expect(fieldErrors(pricingSettingsSchema, withValue('20'))).toEqual({
        [field]: RIDE_MESSAGES.settingsInvalid,
      });
    });
  });

  it('takes commission 0 and 100 percent, and refuses 101 and -1', () => {
    const commission = (commissionPercent: number) =>
      fieldErrors(pricingSettingsSchema, { ...DEFAULT_PRICING_SETTINGS, commissionPercent });
    expect(commission(0)).toEqual({});
    expect(commission(100)).toEqual({});
    expect(commission(101)).toEqual({ commissionPercent: 'Must be at most 100' });
    expect(commission(-1)).toEqual({ commissionPercent: 'Must be at least 0' });
  });

  it.each(['USD', 'EUR', 'GBP', 'JPY'])('accepts the currency %s', (currency) => {
    expect(pricingSettingsSchema.parse({ ...DEFAULT_PRICING_SETTINGS, currency }).currency).toBe(currency);
  });

  it.each(['usd', 'Usd', 'US', 'USDT', ' USD', 'U5D', '$', ''])('refuses the currency %j', (currency) => {
    expect(fieldErrors(pricingSettingsSchema, { ...DEFAULT_PRICING_SETTINGS, currency })).toEqual({
      currency: 'Please enter a three-letter currency code such as USD',
    });
  });

  it('refuses a missing currency', () => {
    const { currency: _currency, ...withoutCurrency } = DEFAULT_PRICING_SETTINGS;
    expect(Object.keys(fieldErrors(pricingSettingsSchema, withoutCurrency))).toEqual(['currency']);
  });

  it('reports every missing number with settingsInvalid', () => {
    expect(fieldErrors(pricingSettingsSchema, { currency: 'USD' })).toEqual({
      baseFare: RIDE_MESSAGES.settingsInvalid,
      perKm: RIDE_MESSAGES.settingsInvalid,
      perMinute: RIDE_MESSAGES.settingsInvalid,
      minimumFare: RIDE_MESSAGES.settingsInvalid,
      bookingFee: RIDE_MESSAGES.settingsInvalid,
      cancellationFee: RIDE_MESSAGES.settingsInvalid,
      cancellationGraceMinutes: RIDE_MESSAGES.settingsInvalid,
      commissionPercent: 'Please check the settings',
    });
  });
});

describe('dispatchSettingsSchema', () => {
  it('accepts the defaults as they are', () => {
    expect(dispatchSettingsSchema.parse(DEFAULT_DISPATCH_SETTINGS)).toEqual(DEFAULT_DISPATCH_SETTINGS);
    expect(dispatchSettingsResponseSchema.parse({ data: DEFAULT_DISPATCH_SETTINGS })).toEqual({
      data: DEFAULT_DISPATCH_SETTINGS,
    });
    expect(DEFAULT_DISPATCH_SETTINGS).toEqual({
      batchSize: 3,
      offerTimeoutSeconds: 15,
      radiusStepsMeters: [1_500, 3_000, 6_000, 10_000],
      maxBatches: 6,
      positionStaleSeconds: 60,
      scheduledLeadMinutes: 10,
    });
  });

  describe.each([
    ['batchSize', 1, 20],
    ['offerTimeoutSeconds', 5, 120],
    ['maxBatches', 1, 20],
    ['positionStaleSeconds', 10, 600],
    ['scheduledLeadMinutes', 0, 60],
  ] as const)('%s (whole number, %d to %d)', (field, min, max) => {
    const withValue = (value: unknown) => ({ ...DEFAULT_DISPATCH_SETTINGS, [field]: value });

    it('accepts both bounds', () => {
      expect(fieldErrors(dispatchSettingsSchema, withValue(min))).toEqual({});
      expect(fieldErrors(dispatchSettingsSchema, withValue(max))).toEqual({});
    });

    it('refuses just outside the bounds, fractions and non-numbers', () => {
      expect(fieldErrors(dispatchSettingsSchema, withValue(min - 1))).toEqual({
        [field]: `Must be at least ${min}`,
      });
      expect(fieldErrors(dispatchSettingsSchema, withValue(max + 1))).toEqual({
        [field]: `Must be at most ${max}`,
      });
      expect(fieldErrors(dispatchSettingsSchema, withValue(min + 0.5))).toEqual({
        [field]: 'Please enter a whole number',
      });
      expect(fieldErrors(dispatchSettingsSchema, withValue(String(min)))).toEqual({
        [field]: RIDE_MESSAGES.settingsInvalid,
      });
    });
  });

  describe('radiusStepsMeters', () => {
    const withRadii = (radiusStepsMeters: unknown) => ({ ...DEFAULT_DISPATCH_SETTINGS, radiusStepsMeters });

    it('takes 1 to 10 steps', () => {
      expect(fieldErrors(dispatchSettingsSchema, withRadii([2_000]))).toEqual({});
      const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((step) => step * 1_000);
      expect(fieldErrors(dispatchSettingsSchema, withRadii(ten))).toEqual({});
      expect(fieldErrors(dispatchSettingsSchema, withRadii([]))).toEqual({
        radiusStepsMeters: 'Please give at least one search radius',
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii([...ten, 11_000]))).toEqual({
        radiusStepsMeters: 'Please give at most 10 search radii',
      });
    });

    it('takes steps of 100 to 50000 metres', () => {
      expect(fieldErrors(dispatchSettingsSchema, withRadii([100, 50_000]))).toEqual({});
      expect(fieldErrors(dispatchSettingsSchema, withRadii([99, 1_000]))).toEqual({
        'radiusStepsMeters.0': 'Must be at least 100',
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii([1_000, 50_001]))).toEqual({
        'radiusStepsMeters.1': 'Must be at most 50000',
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii([1_000, 1_500.5]))).toEqual({
        'radiusStepsMeters.1': 'Please enter a whole number',
      });
    });

    it('must strictly grow, step by step', () => {
      const growMessage = 'Search radii must grow step by step';
      expect(fieldErrors(dispatchSettingsSchema, withRadii([1_000, 1_001]))).toEqual({});
      expect(fieldErrors(dispatchSettingsSchema, withRadii([1_000, 1_000]))).toEqual({
        radiusStepsMeters: growMessage,
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii([3_000, 1_500]))).toEqual({
        radiusStepsMeters: growMessage,
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii([1_000, 3_000, 2_000, 4_000]))).toEqual({
        radiusStepsMeters: growMessage,
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii([1_000, 2_000, 3_000, 3_000]))).toEqual({
        radiusStepsMeters: growMessage,
      });
    });

    it('must be a list', () => {
      expect(fieldErrors(dispatchSettingsSchema, withRadii('1500,3000'))).toEqual({
        radiusStepsMeters: RIDE_MESSAGES.settingsInvalid,
      });
      expect(fieldErrors(dispatchSettingsSchema, withRadii(undefined))).toEqual({
        radiusStepsMeters: RIDE_MESSAGES.settingsInvalid,
      });
    });
  });
});

describe('pricingSettingsFormSchema (the admin form: money in major units)', () => {
  const form = pricingSettingsToForm(DEFAULT_PRICING_SETTINGS);

  it('shows the money settings in dollars and reads them back exactly in cents', () => {
    expect(form).toMatchObject({ baseFare: '2.50', perKm: '1.10', perMinute: '0.30', minimumFare: '8.00' });
    expect(pricingSettingsFormSchema.parse(form)).toEqual(DEFAULT_PRICING_SETTINGS);
    expect(pricingSettingsFormSchema.parse({ ...form, perKm: '0.29', minimumFare: '1,234.5' })).toEqual({
      ...DEFAULT_PRICING_SETTINGS,
      perKm: 29,
      minimumFare: 123_450,
    });
  });

  it('takes a currency without cents in whole units', () => {
    const yen = pricingSettingsToForm({ ...DEFAULT_PRICING_SETTINGS, currency: 'JPY', baseFare: 400 });
    expect(yen.baseFare).toBe('400');
    expect(pricingSettingsFormSchema.parse(yen)).toMatchObject({ currency: 'JPY', baseFare: 400 });
    expect(fieldErrors(pricingSettingsFormSchema, { ...yen, baseFare: '4.5' })).toEqual({
      baseFare: 'Please enter a whole amount such as 250',
    });
  });

  it('says every problem at once, in amounts for money and in the API schema’s words for the rest', () => {
    expect(
      fieldErrors(pricingSettingsFormSchema, {
        ...form,
        perKm: '1.505',
        minimumFare: '10000.01',
        commissionPercent: '120',
        baseFare: '',
      }),
    ).toEqual({
      perKm: 'Please enter an amount such as 2.50 (at most 2 decimals)',
      minimumFare: 'Must be at most 10000.00',
      commissionPercent: 'Must be at most 100',
      baseFare: RIDE_MESSAGES.settingsInvalid,
    });
  });
});
