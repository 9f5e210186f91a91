import { useForgotPassword } from '@ridebook/api-client';
import { Button, notify, zodFormikValidate } from '@ridebook/ui';
import { forgotPasswordSchema, MESSAGES, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../seo/index.ts';
import { AuthLayout, inlineLinkClass } from './auth-layout.tsx';
import { selfExplainingMessage, unexpectedFailureMessage } from './failure-messages.ts';
import { AuthSubmitButton, EmailField } from './auth-form-controls.tsx';
import { bindField, fieldStatus } from './formik-fields.ts';
import { HydratedFieldset } from '../page-kit/index.ts';

type ForgotPasswordValues = FormValues<typeof forgotPasswordSchema>;

const validate = zodFormikValidate(forgotPasswordSchema);

function BackToLogin() {
  return (
    <Link to={paths.login} className={`inline-flex items-center gap-1.5 ${inlineLinkClass}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to login
    </Link>
  );
}

/** The request form; the confirmation replaces it once the API has answered. */
function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const forgotPassword = useForgotPassword();
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validate,
    validateOnMount: true,
    onSubmit: async (values) => {
      const input = forgotPasswordSchema.parse(values);
      try {
        await forgotPassword.mutateAsync(input);
      } catch (error) {
        notify.error(selfExplainingMessage(error) ?? unexpectedFailureMessage(error));
        return;
      }
      onSent(input.email);
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit} className="grid gap-5">
      <HydratedFieldset>
        <EmailField status={fieldStatus(formik, 'email')} {...bindField(formik, 'email')} />
        <AuthSubmitButton
          form={formik}
          icon={<Send aria-hidden="true" />}
          label="Send Reset Link"
          busyLabel="Sending Link..."
        />
      </HydratedFieldset>
    </form>
  );
}

/**
 * /forgot-password (linked from login; the seed does not show it): asks for the email, then says a link was sent
 * if an account exists. The answer is the same either way, so the page never reveals whether an account exists.
 */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Request a link to choose a new password for your RideBook account.');
  const [sentTo, setSentTo] = useState<string>();

  if (sentTo !== undefined) {
    return (
      <AuthLayout
        title="Check your inbox"
        description="Follow the link in the email to choose a new password."
        footer={<BackToLogin />}
      >
        <div role="status" className="grid gap-5 text-center">
          <MailCheck
            aria-hidden="true"
            className="mx-auto size-12 rounded-full bg-success/10 p-2.5 text-success"
          />
          <p className="text-pretty">{MESSAGES.forgotPasswordSent}</p>
          <p className="text-sm text-muted-foreground">
            We sent it to <span className="font-medium break-all text-foreground">{sentTo}</span>, if that is
            the address of an account. The link works once and expires soon; check your spam folder if it does
            not arrive within a few minutes.
          </p>
          <Button variant="outline" size="lg" fullWidth onClick={() => setSentTo(undefined)}>
            Use a different email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={<BackToLogin />}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthLayout>
  );
}
