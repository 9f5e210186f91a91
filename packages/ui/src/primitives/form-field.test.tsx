import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';
import { NativeSelect } from './select.tsx';

describe('FormField', () => {
  it('labels the control and links the hint', () => {
    render(
      <FormField label="Email" hint="We never share it.">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('hides the error until the field is touched (formik)', () => {
    const { rerender } = render(
      <FormField label="Email" error="Email is required" touched={undefined}>
        <Input />
      </FormField>,
    );
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    rerender(
      <FormField label="Email" error="Email is required" touched>
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('shows the error whenever there is one when touched is not passed', () => {
    render(
      <FormField label="Phone" hint="With the country code." error="Please enter a valid phone number">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toHaveLength(2);
    expect(input).toHaveAccessibleDescription('With the country code. Please enter a valid phone number');
  });

  it('wires the password input and keeps its show/hide toggle', async () => {
    render(
      <FormField label="Password" error="Password is required" touched>
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works for a select, a checkbox and a radio group', () => {
    render(
      <>
        <FormField label="Account type" error="Pick one">
          <NativeSelect>
            <option value="rider">Rider</option>
          </NativeSelect>
        </FormField>
        <FormField
          label="I accept the terms"
          layout="inline"
          error="You must accept the terms and conditions to continue"
        >
          <Checkbox />
        </FormField>
        <FormField label="Payment" error="Choose a payment method">
          <RadioGroup>
            <RadioGroupItem value="cash" aria-label="Cash" />
          </RadioGroup>
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Account type')).toHaveAttribute('aria-invalid', 'true');
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms and conditions to continue');
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toHaveAccessibleDescription(
      'Choose a payment method',
    );
  });

  it("keeps the caller's own id and describedby", () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <FormField label="Name" id="full-name" error="Name is too long">
          <Input aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'full-name');
    expect(input.getAttribute('aria-describedby')).toBe('extra full-name-error');
  });
});
