import { pageInfo, type PageInfo, type ParsedDate, type RideListTotals } from '@ridebook/validation';
import { localDayEnd, localDayStart, localDate } from '../../shared/local-time.ts';
import type { Database } from '../../db/database.ts';
import {
  findRideListRows,
  findRideListTotals,
  type RideListCriteria,
  type RideListOrder,
  type RideListRow,
} from './ride-list.repository.ts';
import { toRideListTotals } from './ride-list-view.ts';

type ListQuery = RideListOrder & { page: number; pageSize: number };

/** The list's date filters as the query schema parsed them: both bounds included. */
type CreatedBounds = { createdFrom?: ParsedDate | undefined; createdTo?: ParsedDate | undefined };

/**
 * The date filters as instants, `createdFrom <= created_at < createdBefore`: a day is a whole local day of
 * `timeZone` (a 23- or 25-hour day on daylight-saving days), an instant is itself (`to` includes it).
 */
export function createdWindow(
  { createdFrom, createdTo }: CreatedBounds,
  timeZone: string,
): { createdFrom: Date | undefined; createdBefore: Date | undefined } {
  const dayOf = (bound: ParsedDate) => localDate(bound.at, 'UTC');
  return {
    createdFrom:
      createdFrom === undefined
        ? undefined
        : createdFrom.kind === 'day'
          ? localDayStart(dayOf(createdFrom), timeZone)
          : createdFrom.at,
    createdBefore:
      createdTo === undefined
        ? undefined
        : createdTo.kind === 'day'
          ? localDayEnd(dayOf(createdTo), timeZone)
          : new Date(createdTo.at.getTime() + 1),
  };
}

/** One page of the rides matching `criteria`, shaped by `toRow`, with totals over every match. */
export async function listRides<Row>(
  db: Database,
  criteria: RideListCriteria,
  query: ListQuery,
  toRow: (row: RideListRow) => Row,
): Promise<{ data: Row[]; page: PageInfo; totals: RideListTotals }> {
  const [rows, totalsRows] = await Promise.all([
    findRideListRows(db, criteria, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    findRideListTotals(db, criteria),
  ]);
  const totals = toRideListTotals(totalsRows);
  return { data: rows.map(toRow), page: pageInfo(query, totals.rides), totals };
}
