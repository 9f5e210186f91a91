import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';

/** The part of a formik form the field helpers use (useFormik's result has it all). */
export type FormikFieldSource<Values> = {
  values: Values;
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  setFieldTouched: (field: string, isTouched?: boolean, shouldValidate?: boolean) => Promise<unknown>;
};

/** Messages the API sent for fields (e.g. 409: the email is taken), shown until the person edits that field. */
export type ServerFieldErrors = Readonly<Record<string, string>>;

/**
 * The props of a text control (Input, PasswordInput, NativeSelect) bound to a formik field. A change marks the
 * field touched, so its message shows as the person types (the seed checks these forms on change).
 */
export function bindField<Values>(
  formik: FormikFieldSource<Values>,
  name: keyof Values & string,
  onEdit?: (name: string) => void,
) {
  return {
    name,
    value: String(formik.values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      onEdit?.(name);
      void formik.setFieldTouched(name, true, false);
      formik.handleChange(event);
    },
    onBlur: formik.handleBlur,
  };
}

/** FormField's error and touched props for a field: the form's own message first, then the API's. */
export function fieldStatus<Values>(
  formik: FormikFieldSource<Values>,
  name: keyof Values & string,
  serverErrors: ServerFieldErrors = {},
): { error: string | undefined; touched: boolean } {
  const formError = formik.errors[name];
  const serverError = serverErrors[name];
  if (typeof formError === 'string') return { error: formError, touched: Boolean(formik.touched[name]) };
  return { error: serverError, touched: serverError !== undefined };
}
