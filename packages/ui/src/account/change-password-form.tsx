import { useChangePassword } from '@ridebook/api-client';
import { changePasswordSchema, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { zodFormikValidate } from '../forms/zod-formik-validate.ts';
import { Button } from '../primitives/button.tsx';
import { FormField } from '../primitives/form-field.tsx';
import { PasswordInput } from '../primitives/password-input.tsx';
import { notify, notifyError } from '../toast/notify.ts';
import { PROFILE_MESSAGES, pickFieldErrors } from './profile-form-support.ts';
import { ProfileSection } from './profile-section.tsx';

type PasswordValues = FormValues<typeof changePasswordSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const validate = zodFormikValidate(changePasswordSchema);

/** POST /auth/change-password: this device stays signed in, the others are signed out. */
export function ChangePasswordForm() {
  const { mutateAsync: changePassword } = useChangePassword();
  const formik = useFormik<PasswordValues>({
    initialValues: EMPTY,
    // Empty fields are not valid: the button starts disabled.
    validateOnMount: true,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        const { message } = await changePassword(values);
        notify.success(message);
        helpers.resetForm();
        // Empty again, so not valid again: validateOnMount ran only once.
        await helpers.validateForm(EMPTY);
      } catch (error) {
        notifyError(error, PROFILE_MESSAGES.passwordFailure);
        helpers.setErrors(
          pickFieldErrors<PasswordValues>(error, ['currentPassword', 'newPassword', 'confirmPassword']),
        );
      }
    },
  });
  const { values, errors, touched, isSubmitting, isValid } = formik;

  return (
    <ProfileSection
      title="Change password"
      description="You stay signed in here; your other devices are signed out."
    >
      <form noValidate onSubmit={formik.handleSubmit} className="grid gap-5">
        <FormField
          label="Current password"
          error={errors.currentPassword}
          touched={touched.currentPassword}
          required
        >
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label="New password"
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            error={errors.newPassword}
            touched={touched.newPassword}
            required
          >
            <PasswordInput
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
          <FormField
            label="Confirm new password"
            error={errors.confirmPassword}
            touched={touched.confirmPassword}
            required
          >
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={!isValid}>
            {isSubmitting ? 'Changing Password...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
