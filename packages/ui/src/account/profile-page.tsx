import { useCurrentUser } from '@ridebook/api-client';
import { Avatar, AvatarFallback, getInitials } from '../primitives/avatar.tsx';
import { Badge } from '../primitives/badge.tsx';
import { formatRoleLabel } from '../shell/roles.ts';
import type { Role } from '../shell/roles.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { PageLoading } from './shell-notices.tsx';
import { VehicleForm } from './vehicle-form.tsx';

export type ProfilePageProps = { role: Role };

const MEMBER_SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/**
 * /{role}/profile (Profile Management): the signed-in user's name and phone, their e-mail (read-only), a driver's
 * vehicle with its approval status, and the password.
 */
export function ProfilePage({ role }: ProfilePageProps) {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  const isDriver = role === 'driver';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar className="size-14 text-lg" aria-hidden="true">
          <AvatarFallback>{getInitials(user.name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Your profile</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{formatRoleLabel(role)}</Badge>
            <span>Member since {MEMBER_SINCE.format(new Date(user.createdAt))}</span>
          </p>
        </div>
      </header>
      <ProfileDetailsForm user={user} />
      {isDriver && <VehicleForm user={user} />}
      <ChangePasswordForm />
    </div>
  );
}
