import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlStatePatch = Record<string, string | number | null | undefined>;

/**
 * A page's filters, sort and page kept in the address's search params, so reload, Back and a shared link show the
 * same list. `update` changes some keys (blank or null removes one); a change of anything but `page` goes back to
 * the first page. Text typed in a search box replaces the history entry instead of adding one per keystroke.
 */
export function useUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();

  const read = useCallback((key: string): string => searchParams.get(key) ?? '', [searchParams]);

  const update = useCallback(
    (patch: UrlStatePatch, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return { searchParams, read, update };
}

/** A positive whole number from the address, else `fallback` (a hand-edited `?page=abc` shows page 1). */
export function readPositiveInt(text: string, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The value when it is one of `options`, else undefined (an unknown filter in the address is ignored). */
export function readOption<const Option extends string>(
  text: string,
  options: readonly Option[],
): Option | undefined {
  return (options as readonly string[]).includes(text) ? (text as Option) : undefined;
}
