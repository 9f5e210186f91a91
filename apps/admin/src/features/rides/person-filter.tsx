import { adminUserQueryOptions, adminUsersQueryOptions } from '@ridebook/api-client';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '../../components/filter-select.tsx';

/** The people a filter offers: the first 100 by name (narrow further with the search box). */
const PEOPLE_LISTED = 100;

/**
 * Pick one driver or rider to see only their rides. A person chosen elsewhere (the link on their account page) is
 * listed by name even when they are not among the first hundred.
 */
export function PersonFilter({
  role,
  value,
  onChange,
}: {
  role: 'rider' | 'driver';
  value: string;
  onChange: (userId: string) => void;
}) {
  const people = useQuery(
    adminUsersQueryOptions(role === 'rider' ? 'riders' : 'drivers', {
      pageSize: PEOPLE_LISTED,
      sort: 'name',
      order: 'asc',
    }),
  );
  const listed = people.data?.data ?? [];
  const isListed = value === '' || listed.some((person) => person.id === value);
  const chosen = useQuery({ ...adminUserQueryOptions(value), enabled: !isListed });
  const options = listed.map((person) => ({ value: person.id, label: person.name }));
  if (!isListed) options.unshift({ value, label: chosen.data?.name ?? 'The chosen person' });
  const label = role === 'rider' ? 'Rider' : 'Driver';
  return (
    <FilterSelect
      label={label}
      anyLabel={role === 'rider' ? 'Any rider' : 'Any driver'}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
