import { getFieldErrors } from '@ridebook/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Checkbox,
  FormField,
  Input,
  NativeSelect,
} from '@ridebook/ui';
import { WEEKDAY_NAMES, type CityInput } from '@ridebook/validation';
import type { AreaPolygons } from '@ridebook/validation/geo';
import { useFormik } from 'formik';
import { Crosshair, Eraser, FileUp } from 'lucide-react';
import { memo, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { CardHeading } from '../../components/card-heading.tsx';
import {
  describeArea,
  fieldOfPath,
  formToCityInput,
  middleOf,
  readGeoJsonFile,
  slugOf,
  validateCityForm,
  zoneErrorsOf,
  type CityFormErrors,
  type CityFormValues,
} from './city-form-values.ts';
import { ServiceAreaMap } from './lazy-service-area-map.tsx';
import { ZonesEditor } from './zones-editor.tsx';

/** The IANA time zones this browser knows (the API checks against its own runtime's list). */
const TIME_ZONES = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
/** The ISO 4217 currencies this browser knows, with their English names. */
const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({
  code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));

/** The list with the saved value in it (a zone or currency the API's runtime knows and this browser does not). */
function withValue(options: readonly string[], value: string): readonly string[] {
  return value === '' || options.includes(value) ? options : [value, ...options];
}

function withCurrency(code: string): readonly { code: string; label: string }[] {
  return code === '' || CURRENCIES.some((currency) => currency.code === code)
    ? CURRENCIES
    : [{ code, label: code }, ...CURRENCIES];
}

// The two long lists (about 420 zones, 300 currencies) render again only when their own value changes, not on
// every keystroke elsewhere in the form.
const TimeZoneOptions = memo(function TimeZoneOptions({ value }: { value: string }) {
  return withValue(TIME_ZONES, value).map((zone) => (
    <option key={zone} value={zone}>
      {zone}
    </option>
  ));
});

const CurrencyOptions = memo(function CurrencyOptions({ value }: { value: string }) {
  return withCurrency(value).map(({ code, label }) => (
    <option key={code} value={code}>
      {label}
    </option>
  ));
});

/**
 * A city's form: name, short name, time zone, currency, locale, distance unit, the map centre, whether a ride may
 * end outside the area, and the service area drawn on the map or imported from a GeoJSON file. The shared schema
 * checks it as the API will; a refusal from the API shows its message on the field it names.
 */
export function CityForm({
  initialValues,
  isNew,
  submitLabel,
  save,
}: {
  initialValues: CityFormValues;
  isNew: boolean;
  submitLabel: string;
  /** Sends the city; rejects with the API's error (its field errors are shown on the fields). */
  save: (input: CityInput) => Promise<unknown>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const areaId = useId();
  const formik = useFormik<CityFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: validateCityForm,
    onSubmit: async (values, helpers) => {
      try {
        await save(formToCityInput(values));
        if (!isNew) helpers.resetForm({ values });
      } catch (error) {
        // The mutation's hook toasts the refusal; the fields say what to change.
        const errors: CityFormErrors = {};
        const zones: Record<string, string> = {};
        for (const [path, message] of Object.entries(getFieldErrors(error))) {
          if (path.startsWith('zones.')) zones[path] = message;
          const field = fieldOfPath(path);
          if (field) errors[field] ??= message;
        }
        setApiZoneErrors(zones);
        helpers.setErrors(errors);
      }
    },
  });
  const { values, errors, touched } = formik;
  const zoneErrors = useMemo(() => zoneErrorsOf(values), [values]);
  const [apiZoneErrors, setApiZoneErrors] = useState<Record<string, string>>({});
  // A new city's short name follows its name until the admin types one.
  const [slugTyped, setSlugTyped] = useState(false);
  const slugFollowsName = isNew && !slugTyped;

  const field = (name: Exclude<keyof CityFormValues, 'zones' | 'serviceArea'>) => ({
    name,
    value: String(values[name]),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });

  const setArea = (area: AreaPolygons) => {
    void formik.setFieldValue('serviceArea', area);
    void formik.setFieldTouched('serviceArea', true, false);
    // A new area without a centre (or with one now outside): the middle of the area when it lies inside.
    const middle = middleOf(area);
    if (middle && (values.centerLat.trim() === '' || values.centerLng.trim() === '')) {
      void formik.setFieldValue('centerLat', String(middle.lat));
      void formik.setFieldValue('centerLng', String(middle.lng));
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readGeoJsonFile(file);
    if (result.ok) {
      setArea(result.area);
    } else {
      await formik.setFieldTouched('serviceArea', true, false);
      formik.setFieldError('serviceArea', result.message);
    }
  };

  // The area's error is text (the schema's or the API's); formik types an array field's errors as a list too.
  const areaError = typeof errors.serviceArea === 'string' ? errors.serviceArea : undefined;
  const centerError = typeof errors.centerLat === 'string' ? errors.centerLat : undefined;
  const centerMiddle = middleOf(values.serviceArea);
  const centerLat = Number(values.centerLat);
  const centerLng = Number(values.centerLng);
  const hasCenter =
    values.centerLat.trim() !== '' &&
    values.centerLng.trim() !== '' &&
    Number.isFinite(centerLat) &&
    Number.isFinite(centerLng);

  return (
    <Card>
      <CardHeader>
        <CardHeading className="text-lg">City and service area</CardHeading>
        <CardDescription>
          Quotes inside the area use this city&apos;s prices, currency and time zone; outside every
          city&apos;s area a ride cannot be booked.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={formik.handleSubmit} className="grid gap-4" aria-label="City">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name} touched={touched.name} required>
              <Input
                {...field('name')}
                autoComplete="off"
                onChange={(event) => {
                  formik.handleChange(event);
                  if (slugFollowsName) void formik.setFieldValue('slug', slugOf(event.target.value));
                }}
              />
            </FormField>
            <FormField
              label="Short name"
              hint="Lower-case letters, digits and hyphens, e.g. san-francisco"
              error={errors.slug}
              touched={touched.slug}
              required
            >
              <Input
                {...field('slug')}
                autoComplete="off"
                onChange={(event) => {
                  setSlugTyped(true);
                  formik.handleChange(event);
                }}
              />
            </FormField>
            <FormField
              label="Time zone"
              hint="Days, weeks and months are cut in this zone"
              error={errors.timeZone}
              touched={touched.timeZone}
              required
            >
              <NativeSelect {...field('timeZone')}>
                <option value="">Choose a time zone</option>
                <TimeZoneOptions value={values.timeZone} />
              </NativeSelect>
            </FormField>
            <FormField
              label="Currency"
              hint="Fares and payouts in this city are in this currency"
              error={errors.currency}
              touched={touched.currency}
              required
            >
              <NativeSelect {...field('currency')}>
                <option value="">Choose a currency</option>
                <CurrencyOptions value={values.currency} />
              </NativeSelect>
            </FormField>
            <FormField
              label="Locale"
              hint="How dates and money read, e.g. en-GB"
              error={errors.locale}
              touched={touched.locale}
              required
            >
              <Input {...field('locale')} autoComplete="off" />
            </FormField>
            <FormField
              label="Distance unit"
              error={errors.distanceUnit}
              touched={touched.distanceUnit}
              required
            >
              <NativeSelect {...field('distanceUnit')}>
                <option value="km">Kilometres (km)</option>
                <option value="mi">Miles (mi)</option>
              </NativeSelect>
            </FormField>
            <FormField
              label="Weekly payout day"
              hint="Drivers here are paid weekly on this day, in the city's time zone"
              error={errors.weeklyPayoutWeekday}
              touched={touched.weeklyPayoutWeekday}
            >
              <NativeSelect {...field('weeklyPayoutWeekday')}>
                <option value="">The service's day (Settings)</option>
                {WEEKDAY_NAMES.map((day, index) => (
                  <option key={day} value={String(index + 1)}>
                    {day}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            label="Destination may leave the area"
            layout="inline"
            hint="A ride must always start inside the area; with this, it may end outside (up to 150 km)."
          >
            <Checkbox
              name="destinationMayLeaveArea"
              checked={values.destinationMayLeaveArea}
              onCheckedChange={(checked) =>
                void formik.setFieldValue('destinationMayLeaveArea', checked === true)
              }
            />
          </FormField>

          <section aria-labelledby={areaId} className="grid gap-3">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                <h3 id={areaId} className="text-sm font-medium">
                  Service area
                </h3>
                <p className="text-sm text-muted-foreground">
                  Draw polygons or rectangles with the tools on the map (cut one to leave a hole), or import a
                  GeoJSON file: a Polygon, MultiPolygon, Feature or FeatureCollection. Importing replaces the
                  area.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <input
                  ref={fileInput}
                  type="file"
                  accept=".geojson,.json,application/geo+json,application/json"
                  aria-label="GeoJSON file"
                  className="sr-only"
                  tabIndex={-1}
                  onChange={(event) => void importFile(event)}
                />
                <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
                  <FileUp aria-hidden="true" />
                  Import GeoJSON
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={values.serviceArea.length === 0}
                  onClick={() => setArea([])}
                >
                  <Eraser aria-hidden="true" />
                  Clear the area
                </Button>
              </div>
            </div>
            <ServiceAreaMap
              polygons={values.serviceArea}
              center={hasCenter ? { lat: centerLat, lng: centerLng } : null}
              onChange={setArea}
              onCenterChange={(point) => {
                void formik.setFieldValue('centerLat', String(point.lat));
                void formik.setFieldValue('centerLng', String(point.lng));
              }}
              aria-label="Service area map"
            />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {describeArea(values.serviceArea)}
            </p>
            {touched.serviceArea && areaError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {areaError}
              </p>
            )}
          </section>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Map centre</legend>
            <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
              <FormField label="Latitude" required>
                <Input {...field('centerLat')} inputMode="decimal" autoComplete="off" />
              </FormField>
              <FormField label="Longitude" required>
                <Input {...field('centerLng')} inputMode="decimal" autoComplete="off" />
              </FormField>
              <Button
                type="button"
                variant="outline"
                className="sm:mt-6"
                disabled={!centerMiddle}
                onClick={() => {
                  if (!centerMiddle) return;
                  void formik.setFieldValue('centerLat', String(centerMiddle.lat));
                  void formik.setFieldValue('centerLng', String(centerMiddle.lng));
                }}
              >
                <Crosshair aria-hidden="true" />
                Middle of the area
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              Where the rider&apos;s map opens; drag the pin to move it.
            </p>
            {(touched.centerLat || touched.centerLng || formik.submitCount > 0) && centerError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {centerError}
              </p>
            )}
          </fieldset>

          <ZonesEditor
            zones={values.zones}
            cityArea={values.serviceArea}
            errors={{ ...apiZoneErrors, ...zoneErrors }}
            showErrors={formik.submitCount > 0}
            onChange={(zones) => {
              setApiZoneErrors({});
              void formik.setFieldValue('zones', zones);
            }}
          />

          <div className="flex justify-end gap-2">
            {!isNew && (
              <Button
                type="button"
                variant="outline"
                onClick={() => formik.resetForm()}
                disabled={!formik.dirty}
              >
                Discard changes
              </Button>
            )}
            <Button type="submit" loading={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving...' : submitLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
