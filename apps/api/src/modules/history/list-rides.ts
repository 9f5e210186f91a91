import { pageInfo, type PageInfo, type RideListTotals } from '@ridebook/validation';
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
