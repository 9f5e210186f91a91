import { describe, expect, it } from 'vitest';
import { QUERY_TAGS, queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  it("roots every key at one of the seed's cache tags", () => {
    expect(Object.values(QUERY_TAGS)).toEqual(['USER', 'RIDE', 'DRIVER']);
    expect(queryKeys.user.all()).toEqual(['USER']);
    expect(queryKeys.user.me()).toEqual(['USER', 'me']);
    expect(queryKeys.ride.all()).toEqual(['RIDE']);
    expect(queryKeys.driver.all()).toEqual(['DRIVER']);
  });
});
