import { useLogin } from '@ridebook/api-client';
import { Checkbox, FormField, notify, PasswordInput, useAppLinks, zodFormikValidate } from '@ridebook/ui';
import { loginSchema, MESSAGES, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { LogIn } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { openUrl } from '../redirects/index.ts';
import { inlineLinkClass } from './auth-layout.tsx';
import { loginFailureDestination } from './failure-messages.ts';
import { AuthSubmitButton, EmailField } from './auth-form-controls.tsx';
import { bindField, fieldStatus } from './formik-fields.ts';
import { resolveReturnTo } from './return-to.ts';
import { HydratedFieldset } from '../page-kit/index.ts';

export type LoginFormValues = FormValues<typeof loginSchema>;

const validate = zodFormikValidate(loginSchema);

type LoginFormProps = {
  /** Where to go after signing in (the returnTo parameter), checked here; "/" when absent or unsafe. */
  returnTo: string | null;
  /** Filled in after a registration, so the new account only types its password. */
  initialEmail?: string;
  /**
   * Tells the page a sign-in is under way: the session turns signed-in before the page leaves, and the page keeps
   * the form rather than switching to its signed-in note.
   */
  onSubmitting?: () => void;
};

/**
 * The login form (seed spec sections 2, 4, 5 and 8): checked on change with the seed's messages, submit disabled
 * until the form is valid and while it is sent, "Signing In..." meanwhile, a toast either way (the seed's one
 * failure toast for any cause), except that a blocked account or suspended driver goes to the account-status page.
 */
export function LoginForm({ returnTo, initialEmail = '', onSubmitting }: LoginFormProps) {
  const navigate = useNavigate();
  const appLinks = useAppLinks();
  const login = useLogin();

  const formik = useFormik<LoginFormValues>({
    initialValues: { email: initialEmail, password: '', rememberMe: false },
    validate,
    validateOnMount: true,
    onSubmit: async (values) => {
      onSubmitting?.();
      try {
        await login.mutateAsync(loginSchema.parse(values));
      } catch (error) {
        // Seed spec section 8: "Login failure (any cause): toast 'Invalid credentials. Please try again.'"
        const destination = loginFailureDestination(error);
        if (destination) void navigate(destination);
        else notify.error(MESSAGES.loginFailure);
        return;
      }
      notify.success(MESSAGES.loginSuccess);
      const target = resolveReturnTo(returnTo, appLinks, window.location.origin);
      if (target?.kind === 'document') openUrl(target.href);
      else void navigate(target?.to ?? paths.home);
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit} className="grid gap-5">
      <HydratedFieldset>
        <EmailField status={fieldStatus(formik, 'email')} {...bindField(formik, 'email')} />
        <FormField
          label="Password"
          required
          labelAction={
            <Link to={paths.forgotPassword} className={`text-sm ${inlineLinkClass}`}>
              Forgot password?
            </Link>
          }
          {...fieldStatus(formik, 'password')}
        >
          <PasswordInput
            autoComplete="current-password"
            placeholder="Your password"
            {...bindField(formik, 'password')}
          />
        </FormField>
        <FormField
          label="Remember me"
          layout="inline"
          hint="Stay signed in on this device after you close the browser."
        >
          <Checkbox
            name="rememberMe"
            checked={formik.values.rememberMe}
            onCheckedChange={(checked) => void formik.setFieldValue('rememberMe', checked === true)}
          />
        </FormField>
        <AuthSubmitButton
          form={formik}
          icon={<LogIn aria-hidden="true" />}
          label="Sign In"
          busyLabel="Signing In..."
        />
      </HydratedFieldset>
    </form>
  );
}
