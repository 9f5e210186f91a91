import { useAdminUser, useCities } from '@ridebook/api-client';
import { Button, Card, CardContent, CardHeader, EmptyState, formatDateTime, formatMoney } from '@ridebook/ui';
import type { AdminUserDetail } from '@ridebook/validation';
import { ArrowRight, Route } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { DetailList } from '../../components/detail-list.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { RideStatusBadge } from '../../components/ride-status-badge.tsx';
import { ridePath, ridesOfPath } from '../../config/paths.ts';
import { formatDate, formatRating } from '../../lib/format.ts';
import { BlockActions, DriverApprovalActions } from './account-actions.tsx';
import { DriverCityAction } from './driver-city-action.tsx';
import { ApprovalBadge, OnlineBadge, RoleBadge, StatusBadge } from './user-badges.tsx';

function RecentRides({ user }: { user: AdminUserDetail }) {
  const role = user.role === 'driver' ? 'driver' : 'rider';
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardHeading>Recent rides</CardHeading>
        {user.role !== 'admin' && (
          <Button asChild variant="link">
            <Link to={ridesOfPath(role, user.id)}>
              All their rides
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {user.recentRides.length === 0 ? (
          <EmptyState icon={Route} title="No rides yet" className="py-8" />
        ) : (
          <ul className="divide-y">
            {user.recentRides.map((ride) => (
              <li key={ride.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link to={ridePath(ride.id)} className="font-medium text-primary hover:underline">
                    {ride.pickupAddress} → {ride.destinationAddress}
                  </Link>
                  <p className="text-xs text-muted-foreground">{formatDateTime(ride.createdAt)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="text-sm tabular-nums">{formatMoney(ride.fare, ride.currency)}</span>
                  <RideStatusBadge status={ride.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One account: who they are, their standing, their vehicle (drivers), their rides, and what an admin can do. */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const cities = useCities();

  if (user.isPending) return <PageSkeleton label="Loading the account" />;
  if (user.isError)
    return (
      <LoadError
        title="Couldn't load this account"
        error={user.error}
        onRetry={() => void user.refetch()}
        isRetrying={user.isFetching}
      />
    );
  const account = user.data;
  const driver = account.driver;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4">
      <PageHeader
        title={account.name}
        description={
          <span className="flex flex-wrap items-center gap-1.5">
            <RoleBadge role={account.role} />
            <StatusBadge status={account.status} />
            {driver && <ApprovalBadge status={driver.approvalStatus} />}
            {driver && <OnlineBadge isOnline={driver.online} />}
          </span>
        }
        actions={
          <>
            <DriverApprovalActions user={account} />
            <DriverCityAction user={account} />
            <BlockActions user={account} />
          </>
        }
      />
      <div className="grid gap-4 *:min-w-0 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardHeading>Account</CardHeading>
          </CardHeader>
          <CardContent>
            <DetailList
              items={[
                { label: 'Email', value: account.email },
                { label: 'Phone', value: account.phone },
                { label: 'Joined', value: formatDate(account.createdAt) },
                { label: 'Completed rides', value: account.rideCount },
                { label: 'Rating received', value: formatRating(account.rating, account.ratingCount) },
                ...(account.statusReason ? [{ label: 'Blocked because', value: account.statusReason }] : []),
              ]}
            />
          </CardContent>
        </Card>
        {driver && (
          <Card>
            <CardHeader>
              <CardHeading>Vehicle and approval</CardHeading>
            </CardHeader>
            <CardContent>
              <DetailList
                items={[
                  { label: 'Vehicle', value: driver.vehicleModel },
                  { label: 'License plate', value: driver.vehiclePlate },
                  {
                    label: 'City',
                    value: cities.data?.find((city) => city.id === driver.cityId)?.name ?? '—',
                  },
                  { label: 'Approval', value: <ApprovalBadge status={driver.approvalStatus} /> },
                  { label: 'Right now', value: driver.online ? 'Online, taking rides' : 'Offline' },
                  ...(driver.approvalReason ? [{ label: 'Reason given', value: driver.approvalReason }] : []),
                ]}
              />
            </CardContent>
          </Card>
        )}
      </div>
      <RecentRides user={account} />
    </div>
  );
}
