import { getFieldErrors, useCities, useRegister } from '@ridebook/api-client';
import {
  Checkbox,
  FormField,
  Input,
  NativeSelect,
  notify,
  PasswordInput,
  zodFormikValidate,
} from '@ridebook/ui';
import {
  MESSAGES,
  registerFormSchema,
  toRegisterInput,
  type FormValues,
  type SignUpRole,
} from '@ridebook/validation';
import { useFormik } from 'formik';
import { CircleAlert, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { inlineLinkClass } from './auth-layout.tsx';
import { selfExplainingMessage } from './failure-messages.ts';
import { AuthSubmitButton, EmailField } from './auth-form-controls.tsx';
import { bindField, fieldStatus, type ServerFieldErrors } from './formik-fields.ts';
import type { LoginLocationState } from './login-page.tsx';
import { HydratedFieldset } from '../page-kit/index.ts';

/** The schema's fields but rememberMe, which this form does not offer. */
export type RegisterFormValues = Omit<FormValues<typeof registerFormSchema>, 'rememberMe'>;

const validate = zodFormikValidate<typeof registerFormSchema, RegisterFormValues>(registerFormSchema);

const ACCOUNT_TYPES: readonly { value: SignUpRole; label: string }[] = [
  { value: 'rider', label: 'Rider' },
  { value: 'driver', label: 'Driver' },
];

const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

type RegisterFormProps = {
  initialRole: SignUpRole;
  /** Where the login after this should lead (the login page checks it). */
  loginHref: string;
};

/**
 * The registration form (seed spec sections 2, 3, 4, 5 and 8): checked on change with the seed's messages, the
 * vehicle only for drivers, "Creating Account..." while it is sent, and only the API's fields in the request
 * (no confirmPassword or termsAccepted; no vehicle for a rider). The API's field messages (an email already taken)
 * show on their fields until the person edits them.
 */
export function RegisterForm({ initialRole, loginHref }: RegisterFormProps) {
  const navigate = useNavigate();
  const register = useRegister();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();

  const formik = useFormik<RegisterFormValues>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      role: initialRole,
      vehicleModel: '',
      vehiclePlate: '',
      cityId: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
    },
    validate,
    validateOnMount: true,
    onSubmit: async (values) => {
      setFormMessage(undefined);
      const body = toRegisterInput(registerFormSchema.parse(values));
      try {
        await register.mutateAsync(body);
      } catch (error) {
        notify.error(MESSAGES.registerFailure);
        const fieldErrors = getFieldErrors(error);
        setServerErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFormMessage(selfExplainingMessage(error));
        return;
      }
      notify.success(MESSAGES.registerSuccess);
      const state: LoginLocationState = { email: body.email };
      void navigate(loginHref, { state });
    },
  });

  const clearServerError = (name: string) => {
    if (!(name in serverErrors)) return;
    setServerErrors(Object.fromEntries(Object.entries(serverErrors).filter(([field]) => field !== name)));
  };
  const field = (name: keyof RegisterFormValues) => bindField(formik, name, clearServerError);
  const status = (name: keyof RegisterFormValues) => fieldStatus(formik, name, serverErrors);
  const cities = useCities();
  const isDriver = formik.values.role === 'driver';
  const hasServerErrors = Object.keys(serverErrors).length > 0;

  return (
    <form noValidate onSubmit={formik.handleSubmit} className="grid items-start gap-5 sm:grid-cols-2">
      <HydratedFieldset>
        <FormField label="Full Name" required className="sm:col-span-2" {...status('name')}>
          <Input autoComplete="name" placeholder="Alex Morgan" {...field('name')} />
        </FormField>
        <EmailField status={status('email')} {...field('email')} />
        <FormField label="Phone" required {...status('phone')}>
          <Input type="tel" autoComplete="tel" placeholder="+1 (555) 010-0123" {...field('phone')} />
        </FormField>
        <FormField
          label="Account Type"
          className="sm:col-span-2"
          hint={
            isDriver
              ? 'We review new driver accounts before your first trip.'
              : 'Book rides with trusted drivers, any time of day.'
          }
          {...status('role')}
        >
          <NativeSelect {...field('role')}>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {isDriver ? (
          <>
            <FormField label="Vehicle Model" required {...status('vehicleModel')}>
              <Input autoComplete="off" placeholder="Toyota Prius" {...field('vehicleModel')} />
            </FormField>
            <FormField label="License Plate" required {...status('vehiclePlate')}>
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                placeholder="ABC-1234"
                {...field('vehiclePlate')}
              />
            </FormField>
            <CityField cities={cities.data ?? []} field={field('cityId')} status={status('cityId')} />
          </>
        ) : null}
        <FormField label="Password" required hint={PASSWORD_HINT} {...status('password')}>
          <PasswordInput autoComplete="new-password" placeholder="Create a password" {...field('password')} />
        </FormField>
        <FormField label="Confirm Password" required {...status('confirmPassword')}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repeat the password"
            {...field('confirmPassword')}
          />
        </FormField>
        <FormField
          layout="inline"
          className="sm:col-span-2"
          label={
            <span className="leading-snug">
              I agree to the{' '}
              <a href={paths.terms} target="_blank" rel="noopener" className={inlineLinkClass}>
                Terms of Service
              </a>{' '}
              and{' '}
              <a href={paths.privacy} target="_blank" rel="noopener" className={inlineLinkClass}>
                Privacy Policy
              </a>
            </span>
          }
          {...status('termsAccepted')}
        >
          <Checkbox
            name="termsAccepted"
            checked={formik.values.termsAccepted}
            onCheckedChange={(checked) => {
              void formik.setFieldTouched('termsAccepted', true, false);
              void formik.setFieldValue('termsAccepted', checked === true);
            }}
          />
        </FormField>
        {formMessage ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium sm:col-span-2"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {formMessage}
          </p>
        ) : null}
        <AuthSubmitButton
          form={formik}
          blocked={hasServerErrors}
          className="sm:col-span-2"
          icon={<UserPlus aria-hidden="true" />}
          label="Create Account"
          busyLabel="Creating Account..."
        />
      </HydratedFieldset>
    </form>
  );
}

/** The city a driver drives in: the cities served (blank keeps the default city, the first listed). */
function CityField({
  cities,
  field,
  status,
}: {
  cities: ReadonlyArray<{ id: string; name: string }>;
  field: ReturnType<typeof bindField>;
  status: ReturnType<typeof fieldStatus>;
}) {
  if (cities.length < 2) return null;
  return (
    <FormField label="City" hint="Where you will drive" {...status}>
      <NativeSelect {...field}>
        <option value="">{cities[0]?.name}</option>
        {cities.slice(1).map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
