import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Checkbox } from './checkbox.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';
import { NativeSelect } from './select.tsx';
import { Switch } from './switch.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Label, control, hint and error, wired for assistive technology. With formik: `error={formik.errors.email} touched={formik.touched.email}`; the error shows once the field is touched, and the control gets `aria-invalid` and `aria-describedby`.',
      },
    },
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Phone',
    hint: 'Include your country code, e.g. +1 555 010 0123.',
    children: <Input type="tel" />,
  },
};

export const Required: Story = { args: { required: true } };

export const Error: Story = {
  args: {
    error: 'Please enter a valid email address',
    touched: true,
    children: <Input type="email" defaultValue="ada@" />,
  },
};

export const ErrorNotYetTouched: Story = {
  name: 'Error (not yet touched)',
  args: { error: 'Email is required', touched: false },
};

export const Disabled: Story = {
  args: { label: 'Vehicle model', children: <Input defaultValue="Toyota Prius" disabled /> },
};

export const PasswordWithAction: Story = {
  name: 'Password with label action',
  args: {
    label: 'Password',
    labelAction: (
      <a href="#forgot" className="text-sm font-medium text-primary hover:underline">
        Forgot password?
      </a>
    ),
    children: <PasswordInput />,
  },
};

export const InlineCheckbox: Story = {
  name: 'Inline (checkbox)',
  args: {
    label: 'I accept the terms and conditions',
    layout: 'inline',
    error: 'You must accept the terms and conditions to continue',
    touched: true,
    children: <Checkbox />,
  },
};

export const InlineSwitch: Story = {
  name: 'Inline (switch)',
  args: {
    label: 'Go online',
    layout: 'inline',
    hint: 'Riders nearby can send you requests.',
    children: <Switch />,
  },
};

function LoginForm({ isSubmitting }: { isSubmitting: boolean }) {
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle className="text-2xl">Welcome back</CardTitle>
        <CardDescription>Sign in to book your next ride.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Email" error="Please enter a valid email address" touched>
            <Input type="email" defaultValue="ada@" autoComplete="email" />
          </FormField>
          <FormField
            label="Password"
            labelAction={
              <a href="#forgot-password" className="text-sm font-medium text-primary hover:underline">
                Forgot password?
              </a>
            }
          >
            <PasswordInput defaultValue="hunter22" />
          </FormField>
          <FormField label="Remember me" layout="inline">
            <Checkbox />
          </FormField>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            No account?{' '}
            <a href="#register" className="font-medium text-primary hover:underline">
              Create one
            </a>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

export const LoginExample: Story = {
  name: 'Example: login',
  render: () => <LoginForm isSubmitting={false} />,
  decorators: [(Story) => <div className="w-96">{Story()}</div>],
};

export const LoginSubmitting: Story = {
  name: 'Example: login (submitting)',
  render: () => <LoginForm isSubmitting />,
  decorators: [(Story) => <div className="w-96">{Story()}</div>],
};

function RegisterForm() {
  const [role, setRole] = useState('driver');
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Create your account</CardTitle>
        <CardDescription>Ride in minutes, or drive and keep 80% of every fare plus tips.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Full name" required>
            <Input autoComplete="name" defaultValue="Sam Lee" />
          </FormField>
          <FormField label="Account type">
            <NativeSelect value={role} onChange={(event) => setRole(event.target.value)}>
              <option value="rider">Rider</option>
              <option value="driver">Driver</option>
            </NativeSelect>
          </FormField>
          {role === 'driver' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Vehicle model" error="Vehicle model is required for drivers" touched>
                <Input />
              </FormField>
              <FormField label="License plate">
                <Input defaultValue="KA-01-1234" />
              </FormField>
            </div>
          )}
          <FormField label="Message to support" hint="Optional.">
            <Textarea rows={3} />
          </FormField>
          <Button type="submit" size="lg" fullWidth>
            Create Account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export const RegisterExample: Story = {
  name: 'Example: register (driver)',
  render: () => <RegisterForm />,
  decorators: [(Story) => <div className="w-[28rem] max-w-full">{Story()}</div>],
};
