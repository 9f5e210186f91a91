import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readHistoryFilters, writeHistoryFilters, type HistoryFilters } from './history-search-params.ts';

/**
 * The history's filters from the address bar, and a way to change them. A change of what the list shows goes back
 * to page 1 (unless it is the page itself); the address is replaced, so Back leaves the list instead of stepping
 * through every keystroke.
 */
export function useHistoryFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readHistoryFilters(search), [search]);
  const update = useCallback(
    (change: Partial<HistoryFilters>) =>
      setSearch((current) => writeHistoryFilters({ ...readHistoryFilters(current), page: 1, ...change }), {
        replace: true,
      }),
    [setSearch],
  );
  const clear = useCallback(
    () =>
      setSearch(
        (current) => {
          const { sort, order, pageSize } = readHistoryFilters(current);
          return writeHistoryFilters({ ...readHistoryFilters(new URLSearchParams()), sort, order, pageSize });
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filters, update, clear };
}
