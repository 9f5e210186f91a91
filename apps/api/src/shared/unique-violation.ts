/** Postgres' unique_violation, and the index that raised it. */
export function uniqueViolation(error: unknown): string | null {
  const candidate = (error as { cause?: unknown } | null)?.cause ?? error;
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate as { code?: unknown }).code === '23505'
  ) {
    const constraint = (candidate as { constraint?: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
