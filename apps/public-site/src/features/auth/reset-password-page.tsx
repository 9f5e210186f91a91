import { getFieldErrors, isApiClientError, queryKeys, useResetPassword } from '@ridebook/api-client';
import { buttonVariants, FormField, notify, PasswordInput, zodFormikValidate } from '@ridebook/ui';
import { ERROR_CODES, MESSAGES, resetPasswordSchema, type FormValues } from '@ridebook/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { KeyRound, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../seo/index.ts';
import { AuthLayout, inlineLinkClass } from './auth-layout.tsx';
import { selfExplainingMessage, unexpectedFailureMessage } from './failure-messages.ts';
import { AuthSubmitButton } from './auth-form-controls.tsx';
import { bindField, fieldStatus, type ServerFieldErrors } from './formik-fields.ts';

type ResetPasswordValues = FormValues<typeof resetPasswordSchema>;

const validate = zodFormikValidate(resetPasswordSchema);

const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

/** Whether the API refused the link itself (unknown, used or expired), rather than the new password. */
function isInvalidLinkError(error: unknown): boolean {
  return (
    isApiClientError(error) &&
    (error.code === ERROR_CODES.INVALID_RESET_TOKEN || getFieldErrors(error).token !== undefined)
  );
}

/** A link that cannot be used: what happened and the way to a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <AuthLayout
      title="This link does not work"
      description="Password reset links work once and expire after a while."
      footer={
        <Link to={paths.login} className={inlineLinkClass}>
          Back to login
        </Link>
      }
    >
      <div role="alert" className="grid gap-5 text-center">
        <Link2Off
          aria-hidden="true"
          className="mx-auto size-12 rounded-full bg-destructive/10 p-2.5 text-destructive"
        />
        <p className="text-pretty">{message}</p>
        <Link to={paths.forgotPassword} className={buttonVariants({ size: 'lg', fullWidth: true })}>
          Request a new link
        </Link>
      </div>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate,
    validateOnMount: true,
    onSubmit: async (values) => {
      try {
        await resetPassword.mutateAsync(resetPasswordSchema.parse(values));
      } catch (error) {
        if (isInvalidLinkError(error)) {
          onInvalidLink();
          return;
        }
        setServerErrors(getFieldErrors(error));
        notify.error(selfExplainingMessage(error) ?? unexpectedFailureMessage(error));
        return;
      }
      // The API has ended every session of the account, this browser's included: the navigation bar must know.
      await queryClient.invalidateQueries({ queryKey: queryKeys.user.all() });
      notify.success(MESSAGES.passwordResetSuccess);
      void navigate(paths.login);
    },
  });

  const clearServerError = (name: string) => {
    if (name in serverErrors) {
      setServerErrors(Object.fromEntries(Object.entries(serverErrors).filter(([field]) => field !== name)));
    }
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} className="grid gap-5">
      <FormField
        label="New Password"
        required
        hint={PASSWORD_HINT}
        {...fieldStatus(formik, 'password', serverErrors)}
      >
        <PasswordInput
          autoComplete="new-password"
          placeholder="Create a password"
          {...bindField(formik, 'password', clearServerError)}
        />
      </FormField>
      <FormField label="Confirm Password" required {...fieldStatus(formik, 'confirmPassword', serverErrors)}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Repeat the password"
          {...bindField(formik, 'confirmPassword', clearServerError)}
        />
      </FormField>
      <AuthSubmitButton
        form={formik}
        blocked={Object.keys(serverErrors).length > 0}
        icon={<KeyRound aria-hidden="true" />}
        label="Set New Password"
        busyLabel="Saving Password..."
      />
    </form>
  );
}

/**
 * /reset-password?token=... (the link of the reset email): a new password, twice. A missing, used or expired link
 * says so and leads to a new one.
 */
export function ResetPasswordPage() {
  usePageMeta('Reset password', 'Choose a new password for your RideBook account.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [isLinkRefused, setIsLinkRefused] = useState(false);

  const tokenProblem = validate({ token, password: '', confirmPassword: '' }).token;
  if (tokenProblem) return <InvalidLink message={tokenProblem} />;
  if (isLinkRefused) return <InvalidLink message={MESSAGES.invalidResetToken} />;

  return (
    <AuthLayout
      title="Choose a new password"
      description="Pick a strong password. For your safety, every device signed in to your account will be signed out."
      footer={
        <Link to={paths.login} className={inlineLinkClass}>
          Back to login
        </Link>
      }
    >
      <ResetPasswordForm key={token} token={token} onInvalidLink={() => setIsLinkRefused(true)} />
    </AuthLayout>
  );
}
