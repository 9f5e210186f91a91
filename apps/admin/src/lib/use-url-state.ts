import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type UrlStatePatch = Record<string, string | number | null | undefined>;

/**
 * A page's filters, sort and page kept in the address's search params, so reload, Back and a shared link show the
 * same list. `update` changes some keys (blank or null removes one); a change of anything but `page` goes back to
 * the first page. Text typed in a search box replaces the history entry instead of adding one per keystroke.
 *
 * React Router hands a functional `setSearchParams` the params of the last render, so two changes made before the
 * page renders again (a driver chosen, then a date typed at once) would lose the first. Each change therefore
 * starts from the params of the change before it until the page has rendered them.
 */
export function useUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [searchParams]);

  const read = useCallback((key: string): string => searchParams.get(key) ?? '', [searchParams]);

  const update = useCallback(
    (patch: UrlStatePatch, { replace = false }: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(unrendered.current ?? searchParams);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      unrendered.current = next;
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
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
