/** `?page=` as a page number: 1 unless it is a whole number of 1 or more. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
