import { getErrorMessage, useChangeDriverCity, useCities } from '@ridebook/api-client';
import { Button, FormField, NativeSelect, notify, ReasonDialogFrame } from '@ridebook/ui';
import { driverCityChangeSchema, type AdminUser } from '@ridebook/validation';
import { MapPin } from 'lucide-react';
import { useState } from 'react';

export const DRIVER_CITY_MESSAGES = {
  moved: (name: string, city: string) => `${name} now drives in ${city}.`,
  sameCity: 'Please choose another city',
  failed: 'The driver could not be moved. Please try again.',
} as const;

/**
 * Move a driver to another city, after a confirmation: the API refuses while they are online (409), and the
 * dialog shows its message and stays open.
 */
export function DriverCityAction({ user }: { user: AdminUser }) {
  const cities = useCities();
  const current = user.driver?.cityId ?? '';
  const [isOpen, setIsOpen] = useState(false);
  const [cityId, setCityId] = useState(current);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const change = useChangeDriverCity();
  if (!user.driver) return null;
  const options = cities.data ?? [];
  const currentName = options.find((city) => city.id === current)?.name;

  const close = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      setCityId(current);
      setFieldError(undefined);
      change.reset();
    }
  };

  return (
    <ReasonDialogFrame
      trigger={
        <Button variant="outline">
          <MapPin aria-hidden="true" />
          Change city
        </Button>
      }
      open={isOpen}
      onOpenChange={close}
      title={`Move ${user.name} to another city?`}
      description={`${user.name} drives in ${currentName ?? 'their city'} now. They are offered only the rides of their city, and must be offline to move.`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = driverCityChangeSchema.safeParse({ cityId });
        if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
        if (parsed.data.cityId === current) return setFieldError(DRIVER_CITY_MESSAGES.sameCity);
        setFieldError(undefined);
        change.mutate(
          { driverId: user.id, ...parsed.data },
          {
            onSuccess: () => {
              const name = options.find((city) => city.id === parsed.data.cityId)?.name ?? 'the new city';
              notify.success(DRIVER_CITY_MESSAGES.moved(user.name, name));
              setIsOpen(false);
              change.reset();
            },
          },
        );
      }}
      isPending={change.isPending}
      confirmLabel="Move driver"
      pendingLabel="Moving..."
    >
      <FormField label="City" error={fieldError} required>
        <NativeSelect value={cityId} onChange={(event) => setCityId(event.target.value)}>
          {!options.some((city) => city.id === cityId) && <option value="">Choose a city</option>}
          {options.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {getErrorMessage(change.error, DRIVER_CITY_MESSAGES.failed)}
        </p>
      )}
    </ReasonDialogFrame>
  );
}
