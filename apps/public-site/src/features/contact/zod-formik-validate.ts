import type { FormikErrors } from 'formik';

/** The part of a zod schema the adapter needs, so the app does not import zod itself. */
type SafeParseSchema = {
  safeParse(values: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
};

/**
 * Turns a zod schema into a Formik `validate` function: the first message of each top-level field.
 * One schema, the one in @ridebook/validation, decides what is valid (docs: style.md, "One contract source").
 */
export function zodFormikValidate<Values extends object>(schema: SafeParseSchema) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
    }
    return errors as FormikErrors<Values>;
  };
}
