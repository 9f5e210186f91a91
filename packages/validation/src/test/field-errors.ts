import type { z } from 'zod';

/** The first message per field, as a form shows it: `{ email: 'Email is required' }`; `{}` when valid. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Every message reported for one field, to prove a field reports one message at a time. */
export function messagesFor(schema: z.ZodType, value: unknown, path: string): string[] {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}
