import type { FormSchema, FormValues } from '@ridebook/validation';
import { getIn, setIn, type FormikErrors } from 'formik';

/** Field name -> its first message, for flat forms that set errors themselves (the API's field errors). */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * The path cut at the first field whose value is not an object: a schema that turns a text field into a list
 * (`radiusStepsMeters.2`) or checks a place not chosen yet (null) puts its message on that field, where the form
 * shows it.
 */
function pathInValues(values: unknown, path: readonly string[]): string[] {
  const kept: string[] = [];
  let value = values;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) break;
    kept.push(segment);
    value = (value as Record<string, unknown>)[segment];
  }
  return kept;
}

/** Whether a message is already kept at the path or at a field that contains it (the first one wins). */
function hasMessageOnPath(errors: object, path: readonly string[]): boolean {
  for (let length = 1; length <= path.length; length += 1) {
    const kept: unknown = getIn(errors, path.slice(0, length).join('.'));
    if (typeof kept === 'string') return true;
    if (kept === undefined) return false;
  }
  return true; // errors for fields nested under this path are kept already
}

/**
 * Turns a zod schema into a Formik `validate` function whose values are typed by that schema: the first message
 * of each field, nested as Formik nests its errors (`pickup.address` -> `{ pickup: { address } }`,
 * `contacts.0.phone` -> `{ contacts: [{ phone }] }`). One schema, the one in @ridebook/validation, decides what
 * is valid in the form and on the server (style.md, "One contract source"). A form whose fields are not the
 * schema's (a part of them, or text the form converts first) names its values as the second type argument.
 */
export function zodFormikValidate<Schema extends FormSchema, Values extends object = FormValues<Schema>>(
  schema: Schema,
) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    let errors: FormikErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = pathInValues(values, issue.path.map(String));
      if (path.length === 0 || hasMessageOnPath(errors, path)) continue;
      errors = setIn(errors, path.join('.'), issue.message) as FormikErrors<Values>;
    }
    return errors;
  };
}
