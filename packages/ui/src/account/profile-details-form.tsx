import { useUpdateProfile } from '@ridebook/api-client';
import { updateProfileSchema, type CurrentUser, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { zodFormikValidate } from '../forms/zod-formik-validate.ts';
import { Button } from '../primitives/button.tsx';
import { FormField } from '../primitives/form-field.tsx';
import { Input } from '../primitives/input.tsx';
import { notify, notifyError } from '../toast/notify.ts';
import { PROFILE_MESSAGES, pickFieldErrors } from './profile-form-support.ts';
import { ProfileSection } from './profile-section.tsx';

const detailsSchema = updateProfileSchema.pick({ name: true, phone: true });
type DetailsValues = FormValues<typeof detailsSchema>;

const validate = zodFormikValidate(detailsSchema);

/** Name and phone (PATCH /user/me); the e-mail address is shown read-only. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const formik = useFormik<DetailsValues>({
    initialValues: { name: user.name, phone: user.phone },
    // The saved values come back through the current user (USER is invalidated after a save).
    enableReinitialize: true,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await updateProfile(updateProfileSchema.parse(values));
        notify.success(PROFILE_MESSAGES.detailsSaved);
        helpers.resetForm({ values: { name: saved.name, phone: saved.phone } });
      } catch (error) {
        notifyError(error, PROFILE_MESSAGES.detailsFailure);
        helpers.setErrors(pickFieldErrors<DetailsValues>(error, ['name', 'phone']));
      }
    },
  });
  const { values, errors, touched, isSubmitting, isValid, dirty } = formik;

  return (
    <ProfileSection
      title="Personal details"
      description="Your name and phone number, as drivers and riders see them."
    >
      <form noValidate onSubmit={formik.handleSubmit} className="grid gap-5">
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Full name" error={errors.name} touched={touched.name} required>
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
          <FormField label="Phone number" error={errors.phone} touched={touched.phone} required>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
        </div>
        <FormField label="Email" hint="You sign in with this address. Contact support to change it.">
          <Input
            name="email"
            type="email"
            value={user.email}
            readOnly
            aria-readonly="true"
            className="bg-muted/50"
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          {dirty && !isSubmitting && (
            <Button variant="ghost" onClick={() => formik.resetForm()}>
              Discard Changes
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} disabled={!isValid || !dirty}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
