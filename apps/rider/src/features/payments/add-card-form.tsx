import { getFieldErrors, useAddPaymentMethod } from '@ridebook/api-client';
import {
  Button,
  cardLabel,
  Checkbox,
  FormField,
  Input,
  Label,
  notify,
  zodFormikValidate,
} from '@ridebook/ui';
import { addCardSchema, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { useId } from 'react';
import { toastError } from '../../lib/toast-error.ts';

export const ADD_CARD_TOASTS = {
  added: (label: string) => `${label} saved`,
  failed: "We couldn't save this card. Please try again.",
} as const;

/** The form's text as typed; the month and year become numbers for the shared schema. */
export type AddCardValues = {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  makeDefault: boolean;
};

const initialValues: AddCardValues = { number: '', expMonth: '', expYear: '', cvc: '', makeDefault: false };

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function toAddCardInput(values: AddCardValues): FormValues<typeof addCardSchema> {
  return {
    number: values.number,
    expMonth: toNumber(values.expMonth),
    expYear: toNumber(values.expYear),
    cvc: values.cvc.trim(),
    makeDefault: values.makeDefault,
  };
}

// The API's own contract and messages (style.md: one contract source).
const validateCard = zodFormikValidate(addCardSchema);

export function validateAddCard(values: AddCardValues) {
  return validateCard(toAddCardInput(values));
}

/** A new card: number, expiry, security code; sent to the card provider through the API, never stored whole. */
export function AddCardForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const add = useAddPaymentMethod({
    onSuccess: (card) => void notify.success(ADD_CARD_TOASTS.added(cardLabel(card)), { id: 'card' }),
    onError: (error) => void toastError(error, ADD_CARD_TOASTS.failed, { id: 'card' }),
  });
  const formik = useFormik<AddCardValues>({
    initialValues,
    validate: validateAddCard,
    onSubmit: async (values, helpers) => {
      try {
        await add.mutateAsync(toAddCardInput(values));
        onDone();
      } catch (error) {
        helpers.setErrors(getFieldErrors(error));
      }
    },
  });
  const { values, errors, touched } = formik;
  const field = (name: keyof Omit<AddCardValues, 'makeDefault'>) => ({
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });

  return (
    <form
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Add a card"
      className="grid gap-4 rounded-lg border p-4"
    >
      <FormField label="Card number" error={errors.number} touched={touched.number} required>
        <Input
          {...field('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
      </FormField>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3">
        <FormField label="Month" error={errors.expMonth} touched={touched.expMonth} required>
          <Input {...field('expMonth')} inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" />
        </FormField>
        <FormField label="Year" error={errors.expYear} touched={touched.expYear} required>
          <Input {...field('expYear')} inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" />
        </FormField>
        <FormField label="CVC" error={errors.cvc} touched={touched.cvc} required>
          <Input {...field('cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </FormField>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-default`}
          checked={values.makeDefault}
          onCheckedChange={(checked) => void formik.setFieldValue('makeDefault', checked === true)}
        />
        <Label htmlFor={`${id}-default`}>Make this my default card</Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formik.isSubmitting}>
          {formik.isSubmitting ? 'Saving…' : 'Save card'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
