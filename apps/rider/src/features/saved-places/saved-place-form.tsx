import { getFieldErrors, useServiceArea } from '@ridebook/api-client';
import { Button, FormField, Input, Label, RadioGroup, RadioGroupItem, zodFormikValidate } from '@ridebook/ui';
import { PlaceSearchField, placeToLocation } from '@ridebook/ui/places';
import {
  SAVED_PLACE_KINDS,
  savedPlaceInputSchema,
  savedPlaceLabel,
  type FormValues,
  type Location,
  type SavedPlaceInput,
} from '@ridebook/validation';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { SAVED_PLACE_ICONS } from './saved-place-copy.ts';

/** The schema's fields, with no place chosen yet (null) until the rider picks a suggestion. */
export type SavedPlaceValues = Omit<FormValues<typeof savedPlaceInputSchema>, 'location'> & {
  location: Location | null;
};

export const CHOOSE_A_PLACE = 'Please choose a place from the suggestions';

const validatePlace = zodFormikValidate<typeof savedPlaceInputSchema, SavedPlaceValues>(
  savedPlaceInputSchema,
);
function validate(values: SavedPlaceValues) {
  const errors = validatePlace(values);
  if (!values.location) errors.location = CHOOSE_A_PLACE;
  return errors;
}

const choiceClasses =
  'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border bg-background px-3 text-sm font-medium has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';
const hiddenRadio = 'absolute inset-0 z-10 size-full rounded-lg border-0 opacity-0 shadow-none';

/**
 * A saved place's kind (Home, Work, Other) and name (Other only), checked by the API's own schema; with
 * `searchLabel` also its address, searched like the booking page's. `onSubmit` rejects on failure; the API's field
 * errors then show beside their fields (the toast is the mutation's).
 */
export function SavedPlaceForm({
  initial,
  searchLabel,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: SavedPlaceValues;
  /** Show a place search under this label (adding a place); without it the location stays as given. */
  searchLabel?: string;
  submitLabel: string;
  onSubmit: (input: SavedPlaceInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useFormik<SavedPlaceValues>({
    initialValues: initial,
    validate,
    onSubmit: async ({ kind, name, location }, helpers) => {
      if (!location) return;
      try {
        await onSubmit({ kind, location, ...(kind === 'other' ? { name } : {}) });
      } catch (error) {
        const byField = getFieldErrors(error);
        helpers.setErrors({
          ...(byField.name ? { name: byField.name } : {}),
          ...(byField.kind ? { kind: byField.kind } : {}),
        });
      }
    },
  });
  const { values, errors, touched } = form;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4 rounded-lg border bg-muted/30 p-4">
      {searchLabel && (
        <PlaceField
          label={searchLabel}
          error={touched.location || form.submitCount > 0 ? errors.location : undefined}
          onChoose={(location) => void form.setFieldValue('location', location)}
        />
      )}
      <FormField label="Save as" error={errors.kind}>
        <RadioGroup
          name="kind"
          value={values.kind}
          onValueChange={(kind) => void form.setFieldValue('kind', kind)}
          className="grid-cols-3 gap-2"
        >
          {SAVED_PLACE_KINDS.map((kind) => {
            const Icon = SAVED_PLACE_ICONS[kind];
            return (
              <Label key={kind} htmlFor={`${id}-kind-${kind}`} className={choiceClasses}>
                <RadioGroupItem id={`${id}-kind-${kind}`} value={kind} className={hiddenRadio} />
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                {savedPlaceLabel({ kind, name: null })}
              </Label>
            );
          })}
        </RadioGroup>
      </FormField>
      {values.kind === 'other' && (
        <FormField label="Name" error={errors.name} touched={touched.name || form.submitCount > 0} required>
          <Input
            name="name"
            placeholder="Gym, Mum's, Office…"
            autoComplete="off"
            value={values.name}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
        </FormField>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The address of a new place: suggestions as you type, near the served city. */
function PlaceField({
  label,
  error,
  onChoose,
}: {
  label: string;
  error: string | undefined;
  onChoose: (location: Location | null) => void;
}) {
  const serviceArea = useServiceArea();
  const [point, setPoint] = useState({ text: '', location: null as Location | null, pendingPin: null });
  return (
    <div className="grid gap-1.5">
      <PlaceSearchField
        label={label}
        kind="destination"
        placeholder="Search for a place"
        point={point}
        near={serviceArea.data?.center ?? null}
        onTextChange={(text) => {
          setPoint({ text, location: null, pendingPin: null });
          onChoose(null);
        }}
        onChoose={(place) => {
          const location = placeToLocation(place);
          setPoint({ text: location.address, location, pendingPin: null });
          onChoose(location);
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
