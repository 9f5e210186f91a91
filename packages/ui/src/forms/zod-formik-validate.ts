/** The part of a zod schema the adapter needs, so callers need not import zod themselves. */
type SafeParseSchema = {
  safeParse(values: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
};

/** Field name -> its first message; assignable to Formik's `FormikErrors` for flat forms. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Turns a zod schema into a Formik `validate` function: the first message of each top-level field.
 * One schema, the one in @ridebook/validation, decides what is valid in the form and on the server
 * (style.md, "One contract source").
 */
export function zodFormikValidate<Values extends object>(schema: SafeParseSchema) {
  return (values: Values): FieldErrors<Values> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
    }
    return errors as FieldErrors<Values>;
  };
}
