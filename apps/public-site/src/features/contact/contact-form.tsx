import { cn, zodFormikValidate } from '@ridebook/ui';
import { contactFormSchema, MESSAGES, type ContactCategory, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonClass, HydratedFieldset } from '../page-kit/index.ts';
import { showDemoNotice } from './demo-notice.ts';
import { fakeSendContactMessage, type SendContactMessage } from './send-contact-message.ts';

type ContactFormValues = FormValues<typeof contactFormSchema>;

const initialValues: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  category: 'general',
  message: '',
};

const FIELD_ORDER = ['name', 'email', 'subject', 'category', 'message'] as const;

const validate = zodFormikValidate(contactFormSchema);

const CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General inquiry',
  rider: 'Rider support',
  driver: 'Driver support',
  technical: 'Technical issue',
  billing: 'Billing and payments',
  partnership: 'Partnership',
};

const controlClass =
  'w-full rounded-lg border bg-background px-3 text-base text-foreground placeholder:text-muted-foreground ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-[invalid=true]:border-destructive';

type FieldName = keyof ContactFormValues;
type Outcome = 'sent' | 'failed' | null;

type ContactFormProps = { send?: SendContactMessage };

/**
 * The contact form (seed spec sections 3, 4, 5 and 8). Checked on submit only; a field's error clears as soon as
 * it is edited. The seed hides the required name field; here it is shown, since a hidden required field could
 * never be filled in.
 */
export function ContactForm({ send = fakeSendContactMessage }: ContactFormProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik<ContactFormValues>({
    initialValues,
    validateOnChange: false,
    validateOnBlur: false,
    validate,
    onSubmit: async (values, helpers) => {
      showDemoNotice('Send Message');
      try {
        await send(values);
        helpers.resetForm();
        setOutcome('sent');
      } catch {
        setOutcome('failed');
      }
    },
  });

  const onFieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    formik.handleChange(event);
    const name = event.target.name as FieldName;
    if (formik.errors[name]) formik.setFieldError(name, undefined);
  };

  const fieldProps = (name: FieldName) => {
    const error = formik.errors[name];
    return {
      id: `${id}-${name}`,
      name,
      value: formik.values[name],
      onChange: onFieldChange,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
  };

  const errorText = (name: FieldName) => {
    const error = formik.errors[name];
    return error ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
        {error}
      </p>
    ) : null;
  };

  const label = (name: FieldName, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium">
      {text}
    </label>
  );

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        setOutcome(null);
        // Take keyboard and screen-reader users to the first problem; its message is tied to it by aria-describedby.
        const errors = validate(formik.values);
        const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
        if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
        formik.handleSubmit(event);
      }}
      className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <HydratedFieldset>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Send us a message
        </h2>
        <p className="mt-2 text-muted-foreground">
          Tell us what you need and pick a category so the right team sees it first.
        </p>

        <div role="status" className="empty:hidden">
          {outcome === 'sent' ? (
            <p className="mt-6 flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 font-medium text-foreground">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {MESSAGES.contactSuccess}
            </p>
          ) : null}
        </div>
        {outcome === 'failed' ? (
          <p
            role="alert"
            className="mt-6 flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 font-medium"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            {MESSAGES.contactFailure}
          </p>
        ) : null}

        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <div>
            {label('name', 'Name')}
            <input
              {...fieldProps('name')}
              type="text"
              autoComplete="name"
              className={cn(controlClass, 'h-11 border-input')}
            />
            {errorText('name')}
          </div>
          <div>
            {label('email', 'Email')}
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              className={cn(controlClass, 'h-11 border-input')}
            />
            {errorText('email')}
          </div>
          <div>
            {label('subject', 'Subject')}
            <input {...fieldProps('subject')} type="text" className={cn(controlClass, 'h-11 border-input')} />
            {errorText('subject')}
          </div>
          <div>
            {label('category', 'Category')}
            <select {...fieldProps('category')} className={cn(controlClass, 'h-11 border-input')}>
              {Object.entries(CATEGORY_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
            {errorText('category')}
          </div>
          <div className="sm:col-span-2">
            {label('message', 'Message')}
            <textarea
              {...fieldProps('message')}
              rows={6}
              placeholder="How can we help? If it is about a trip, include its date and time."
              className={cn(controlClass, 'resize-y border-input py-2.5')}
            />
            {errorText('message')}
          </div>
        </div>

        <button
          type="submit"
          disabled={formik.isSubmitting}
          className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}
        >
          <Send aria-hidden="true" className="size-4" />
          {formik.isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </HydratedFieldset>
    </form>
  );
}
