import { getFieldErrors } from '@ridebook/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  FormField,
  Input,
  zodFormikValidate,
} from '@ridebook/ui';
import type { FormSchema } from '@ridebook/validation';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { CardHeading } from '../../components/card-heading.tsx';

export type SettingsField<Name extends string> = {
  name: Name;
  label: string;
  /** A reading aid under the field, from its current text (e.g. "= $1.10"). */
  hint?: (text: string) => ReactNode;
  inputMode?: 'numeric' | 'decimal' | 'text';
};

/** The first segment of an error's path (`radiusStepsMeters.2` belongs to the radius field). */
function byField(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) fields[path.split('.')[0] ?? path] ??= message;
  return fields;
}

/**
 * One settings card: text fields, checked by the shared form schema, which turns the text into the API's shape and
 * then applies the API's own schema (so the form says exactly what the API would), saved with `save`. A refusal from
 * the API shows its messages on the fields they concern.
 */
export function SettingsForm<Name extends string, Settings>({
  title,
  description,
  fields,
  initialValues,
  schema,
  save,
}: {
  title: string;
  description: ReactNode;
  fields: readonly SettingsField<Name>[];
  initialValues: Record<Name, string>;
  /** A form schema of the shared package: the fields' text in, the API's settings out (or the fields' errors). */
  schema: FormSchema<Settings, Record<Name, string>>;
  save: (settings: Settings) => Promise<unknown>;
}) {
  // Formik's values are keyed by plain strings here: its error type cannot follow a generic key union.
  const validateSettings = zodFormikValidate<typeof schema, Record<string, string>>(schema);
  const formik = useFormik<Record<string, string>>({
    initialValues,
    enableReinitialize: true,
    validate: validateSettings,
    onSubmit: async (values, helpers) => {
      try {
        await save(schema.parse(values));
      } catch (error) {
        // The hook toasts the failure; the fields say what to change.
        helpers.setErrors(byField(getFieldErrors(error)));
      }
    },
  });
  const { errors, touched } = formik;

  return (
    <Card>
      <CardHeader>
        <CardHeading className="text-lg">{title}</CardHeading>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={formik.handleSubmit} className="grid gap-4" aria-label={title}>
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <FormField
                key={field.name}
                label={field.label}
                hint={field.hint?.(formik.values[field.name] ?? '')}
                error={errors[field.name]}
                touched={touched[field.name]}
                required
              >
                <Input
                  name={field.name}
                  inputMode={field.inputMode ?? 'numeric'}
                  autoComplete="off"
                  value={formik.values[field.name] ?? ''}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
              </FormField>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => formik.resetForm()}
              disabled={!formik.dirty}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving...' : `Save ${title.toLowerCase()}`}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
