import { useAdminCities } from '@ridebook/api-client';
import { Button, DataTable, type DataTableColumn } from '@ridebook/ui';
import type { AdminCity } from '@ridebook/validation';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { cityPath, paths } from '../../config/paths.ts';
import { describeArea } from './city-form-values.ts';

const UNIT_LABELS = { km: 'Kilometres', mi: 'Miles' } as const;

const COLUMNS: DataTableColumn<AdminCity>[] = [
  {
    id: 'name',
    header: 'City',
    cell: (city) => (
      <div className="min-w-0">
        <Link to={cityPath(city.id)} className="font-medium text-primary hover:underline">
          {city.name}
        </Link>
        <p className="text-xs text-muted-foreground">{city.slug}</p>
      </div>
    ),
  },
  { id: 'timeZone', header: 'Time zone', hideOnMobile: true, cell: (city) => city.timeZone },
  { id: 'currency', header: 'Currency', cell: (city) => city.currency },
  { id: 'unit', header: 'Distance', hideOnMobile: true, cell: (city) => UNIT_LABELS[city.distanceUnit] },
  {
    id: 'areas',
    header: 'Service area',
    hideOnMobile: true,
    cell: (city) => describeArea(city.serviceArea.coordinates),
  },
  { id: 'drivers', header: 'Drivers', align: 'right', cell: (city) => city.driverCount },
  { id: 'rides', header: 'Rides', align: 'right', hideOnMobile: true, cell: (city) => city.rideCount },
];

/** /admin/cities: every city served, its time zone, money, unit, area and how many drivers and rides it has. */
export function CitiesPage() {
  const cities = useAdminCities();
  const navigate = useNavigate();
  const rows = cities.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title="Cities"
        description="Where RideBook takes rides: each city's service area, time zone, currency and prices."
        actions={
          <Button asChild>
            <Link to={paths.newCity}>
              <Plus aria-hidden="true" />
              Add a city
            </Link>
          </Button>
        }
      />
      <DataTable
        caption="Cities"
        columns={COLUMNS}
        rows={rows}
        getRowId={(city) => city.id}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        isLoading={cities.isPending}
        error={listErrorMessage(cities.error)}
        onRetry={() => void cities.refetch()}
        emptyTitle="No cities yet"
        emptyDescription="Add a city to take rides there."
        onRowClick={(city) => void navigate(cityPath(city.id))}
      />
    </div>
  );
}
