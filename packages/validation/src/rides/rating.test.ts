import { describe, expect, it } from 'vitest';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import {
  RATING_LIMITS,
  RATING_MESSAGES,
  rateRideSchema,
  receivedRatingsQuerySchema,
  receivedRatingsResponseSchema,
  rideRatingsResponseSchema,
} from './rating.ts';

describe('RATING_MESSAGES', () => {
  it('holds the messages verbatim, with the limits the schema uses', () => {
    expect(RATING_MESSAGES).toEqual({
      starsInvalid: 'Choose a rating from 1 to 5 stars',
      commentTooLong: 'Comments can be at most 500 characters',
      rideNotCompleted: 'You can rate a ride only after it is completed',
      alreadyRated: 'You have already rated this ride',
    });
    expect(RATING_LIMITS).toEqual({ minStars: 1, maxStars: 5, commentMax: 500 });
  });
});

describe('rateRideSchema', () => {
  describe('stars', () => {
    it.each([1, 2, 3, 4, 5])('accepts %d', (stars) => {
      expect(rateRideSchema.parse({ stars })).toEqual({ stars });
    });

    it.each([0, 6, 2.5, -1, 0.5, 5.5, Number.NaN, '5', null, true])(
      'refuses %j with one message on stars',
      (stars) => {
        expect(fieldErrors(rateRideSchema, { stars })).toEqual({ stars: RATING_MESSAGES.starsInvalid });
        expect(messagesFor(rateRideSchema, { stars }, 'stars')).toEqual([
          'Choose a rating from 1 to 5 stars',
        ]);
      },
    );

    it('is required', () => {
      expect(fieldErrors(rateRideSchema, {})).toEqual({ stars: RATING_MESSAGES.starsInvalid });
      expect(fieldErrors(rateRideSchema, { comment: 'Great' })).toEqual({
        stars: RATING_MESSAGES.starsInvalid,
      });
    });
  });

  describe('comment', () => {
    it('is trimmed', () => {
      expect(rateRideSchema.parse({ stars: 5, comment: '  Smooth ride, thanks!  ' })).toEqual({
        stars: 5,
        comment: 'Smooth ride, thanks!',
      });
    });

    it.each(['', '   ', null, undefined])('reads %j as no comment', (comment) => {
      expect(rateRideSchema.parse({ stars: 4, comment })).toEqual({ stars: 4, comment: undefined });
    });

    it('accepts 500 characters and refuses 501', () => {
      expect(rateRideSchema.parse({ stars: 3, comment: 'a'.repeat(500) }).comment).toHaveLength(500);
      expect(fieldErrors(rateRideSchema, { stars: 3, comment: 'a'.repeat(501) })).toEqual({
        comment: RATING_MESSAGES.commentTooLong,
      });
      expect(messagesFor(rateRideSchema, { stars: 3, comment: 'a'.repeat(501) }, 'comment')).toEqual([
        'Comments can be at most 500 characters',
      ]);
    });

    it('counts the length after trimming', () => {
      const padded = `  ${'a'.repeat(500)}  `;
      expect(rateRideSchema.parse({ stars: 3, comment: padded }).comment).toBe('a'.repeat(500));
    });

    it('refuses a comment that is not text', () => {
      expect(Object.keys(fieldErrors(rateRideSchema, { stars: 3, comment: 42 }))).toEqual(['comment']);
    });
  });
});

const rating = { stars: 4, comment: 'Friendly driver', createdAt: '2025-06-02T10:40:00.000Z' };

describe('rideRatingsResponseSchema', () => {
  it('reads a participant’s view: their rating, and only whether the other side rated', () => {
    const view = {
      byRider: { rated: true, rating },
      byDriver: { rated: true, rating: null },
      canRate: false,
    };
    expect(rideRatingsResponseSchema.parse({ data: view })).toEqual({ data: view });
  });

  it('refuses fractional stars and a missing side', () => {
    const badStars = { rated: true, rating: { ...rating, stars: 4.5 } };
    expect(
      rideRatingsResponseSchema.safeParse({
        data: { byRider: badStars, byDriver: { rated: false, rating: null }, canRate: false },
      }).success,
    ).toBe(false);
    expect(
      rideRatingsResponseSchema.safeParse({
        data: { byRider: { rated: false, rating: null }, canRate: true },
      }).success,
    ).toBe(false);
  });
});

describe('receivedRatingsQuerySchema', () => {
  it('defaults to the first page of 20 and coerces query text', () => {
    expect(receivedRatingsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(receivedRatingsQuerySchema.parse({ page: '2', pageSize: '100' })).toEqual({
      page: 2,
      pageSize: 100,
    });
  });

  it('refuses page 0 and a page size of 101', () => {
    expect(fieldErrors(receivedRatingsQuerySchema, { page: '0', pageSize: '101' })).toEqual({
      page: PAGINATION_MESSAGES.pageInvalid,
      pageSize: PAGINATION_MESSAGES.pageSizeInvalid,
    });
  });
});

describe('receivedRatingsResponseSchema', () => {
  it('reads a page of ratings with the average and count', () => {
    const page = {
      data: [rating, { ...rating, stars: 5, comment: null }],
      page: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
      summary: { average: 4.5, count: 2 },
    };
    expect(receivedRatingsResponseSchema.parse(page)).toEqual(page);
  });

  it('reads a user without ratings (no average) and refuses a missing summary', () => {
    const empty = {
      data: [],
      page: { page: 1, pageSize: 20, total: 0, totalPages: 1 },
      summary: { average: null, count: 0 },
    };
    expect(receivedRatingsResponseSchema.parse(empty)).toEqual(empty);
    const { summary: _summary, ...withoutSummary } = empty;
    expect(receivedRatingsResponseSchema.safeParse(withoutSummary).success).toBe(false);
  });
});
