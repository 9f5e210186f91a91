import { getFieldErrors } from '@ridebook/api-client';
import { Button, FormField, Input, zodFormikValidate } from '@ridebook/ui';
import { emergencyContactInputSchema, type EmergencyContact, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';

export type ContactValues = FormValues<typeof emergencyContactInputSchema>;

const validate = zodFormikValidate(emergencyContactInputSchema);
const FIELDS = ['name', 'email', 'phone', 'relationship'] as const;

function contactValues(contact?: EmergencyContact): ContactValues {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    relationship: contact?.relationship ?? '',
  };
}

/**
 * One emergency contact's details, checked by the API's own schema (emergencyContactInputSchema): name and e-mail
 * required (SOS messages go by e-mail), phone and relationship optional. `onSubmit` rejects on failure; the API's
 * field errors then show beside their fields (the toast is the mutation's).
 */
export function EmergencyContactForm({
  contact,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  contact?: EmergencyContact;
  submitLabel: string;
  onSubmit: (values: ContactValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useFormik<ContactValues>({
    initialValues: contactValues(contact),
    validate,
    onSubmit: async (values, helpers) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const byField = getFieldErrors(error);
        helpers.setErrors(Object.fromEntries(FIELDS.filter((f) => byField[f]).map((f) => [f, byField[f]])));
      }
    },
  });
  const field = (name: keyof ContactValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4 rounded-lg border bg-muted/30 p-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Full name" error={form.errors.name} touched={form.touched.name} required>
          <Input autoComplete="off" {...field('name')} />
        </FormField>
        <FormField label="Email" error={form.errors.email} touched={form.touched.email} required>
          <Input type="email" autoComplete="off" {...field('email')} />
        </FormField>
        <FormField label="Phone (optional)" error={form.errors.phone} touched={form.touched.phone}>
          <Input type="tel" autoComplete="off" {...field('phone')} />
        </FormField>
        <FormField
          label="Relationship (optional)"
          error={form.errors.relationship}
          touched={form.touched.relationship}
        >
          <Input placeholder="Sister, friend, partner…" {...field('relationship')} />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
