import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, always. Drizzle leaves column names bare in a one-table select, even inside a subquery
 * written with `sql`, where a bare `"id"` would mean the subquery's own table: correlated subqueries name their
 * columns with this.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
