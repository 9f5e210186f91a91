/**
 * At most `maxPoints` points of a path, evenly spread over its indexes, always keeping the first and the last
 * (so a drawn route still starts and ends at the pins).
 */
export function downsamplePath<T>(path: readonly T[], maxPoints: number): T[] {
  if (path.length <= maxPoints) return [...path];
  if (maxPoints < 2) throw new RangeError('maxPoints must be at least 2');
  const result: T[] = [];
  for (let index = 0; index < maxPoints; index++) {
    const point = path[Math.round((index * (path.length - 1)) / (maxPoints - 1))];
    if (point !== undefined) result.push(point);
  }
  return result;
}
