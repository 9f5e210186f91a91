import { cn } from '@ridebook/ui';
import { InitialsAvatar } from '../page-kit/index.ts';
import type { Leader } from './leadership.ts';

type LeadershipGridProps = { leaders: readonly Leader[]; className?: string };

export function LeadershipGrid({ leaders, className }: LeadershipGridProps) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {leaders.map((leader) => (
        <li
          key={leader.name}
          className="flex flex-col items-center rounded-2xl border border-border bg-card p-6 text-center text-card-foreground shadow-sm"
        >
          <InitialsAvatar name={leader.name} size="lg" />
          <h3 className="mt-4 text-lg font-semibold">{leader.name}</h3>
          <p className="text-sm font-medium text-primary">{leader.role}</p>
          <p className="mt-3 text-sm text-muted-foreground">{leader.bio}</p>
        </li>
      ))}
    </ul>
  );
}
