import { z } from 'zod';
import { DATE_MESSAGES } from './dates.ts';

/** Every paginated list: pages start at 1; at most 100 rows a page. */
export const PAGINATION = { defaultPageSize: 20, maxPageSize: 100 } as const;

export const PAGINATION_MESSAGES = {
  pageInvalid: 'Page must be a whole number of 1 or more',
  pageSizeInvalid: `Page size must be between 1 and ${PAGINATION.maxPageSize}`,
  sortInvalid: 'Choose a valid sort order',
  dateRangeInvalid: 'The start date must be before the end date',
  dateInvalid: DATE_MESSAGES.dateInvalid,
  amountRangeInvalid: 'The minimum must not be more than the maximum',
  amountInvalid: 'Enter an amount of 0 or more',
} as const;

/** `?page=2&pageSize=20`: query strings arrive as text, so numbers are coerced. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGINATION_MESSAGES.pageInvalid })
    .int({ error: PAGINATION_MESSAGES.pageInvalid })
    .min(1, { error: PAGINATION_MESSAGES.pageInvalid })
    .default(1),
  pageSize: z.coerce
    .number({ error: PAGINATION_MESSAGES.pageSizeInvalid })
    .int({ error: PAGINATION_MESSAGES.pageSizeInvalid })
    .min(1, { error: PAGINATION_MESSAGES.pageSizeInvalid })
    .max(PAGINATION.maxPageSize, { error: PAGINATION_MESSAGES.pageSizeInvalid })
    .default(PAGINATION.defaultPageSize),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** What a client sends for a query schema: any of its fields, as the API reads them (it fills in the defaults). */
export type QueryParams<Schema extends z.ZodType> = {
  [Field in keyof z.output<Schema>]?: z.output<Schema>[Field] | undefined;
};

/** `?sort=createdAt&order=desc` over the given sortable columns. */
export function sortQuerySchema<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  defaultColumn: Column,
) {
  return z.object({
    sort: z.enum(columns, { error: PAGINATION_MESSAGES.sortInvalid }).default(defaultColumn),
    order: z.enum(['asc', 'desc'], { error: PAGINATION_MESSAGES.sortInvalid }).default('desc'),
  });
}

/** What a page answer carries besides its rows. */
export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** `{ data: [...rows], page: { page, pageSize, total, totalPages } }`. */
export function pageResponseSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), page: pageInfoSchema });
}

export function pageInfo(query: PageQuery, total: number): PageInfo {
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
