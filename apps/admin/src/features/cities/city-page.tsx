import {
  getErrorMessage,
  useAdminCities,
  useCreateCity,
  useDeleteCity,
  useDispatchSettings,
  usePricingSettings,
  useUpdateCity,
} from '@ridebook/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  notify,
  notifyError,
} from '@ridebook/ui';
import type { AdminCity } from '@ridebook/validation';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryLoaded } from '../../components/query-loaded.tsx';
import { cityPath, paths } from '../../config/paths.ts';
import { DispatchForm, PricingForm } from '../settings/index.ts';
import { CityForm } from './city-form.tsx';
import { CITY_FORM_MESSAGES, cityToForm, EMPTY_CITY } from './city-form-values.ts';

function BackToCities() {
  return (
    <Button asChild variant="link" className="w-fit px-0">
      <Link to={paths.cities}>
        <ArrowLeft aria-hidden="true" />
        All cities
      </Link>
    </Button>
  );
}

/** /admin/cities/new: a new city's form; once added, its page opens to set its prices. */
export function NewCityPage() {
  const navigate = useNavigate();
  const create = useCreateCity({
    onSuccess: (city) => {
      notify.success(CITY_FORM_MESSAGES.created(city.name));
      void navigate(cityPath(city.id));
    },
    onError: (error) => notifyError(error, CITY_FORM_MESSAGES.failed),
  });
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4">
      <BackToCities />
      <PageHeader
        title="New city"
        description="Its prices and dispatch rules start from the defaults; set them once the city is added."
      />
      <CityForm
        initialValues={EMPTY_CITY}
        isNew
        submitLabel="Add city"
        save={(input) => create.mutateAsync(input)}
      />
    </div>
  );
}

/** Delete a city, after a confirmation; the API's refusal (rides or drivers, the last city) shows in the dialog. */
function DeleteCity({ city }: { city: AdminCity }) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteCity({
    onSuccess: () => {
      notify.success(CITY_FORM_MESSAGES.deleted(city.name));
      void navigate(paths.cities);
    },
  });
  const usage =
    city.driverCount + city.rideCount > 0
      ? ` It has ${city.driverCount} driver${city.driverCount === 1 ? '' : 's'} and ${city.rideCount} ride${city.rideCount === 1 ? '' : 's'}: a city in use cannot be deleted.`
      : '';
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          Delete city
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {city.name}?</DialogTitle>
          <DialogDescription>
            Its service area, prices and dispatch rules go; rides can no longer be booked there.{usage}
          </DialogDescription>
        </DialogHeader>
        {remove.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {getErrorMessage(remove.error, 'The city could not be deleted. Please try again.')}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the city</Button>
          </DialogClose>
          <Button variant="destructive" loading={remove.isPending} onClick={() => remove.mutate(city.id)}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CitySettings({ city }: { city: AdminCity }) {
  const pricing = usePricingSettings(city.id);
  const dispatch = useDispatchSettings(city.id);
  return (
    <>
      <QueryLoaded query={pricing} what="pricing settings">
        {(settings) => <PricingForm settings={settings} cityId={city.id} />}
      </QueryLoaded>
      <QueryLoaded query={dispatch} what="dispatch settings">
        {(settings) => <DispatchForm settings={settings} cityId={city.id} />}
      </QueryLoaded>
    </>
  );
}

/** /admin/cities/:cityId: the city and its area, its prices and its dispatch rules, each saved on its own. */
export function CityPage() {
  const { cityId = '' } = useParams();
  const cities = useAdminCities();
  const update = useUpdateCity({
    onSuccess: (city) => notify.success(CITY_FORM_MESSAGES.saved(city.name)),
    onError: (error) => notifyError(error, CITY_FORM_MESSAGES.failed),
  });

  if (cities.isPending) return <PageSkeleton label="Loading the city" />;
  if (cities.isError)
    return (
      <LoadError
        title="Couldn't load this city"
        error={cities.error}
        onRetry={() => void cities.refetch()}
        isRetrying={cities.isFetching}
      />
    );
  const city = cities.data.find((candidate) => candidate.id === cityId);
  if (!city)
    return (
      <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4">
        <BackToCities />
        <PageHeader title="City not found" description="It may have been deleted." />
      </div>
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4">
      <BackToCities />
      <PageHeader
        title={city.name}
        description={`${city.timeZone} · ${city.currency} · ${city.driverCount} drivers · ${city.rideCount} rides. Every change is audited.`}
        actions={<DeleteCity city={city} />}
      />
      <CityForm
        initialValues={cityToForm(city)}
        isNew={false}
        submitLabel="Save city"
        save={(input) => update.mutateAsync({ id: city.id, input })}
      />
      <CitySettings city={city} />
    </div>
  );
}
